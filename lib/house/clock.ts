import { addDays, type CalendarDay } from '@/lib/text/calendar-day';

/** The house's own calendar: "today" and the start of a day are the house's, wherever the crew is. */

const HOUR_MS = 60 * 60 * 1000;

// Building a formatter costs far more than using one, and the sweep asks for every line's pick-up day.
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClockIn(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** How far the zone's clocks are ahead of UTC at this instant, in ms (negative west of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000; // the wall clock is read to the second
  const parts = wallClockIn(timeZone).formatToParts(whole);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - whole;
}

/** Today in the house's time zone, as a calendar day. */
export function houseToday(timeZone: string, now = Date.now()): string {
  // Formats an instant in the zone, so no offset is guessed: right on every day, clock changes included.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The house's wall clock now, "HH:MM" on 24 hours: what a counter's window is read against. */
export function houseClock(timeZone: string, now = Date.now()): string {
  const parts = wallClockIn(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/**
 * The moment a calendar day starts in the house's time zone (a pick-up day's midnight there), in epoch
 * ms: the first instant whose date there is that day (issue 23 §11). The offset cannot be read at one
 * instant, since on the day the clocks change it differs before and after the change. Midnight is
 * looked for under each offset in force from the day before to the day after; when midnight happens
 * twice (clocks back from 01:00 to 00:00) the first one is the start; when it never happens (clocks
 * forward from 00:00 to 01:00, as in Santiago, Beirut, Havana or Cairo) the day starts at the change.
 */
export function startOfHouseDay(day: string, timeZone: string): number {
  // The day's midnight as a reading of the house's clock, written as if that clock were UTC.
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const offsets = new Set([offsetAt(midnight - 24 * HOUR_MS, timeZone), offsetAt(midnight, timeZone), offsetAt(midnight + 24 * HOUR_MS, timeZone)]);
  const tries = [...offsets].map((offset) => midnight - offset).sort((a, b) => a - b);
  // An instant at which the clock reads midnight under the offset it was found with.
  const atMidnight = tries.find((instant) => instant + offsetAt(instant, timeZone) === midnight);
  if (atMidnight !== undefined) return atMidnight;
  // Midnight was skipped: the change lies between the earliest try (still before midnight there) and
  // the latest (already after it). Halve the gap down to the millisecond at which the clocks jump.
  let before = tries[0]!;
  let after = tries.at(-1)!;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (middle + offsetAt(middle, timeZone) >= midnight) after = middle;
    else before = middle;
  }
  return after;
}

/** The moment a house day ends (the next day's start there: 23 or 25 hours on a clock change). */
export const endOfHouseDay = (day: CalendarDay, timeZone: string) => startOfHouseDay(addDays(day, 1), timeZone);
