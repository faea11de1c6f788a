import type { OpeningWeek } from '@/lib/tenant/opening-hours';
import { closedDayWords, hourOf, hourWords, slotTimes } from './opening-hours';

/** The dock's bookings of one day: pick-ups and returns in each hour of the clock, "14" → 3. */
export type DockLoad = ReadonlyMap<string, number>;

/** One time a form offers: a full hour's times are shown but cannot be chosen, so the crew sees why. */
export type TimeChoice = { time: string; full: boolean };

/** The times of a day a form offers, each marked full when its hour has the dock's capacity already. */
export function timeChoices(day: string, week: OpeningWeek, load: DockLoad, capacity: number): TimeChoice[] {
  return slotTimes(day, week).map((time) => ({ time, full: (load.get(hourOf(time)) ?? 0) >= capacity }));
}

/** "The dock is full 14:00–15:00 on Dec 14: choose another time." */
export const dockFullWords = (time: string, dayWords: string) => `The dock is full ${hourWords(hourOf(time))} on ${dayWords}: choose another time.`;

/**
 * Why a time cannot be booked on a day by the house's hours, or null when it can (the dock's
 * capacity is the database's to count). `dayWords` names the day as the person reads it.
 */
export function timeProblem(day: string, time: string, week: OpeningWeek, dayWords: string): string | null {
  const times = slotTimes(day, week);
  if (times.length === 0) return `${closedDayWords(day)}: choose another day, or no time.`;
  if (!times.includes(time)) return `${time} is not a time we take on ${dayWords}: choose one from ${times[0]} to ${times.at(-1)}, on the half hour.`;
  return null;
}
