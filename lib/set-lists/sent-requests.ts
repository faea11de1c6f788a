import 'server-only';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdRequests } from '@/lib/db/schema';
import type { CustomerKey } from '@/lib/house/customer-key';

/**
 * When each of the person's set lists was last sent as a Hold request (issue 24 §7), by list id;
 * a list never sent is absent. One grouped read for the index, on the requests' owner index.
 */
export async function lastSentOf(db: Db, owner: CustomerKey, setListIds: readonly string[]): Promise<Map<string, number>> {
  if (setListIds.length === 0) return new Map();
  const rows = await db
    .select({ setListId: holdRequests.setListId, sentAt: max(holdRequests.createdAt) })
    .from(holdRequests)
    .where(
      and(
        eq(holdRequests.vendorId, owner.vendorId),
        eq(holdRequests.uid, owner.uid),
        eq(holdRequests.kind, 'hold'),
        inArray(holdRequests.setListId, [...setListIds]),
      ),
    )
    .groupBy(holdRequests.setListId);
  return new Map(rows.flatMap((row) => (row.setListId && row.sentAt !== null ? [[row.setListId, Number(row.sentAt)] as const] : [])));
}
