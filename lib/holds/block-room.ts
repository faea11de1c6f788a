import { addDays, type CalendarDay } from '@/lib/text/calendar-day';

/**
 * Whether a staff block of `units` fits a prop of `quantity` units on every day from `from` to `to`
 * (both included), given each day's units already away (lib/holds/availability.ts, `dailyUnitsAway`):
 * null when it does, or the first day it does not, with how many units were free that day.
 */
export function firstDayWithoutRoom(
  away: ReadonlyMap<CalendarDay, number>,
  quantity: number,
  units: number,
  from: CalendarDay,
  to: CalendarDay,
): { day: CalendarDay; free: number } | null {
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const free = Math.max(0, quantity - (away.get(day) ?? 0));
    if (free < units) return { day, free };
  }
  return null;
}
