import { datesLine } from '@/lib/set-lists/set-list-dates';
import { longDay } from '@/lib/text/calendar-day';
import type { RequestKind } from '@/lib/availability/hold-lifecycle';

/** A request's days in one line: a Hold's pick-up and return, a claim's collection day and window. */
export function requestDates(request: { kind: RequestKind; pickUpOn: string; returnOn: string | null; pickUpWindow: string | null }, locale: string): string {
  if (request.kind === 'claim') return `Collection ${longDay(request.pickUpOn, locale)}${request.pickUpWindow ? `, ${request.pickUpWindow}` : ''}`;
  return datesLine(request, locale);
}
