import type { OpeningPeriod, OpeningWeek } from '@/lib/tenant/opening-hours';
import { WEEKDAY_NAMES } from '@/lib/text/weekday-names';

/**
 * A day's opening hours and the times that may be booked in them (issue 38 §4). Calendar days and
 * "HH:MM" readings of the house's clock only: no instant, so a day of a clock change has the same
 * slots as any other (the house opens at 08:00 on its own clock).
 */

/** Booked times fall on the half hour from each opening time: a crew chooses among a day's few, and the dock plans by them. */
export const SLOT_MINUTES = 30;

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const clockOf = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** 1 = Monday … 7 = Sunday, of a calendar day "YYYY-MM-DD" (no time zone: a day is a day). */
export function isoWeekday(day: string): number {
  return ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** The day's opening periods, earliest first; none on a day the house is closed. */
export function periodsOn(day: string, week: OpeningWeek): OpeningPeriod[] {
  const periods = week[String(isoWeekday(day)) as keyof OpeningWeek] ?? [];
  return [...periods].sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
}

export const isOpenOn = (day: string, week: OpeningWeek) => periodsOn(day, week).length > 0;

/** "We are closed on Sundays": the words of a refusal of a day the house does not open. */
export const closedDayWords = (day: string) => `We are closed on ${WEEKDAY_NAMES[isoWeekday(day) - 1]}s`;

/**
 * The times of a day a pick-up or return may be booked at: every half hour from each opening time,
 * the last one at least half an hour before closing (nobody books the minute the doors shut).
 */
export function slotTimes(day: string, week: OpeningWeek): string[] {
  return periodsOn(day, week).flatMap(({ opens, closes }) => {
    const times: string[] = [];
    for (let at = minutesOf(opens); at + SLOT_MINUTES <= minutesOf(closes); at += SLOT_MINUTES) times.push(clockOf(at));
    return times;
  });
}

/** The dock's hour of a time, "14:00–15:00" for 14:30: capacity is counted by the clock's hours. */
export const hourOf = (time: string) => time.slice(0, 2);
export const hourWords = (hour: string) => `${hour}:00–${String(Number(hour) + 1).padStart(2, '0')}:00`;

/** "Monday to Friday 08:00–18:00, Saturday 09:00–13:00": the week in words, days of the same hours together. */
export function weekInWords(week: OpeningWeek): string {
  const hoursOf = (key: number) => (week[String(key) as keyof OpeningWeek] ?? []).map(({ opens, closes }) => `${opens}–${closes}`).join(' and ');
  const runs: { from: number; to: number; hours: string }[] = [];
  for (let key = 1; key <= 7; key++) {
    const hours = hoursOf(key);
    if (!hours) continue;
    const last = runs.at(-1);
    if (last && last.to === key - 1 && last.hours === hours) last.to = key;
    else runs.push({ from: key, to: key, hours });
  }
  if (runs.length === 0) return 'by appointment';
  const name = (key: number) => WEEKDAY_NAMES[key - 1]!;
  return runs
    .map(({ from, to, hours }) => `${from === to ? name(from) : to === from + 1 ? `${name(from)} and ${name(to)}` : `${name(from)} to ${name(to)}`} ${hours}`)
    .join(', ');
}
