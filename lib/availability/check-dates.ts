import 'server-only';
import type { Db } from '@/lib/db';
import { shortDay, type CalendarDay } from '@/lib/text/calendar-day';
import { periodLoadsOf } from './period-loads';
import { NOT_IN_SIX_MONTHS, NOTHING_AWAY, nextFreeWords, type PeriodLoad } from './period-state';

/** How far ahead "next free" looks: "the next six months". */
export const NEXT_FREE_HORIZON_DAYS = 180;

export type DateCheck = { from: CalendarDay; to: CalendarDay; quantity: number; available: number; load: PeriodLoad };

/**
 * "Check your dates" on an item page (issue 12 §1): units free for every day of the range, or, with
 * none, when one is next free for as long (issue 39 §2), by the same query as the catalogue's cards.
 */
export async function checkDates(db: Db, item: { id: string; quantity: number }, from: CalendarDay, to: CalendarDay): Promise<DateCheck> {
  const loads = await periodLoadsOf(db, [item], { from, to }, NEXT_FREE_HORIZON_DAYS);
  const load = loads.get(item.id) ?? NOTHING_AWAY;
  return { from, to, quantity: item.quantity, available: Math.max(0, item.quantity - load.busiest), load };
}

/**
 * The answer in words: "4 of 6 available Mar 3 – Mar 10"; with none, the days and when it is next
 * free, in the card's words: "None free Dec 14 – Dec 21. Back Dec 23."
 */
export function dateCheckWords(check: DateCheck, locale: string): string {
  if (check.quantity <= 0) return `${NOT_IN_SIX_MONTHS}.`;
  const range = `${shortDay(check.from, locale)} – ${shortDay(check.to, locale)}`;
  if (check.available > 0) return `${check.available} of ${check.quantity} available ${range}`;
  return `None free ${range}. ${nextFreeWords(check.load, locale)}.`;
}
