import 'server-only';
import type { Db } from '@/lib/db';
import { alternatesThatCover, type AlternateOffer } from '@/lib/catalog/alternates-that-cover';
import { requestDays } from './decline-alternates';
import type { HoldRequestView } from './read-holds';

/**
 * What could stand in for each declined line of a person's Hold requests (issue 24 §6): the similar
 * props with units free for the request's days, hand-linked alternates first (decision 112), by line
 * id. A line with nothing to offer is absent. One look per request.
 */
export async function declinedAlternates(db: Db, requests: readonly HoldRequestView[]): Promise<Map<string, AlternateOffer[]>> {
  const offers = new Map<string, AlternateOffer[]>();
  for (const request of requests) {
    if (request.kind !== 'hold') continue;
    const declined = request.lines.filter((line) => line.state === 'declined');
    if (declined.length === 0) continue;
    const found = await alternatesThatCover(
      db,
      declined.map((line) => ({ itemId: line.itemId, units: line.quantity })),
      requestDays(request),
    );
    declined.forEach((line, index) => {
      const lineOffers = found.offers[index] ?? [];
      if (lineOffers.length > 0) offers.set(line.id, lineOffers);
    });
  }
  return offers;
}
