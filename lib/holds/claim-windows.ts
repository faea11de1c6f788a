import type { Tenant } from '@/lib/tenant';
import { clockOf, isOpenOn, isoWeekday, minutesOf, periodsOn } from '@/lib/booked-times/opening-hours';
import { WEEKDAY_NAMES } from '@/lib/text/weekday-names';

export { isoWeekday };

/** The counter's hours for free surplus (issue 38 §4): the house's opening week and the claims' window length. */
export type ClaimHours = Pick<Tenant, 'openingHours' | 'claims'>;

/**
 * The collection windows of a day (issue 12 §8, issue 38 §4): cut from each of that day's opening
 * periods, from its opening time, each `windowHours` long, the last one cut at its closing time.
 * "09:00–11:00", "11:00–13:00", …; none on a day the house is closed.
 */
export function claimWindows(day: string, hours: ClaimHours): string[] {
  const length = hours.claims.windowHours * 60;
  return periodsOn(day, hours.openingHours).flatMap(({ opens, closes }) => {
    const windows: string[] = [];
    const close = minutesOf(closes);
    for (let start = minutesOf(opens); start < close; start += length) windows.push(`${clockOf(start)}–${clockOf(Math.min(start + length, close))}`);
    return windows;
  });
}

/**
 * Every window of the week, earliest first: what the claim form offers before the day is known
 * (it works without JavaScript); the server then keeps the ones of the day chosen.
 */
export function claimWindowsOfWeek(hours: ClaimHours): string[] {
  // Seven days of one week, Monday 1 March 2027 on: only their weekdays matter.
  const week = [1, 2, 3, 4, 5, 6, 7].map((date) => `2027-03-0${date}`);
  return [...new Set(week.flatMap((day) => claimWindows(day, hours)))].sort();
}

/** Whether a window ("09:00–11:00") of a collection day is over: only today's can be, once the house's clock reaches its end. */
export function windowIsOver(window: string, day: string, today: string, clockNow: string): boolean {
  return day < today || (day === today && minutesOf(window.slice(-5)) <= minutesOf(clockNow));
}

/**
 * The window the form shows after an answer: the one the person chose, kept beside a refusal of
 * their day (issue 36 §3), while it is still one of the counter's; the first one otherwise.
 */
export function chosenClaimWindow(chosen: string | undefined, windows: readonly string[]): string | undefined {
  return chosen !== undefined && windows.includes(chosen) ? chosen : windows[0];
}

export const isPickUpDay = (day: string, hours: ClaimHours) => isOpenOn(day, hours.openingHours);

/** "On Saturdays we hand out free props 09:00–11:00 or 11:00–13:00": a refusal of a window the day does not have. */
export function dayWindowsInWords(day: string, hours: ClaimHours): string {
  const windows = claimWindows(day, hours);
  const list = windows.length === 1 ? windows[0] : `${windows.slice(0, -1).join(', ')} or ${windows.at(-1)}`;
  return `On ${WEEKDAY_NAMES[isoWeekday(day) - 1]}s we hand out free props ${list}: choose one of those times.`;
}
