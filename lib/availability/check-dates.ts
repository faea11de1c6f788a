import 'server-only';
import type { Db } from '@/lib/db';
import { addDays, daysBetween, shortDay, type CalendarDay } from '@/lib/text/calendar-day';
import { askedRange, dailyUnitsAway, nextFreeStart } from './availability';

/** How far ahead "next free" looks. */
export const NEXT_FREE_HORIZON_DAYS = 180;

export type DateCheck = { from: CalendarDay; to: CalendarDay; quantity: number; available: number; nextFree: CalendarDay | null };

/** "Check your dates" on an item page (issue 12 §1): units free for every day of the range, or when one is next free for as long. */
export async function checkDates(db: Db, item: { id: string; quantity: number }, from: CalendarDay, to: CalendarDay): Promise<DateCheck> {
  const length = daysBetween(from, to) + 1;
  const away = await dailyUnitsAway(db, item.id, askedRange(from, addDays(to, NEXT_FREE_HORIZON_DAYS)));
  let busiest = 0;
  for (let offset = 0; offset < length; offset++) busiest = Math.max(busiest, away.get(addDays(from, offset)) ?? 0);
  const available = Math.max(0, item.quantity - busiest);
  const nextFree = available > 0 ? null : nextFreeStart(away, item.quantity, 1, addDays(from, 1), length, NEXT_FREE_HORIZON_DAYS);
  return { from, to, quantity: item.quantity, available, nextFree };
}

/** The answer in words: "4 of 6 available Mar 3 – Mar 10", or when the prop is next free for as long. */
export function dateCheckWords(check: DateCheck, locale: string): string {
  const day = (value: CalendarDay) => shortDay(value, locale);
  const range = `${day(check.from)} – ${day(check.to)}`;
  if (check.available > 0) return `${check.available} of ${check.quantity} available ${range}`;
  if (check.nextFree) return `None available ${range}. Free for as long from ${day(check.nextFree)}.`;
  return `None available ${range}, nor for as long in the next six months.`;
}
