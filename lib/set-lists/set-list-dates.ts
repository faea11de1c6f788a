import { longDay } from '@/lib/text/calendar-day';

/** The dates line of a list: "Pick-up Mon, Mar 2, 2026 · Return Tue, Mar 10, 2026", or what is missing. */
export function datesLine(list: { pickUpOn: string | null; returnOn: string | null }, locale: string): string {
  const parts = [list.pickUpOn && `Pick-up ${longDay(list.pickUpOn, locale)}`, list.returnOn && `Return ${longDay(list.returnOn, locale)}`].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'No dates yet';
}
