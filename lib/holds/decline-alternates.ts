import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests, items } from '@/lib/db/schema';
import { availableWords, type AskedDays } from '@/lib/catalog/alternate-offer';
import { alternatesThatCover, type AlternateOffer } from '@/lib/catalog/alternates-that-cover';
import { askedRange, unitsAwayForItems } from '@/lib/availability/availability';

/**
 * What staff can offer when they decline a line its prop cannot cover (issue 28 §5): the similar
 * props, hand-linked alternates first, with the line's units free for the request's days, shown
 * beside "Decline" and, when staff ask, written into the reason the customer reads.
 */

type LineAsked = { id: string; itemId: string; quantity: number };

/** The days a request asks for, as the inbox counts them: a claim's one day when it has no return. */
export function requestDays(request: { pickUpOn: string; returnOn: string | null }): AskedDays {
  return { from: request.pickUpOn, to: request.returnOn ?? request.pickUpOn };
}

/**
 * The offers for lines of one request (its `days`) whose prop has fewer units free for them than the
 * line asks (`free`: the units the inbox counts free), by line id.
 */
export async function alternatesForDeclines(db: Db, days: AskedDays, lines: readonly (LineAsked & { free: number })[]): Promise<Map<string, AlternateOffer[]>> {
  const short = lines.filter((line) => line.free < line.quantity);
  const found = await alternatesThatCover(
    db,
    short.map((line) => ({ itemId: line.itemId, units: line.quantity })),
    days,
  );
  return new Map(short.map((line, index) => [line.id, found.offers[index] ?? []]));
}

/** "Could do instead: Brass Floor Lamp (LIG-000123), 4 available Dec 1 – Dec 8." — or nothing when there is none. */
export function offeredInWords(offers: readonly AlternateOffer[], days: AskedDays, locale: string): string {
  if (offers.length === 0) return '';
  return `Could do instead: ${offers.map(({ item, available }) => `${item.title} (${item.sku}), ${availableWords(available, days, locale)}`).join('; ')}.`;
}

/**
 * The words for a line being declined, read again when staff decline it (the page may be minutes
 * old): its request's days, the offers that cover it now. Empty when its prop can cover it after
 * all, or nothing else can.
 */
export async function declineOfferWords(db: Db, lineId: string, locale: string): Promise<string> {
  const [line] = await db
    .select({
      id: holdLines.id,
      itemId: holdLines.itemId,
      quantity: holdLines.quantity,
      stock: items.quantity,
      pickUpOn: holdRequests.pickUpOn,
      returnOn: holdRequests.returnOn,
    })
    .from(holdLines)
    .innerJoin(holdRequests, eq(holdRequests.id, holdLines.requestId))
    .innerJoin(items, eq(items.id, holdLines.itemId))
    .where(eq(holdLines.id, lineId));
  if (!line) return '';
  const days = requestDays(line);
  const away = await unitsAwayForItems(db, [line.itemId], askedRange(days.from, days.to));
  const free = Math.max(0, line.stock - (away.get(line.itemId) ?? 0));
  const offers = await alternatesForDeclines(db, days, [{ ...line, free }]);
  return offeredInWords(offers.get(line.id) ?? [], days, locale);
}
