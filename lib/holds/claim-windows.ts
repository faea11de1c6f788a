import type { Tenant } from '@/lib/tenant';

export type ClaimHours = Tenant['claims'];

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/**
 * The collection windows of a day the counter opens (issue 12 §8): from opening time, each
 * `windowHours` long, the last one cut at closing time. "09:00–11:00", "11:00–13:00", …
 */
export function claimWindows(hours: ClaimHours): string[] {
  const windows: string[] = [];
  const close = minutes(hours.closesAt);
  for (let start = minutes(hours.opensAt); start < close; start += hours.windowHours * 60) {
    windows.push(`${clock(start)}–${clock(Math.min(start + hours.windowHours * 60, close))}`);
  }
  return windows;
}

/** Whether a window ("09:00–11:00") of a collection day is over: only today's can be, once the house's clock reaches its end. */
export function windowIsOver(window: string, day: string, today: string, clockNow: string): boolean {
  return day < today || (day === today && minutes(window.slice(-5)) <= minutes(clockNow));
}

/**
 * The window the form shows after an answer: the one the person chose, kept beside a refusal of
 * their day (issue 36 §3), while it is still one of the counter's; the first one otherwise.
 */
export function chosenClaimWindow(chosen: string | undefined, windows: readonly string[]): string | undefined {
  return chosen !== undefined && windows.includes(chosen) ? chosen : windows[0];
}

/** 1 = Monday … 7 = Sunday, of a calendar day "YYYY-MM-DD" (no time zone: a day is a day). */
export function isoWeekday(day: string): number {
  return ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

export const isPickUpDay = (day: string, hours: ClaimHours) => hours.pickUpDays.includes(isoWeekday(day));

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "Monday to Friday", "Tuesday, Thursday and Saturday": the counter's days in words. */
export function pickUpDaysInWords(hours: ClaimHours): string {
  const days = [...hours.pickUpDays].sort((a, b) => a - b);
  const consecutive = days.every((day, index) => index === 0 || day === days[index - 1]! + 1);
  if (days.length > 2 && consecutive) return `${WEEKDAYS[days[0]! - 1]} to ${WEEKDAYS[days.at(-1)! - 1]}`;
  const names = days.map((day) => WEEKDAYS[day - 1]!);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
