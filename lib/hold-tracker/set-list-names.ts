import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { setLists } from '@/lib/db/schema';
import type { CustomerKey } from '@/lib/house/customer-key';

/**
 * The names of the set lists the person's requests were sent from (issue 39 §3), by list id: only
 * the person's own lists, archived ones too (the request still came from them). A list deleted since
 * has left its requests (`set null`), which keep their old title.
 */
export async function setListNamesOf(db: Db, owner: CustomerKey, requests: readonly { setListId: string | null }[]): Promise<Map<string, string>> {
  const ids = [...new Set(requests.flatMap((request) => (request.setListId ? [request.setListId] : [])))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: setLists.id, name: setLists.name })
    .from(setLists)
    .where(and(eq(setLists.vendorId, owner.vendorId), eq(setLists.uid, owner.uid), inArray(setLists.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
