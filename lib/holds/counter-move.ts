import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests } from '@/lib/db/schema';

export type CounterMove = { state: string; quantity: number; sku: string; missingUnits: number; damagedUnits: number; conditionNote: string };

/** The line the counter just moved, as it stands now, for the page's confirmation (issue 25 §4); null when the house has no such line. */
export async function counterMove(db: Db, vendorId: string, lineId: string): Promise<CounterMove | null> {
  const [line] = await db
    .select({
      state: holdLines.state,
      quantity: holdLines.quantity,
      sku: holdLines.sku,
      missingUnits: holdLines.missingUnits,
      damagedUnits: holdLines.damagedUnits,
      conditionNote: holdLines.conditionNote,
    })
    .from(holdLines)
    .innerJoin(holdRequests, eq(holdRequests.id, holdLines.requestId))
    .where(and(eq(holdLines.id, lineId), eq(holdRequests.vendorId, vendorId)));
  return line ?? null;
}

/** Where the counter goes after a move: the same SKU, and the line moved, so the page says what was done until the next scan. */
export function counterHref(sku: string, lineId: string, overbookedFrom: string | null): string {
  const query = new URLSearchParams({ sku, moved: lineId });
  if (overbookedFrom) query.set('over', overbookedFrom);
  return `/staff/check-in?${query}`;
}
