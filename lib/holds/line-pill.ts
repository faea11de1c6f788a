import type { LineState, RequestKind } from '@/lib/availability/hold-lifecycle';

/** How a state looks at a glance: each tone is a colour, and the pill always carries its word too (never colour alone). */
export type PillTone = 'waiting' | 'held' | 'behind' | 'confirmed' | 'ended' | 'refused';

/**
 * A line's state as a labelled pill (issue 24 §6): one word or two, and the tone that colours it.
 * `requestType` is the tenant's word for a hold ("Hold"); a claim's confirmed line is to collect.
 */
export function linePill(state: LineState, kind: RequestKind, requestType: string): { word: string; tone: PillTone } {
  const hold = requestType.toLowerCase();
  switch (state) {
    case 'requested':
      return { word: 'Requested', tone: 'waiting' };
    case 'held':
      return { word: `On ${hold}`, tone: 'held' };
    case 'secondHold':
      return { word: `Second ${hold}`, tone: 'behind' };
    case 'challenged':
      return { word: 'Challenged', tone: 'behind' };
    case 'confirmed':
      return { word: kind === 'claim' ? 'To collect' : 'Confirmed', tone: 'confirmed' };
    case 'out':
      return { word: 'Out', tone: 'confirmed' };
    case 'returned':
      return { word: 'Returned', tone: 'ended' };
    case 'collected':
      return { word: 'Collected', tone: 'ended' };
    case 'declined':
      return { word: 'Declined', tone: 'refused' };
    case 'released':
      return { word: 'Released', tone: 'ended' };
    case 'expired':
      return { word: 'Expired', tone: 'ended' };
    case 'cancelled':
      return { word: 'Cancelled', tone: 'ended' };
    default:
      return { word: String(state), tone: 'ended' };
  }
}
