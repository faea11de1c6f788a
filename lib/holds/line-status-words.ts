import { challengeEndsAt, holdExpiresAt, type HoldTimes, type LineState } from './hold-lifecycle';
import { startOfHouseDay } from './house-time';

type Line = { state: LineState; heldAt: Date | null; challengedAt: Date | null; reason: string };

/**
 * A line's state in the words a crew uses (issue 12 §5): "On hold until Mar 1", "Second hold",
 * "Confirmed", "Out", "Returned"…; `requestType` is the tenant's word ("Hold").
 */
export function lineStatusWords(
  line: Line,
  pickUpOn: string,
  times: HoldTimes,
  { locale, timeZone, requestType }: { locale: string; timeZone: string; requestType: string },
): string {
  const when = (ms: number) => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(ms);
  const pickUpAt = startOfHouseDay(pickUpOn, timeZone);
  switch (line.state) {
    case 'requested':
      return `Requested: not on ${requestType.toLowerCase()} until we confirm`;
    case 'held':
      return line.heldAt
        ? `On ${requestType.toLowerCase()} until ${when(holdExpiresAt(line.heldAt.getTime(), pickUpAt, times))}`
        : `On ${requestType.toLowerCase()}`;
    case 'secondHold':
      return `Second ${requestType.toLowerCase()}`;
    case 'challenged':
      return line.challengedAt ? `Challenged: confirm by ${when(challengeEndsAt(line.challengedAt.getTime(), times))}` : 'Challenged';
    case 'confirmed':
      return 'Confirmed';
    case 'out':
      return 'Out';
    case 'returned':
      return 'Returned';
    case 'declined':
      return line.reason ? `Declined: ${line.reason}` : 'Declined';
    case 'released':
      return 'Released';
    case 'expired':
      return 'Expired';
    case 'cancelled':
      return 'Cancelled';
  }
}
