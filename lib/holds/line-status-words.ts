import { shortDay } from '@/lib/text/calendar-day';
import { lineEndsAt, type HoldTimes, type LineState, type RequestKind } from '@/lib/availability/hold-lifecycle';
import { houseTimeWords } from '@/lib/house/time-words';

type Line = { state: LineState; heldAt: Date | null; challengedAt: Date | null; reason: string };
type Request = { kind: RequestKind; pickUpOn: string; pickUpWindow: string | null };

/**
 * A line's state in the words a crew uses (issue 12 §5): "On hold until Mar 1", "Second hold",
 * "Confirmed", "Out", "Returned"…; `requestType` is the tenant's word ("Hold"). A claim's line
 * speaks of collection (issue 12 §8).
 */
export function lineStatusWords(
  line: Line,
  request: Request,
  times: HoldTimes,
  { locale, timeZone, requestType }: { locale: string; timeZone: string; requestType: string },
): string {
  if (request.kind === 'claim') return claimStatusWords(line, request, locale);
  const { pickUpOn } = request;
  // "Fri Nov 29, end of day", never "Nov 30, 12:00 AM" (issue 24 §6).
  const when = (ms: number) => houseTimeWords(ms, locale, timeZone);
  const ends = lineEndsAt(
    { state: line.state, heldAt: line.heldAt?.getTime() ?? null, challengedAt: line.challengedAt?.getTime() ?? null, pickUpOn },
    timeZone,
    times,
  );
  switch (line.state) {
    case 'requested':
      return `Requested: not on ${requestType.toLowerCase()} until we confirm`;
    case 'held':
      return ends !== null ? `On ${requestType.toLowerCase()} until ${when(ends)}` : `On ${requestType.toLowerCase()}`;
    case 'secondHold':
      return `Second ${requestType.toLowerCase()}`;
    case 'challenged':
      return ends !== null && line.challengedAt ? `Challenged: confirm by ${when(ends)}` : 'Challenged';
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
      return line.reason || 'Cancelled';
    default:
      return line.state;
  }
}

function claimStatusWords(line: Line, request: Request, locale: string): string {
  const collection = `${shortDay(request.pickUpOn, locale)}${request.pickUpWindow ? `, ${request.pickUpWindow}` : ''}`;
  switch (line.state) {
    case 'requested':
      return `Claim requested: not kept for you until we confirm (collection ${collection})`;
    case 'confirmed':
      return `Confirmed: collect ${collection}`;
    case 'collected':
      return 'Collected';
    case 'declined':
      return line.reason ? `Declined: ${line.reason}` : 'Declined';
    case 'released':
      return 'Released';
    default:
      return line.state;
  }
}
