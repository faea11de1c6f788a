import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { holdRequests, orders, vendorUsers } from '@/lib/db/schema';
import { lockVendorUser } from '@/lib/vendor-users/lock-vendor-user';
import { nextDocumentNumber } from './document-number';

/**
 * A line of a Hold request was confirmed (issue 26 §2): the request's order, made by the first
 * confirmed line with the next number, the request's production, days and quote as they stand; the
 * lines confirmed after it join the same order. In the caller's transaction, after the customer's
 * record is locked (the lock order of lib/holds/hold-updates.ts: the prop, the line, the record), so
 * two lines of one request confirmed at once make one order, and `stats.orderCount` is rewritten
 * from the table in the same transaction.
 */
export async function openOrder(tx: Tx, requestId: string, { year, at }: { year: number; at: Date }): Promise<{ number: string; opened: boolean }> {
  const [request] = await tx.select().from(holdRequests).where(eq(holdRequests.id, requestId));
  if (!request || request.kind !== 'hold' || !request.returnOn) throw new Error(`Not a Hold request: ${requestId}`);
  await lockVendorUser(tx, request.vendorId, request.uid);
  const [existing] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.requestId, requestId));
  if (existing) return { number: existing.number, opened: false };
  const number = await nextDocumentNumber(tx, request.vendorId, 'order', year);
  await tx.insert(orders).values({
    id: randomUUID(),
    vendorId: request.vendorId,
    number,
    requestId,
    uid: request.uid,
    studio: request.studio,
    production: request.production,
    productionId: request.productionId,
    pickUpOn: request.pickUpOn,
    returnOn: request.returnOn,
    quote: request.quote,
    confirmedAt: at,
  });
  const count = tx
    .select({ count: sql`count(*)` })
    .from(orders)
    .where(and(eq(orders.vendorId, request.vendorId), eq(orders.uid, request.uid)));
  await tx
    .update(vendorUsers)
    .set({ stats: sql`jsonb_set(${vendorUsers.stats}, '{orderCount}', to_jsonb((${count})))` })
    .where(and(eq(vendorUsers.vendorId, request.vendorId), eq(vendorUsers.uid, request.uid)));
  return { number, opened: true };
}
