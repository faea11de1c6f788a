import { longDay } from '@/lib/text/calendar-day';
import type { RequestKind } from '@/lib/availability/hold-lifecycle';

type DatedRequest = {
  kind: RequestKind;
  pickUpOn: string;
  returnOn: string | null;
  pickUpWindow: string | null;
  /** Issue 38 §4: booked times, where the reader has them; none is any time in opening hours. */
  pickUpTime?: string | null;
  returnTime?: string | null;
};

/**
 * A request's days in one line: a Hold's pick-up and return with their booked times ("Pick-up Mon,
 * Mar 8, 2027 at 14:00 · Return Tue, Mar 16, 2027"), a claim's collection day and window.
 */
export function requestDates(request: DatedRequest, locale: string): string {
  if (request.kind === 'claim') return `Collection ${longDay(request.pickUpOn, locale)}${request.pickUpWindow ? `, ${request.pickUpWindow}` : ''}`;
  const at = (time: string | null | undefined) => (time ? ` at ${time}` : '');
  const parts = [`Pick-up ${longDay(request.pickUpOn, locale)}${at(request.pickUpTime)}`];
  if (request.returnOn) parts.push(`Return ${longDay(request.returnOn, locale)}${at(request.returnTime)}`);
  return parts.join(' · ');
}
