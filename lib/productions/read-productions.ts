import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { customerPaperwork, holdLines, holdRequests, orders, productions } from '@/lib/db/schema';
import type { CustomerKey } from '@/lib/house/customer-key';
import { paperworkWarnings } from './paperwork-check';

export type Production = typeof productions.$inferSelect;

/** A customer's productions (issue 26 §1): confirmed first, then by title. Only ever the owner's. */
export function productionsOf(db: Db | Tx, { vendorId, uid }: CustomerKey): Promise<Production[]> {
  return db
    .select()
    .from(productions)
    .where(and(eq(productions.vendorId, vendorId), eq(productions.uid, uid)))
    .orderBy(desc(productions.confirmed), asc(productions.title), asc(productions.createdAt));
}

/** One of the customer's own productions; another's, or none, is null alike. */
export async function ownProduction(db: Db | Tx, { vendorId, uid }: CustomerKey, productionId: string): Promise<Production | null> {
  const [row] = await db
    .select()
    .from(productions)
    .where(and(eq(productions.id, productionId), eq(productions.vendorId, vendorId), eq(productions.uid, uid)));
  return row ?? null;
}

export type RequestPaperwork = { production: Production | null; warnings: string[] };

/**
 * A request's production and what staff are warned of before confirming its lines (issue 26 §1):
 * no PO number on account, no valid certificate of insurance. A request without a production has
 * nothing to check. By the request, or by one of its lines.
 */
export async function requestPaperwork(db: Db | Tx, by: { requestId: string } | { lineId: string }, today: string): Promise<RequestPaperwork> {
  const [found] = await db
    .select({ production: productions, fileKey: customerPaperwork.insuranceFileKey, expiresOn: customerPaperwork.insuranceExpiresOn })
    .from(holdRequests)
    .innerJoin(productions, eq(productions.id, holdRequests.productionId))
    .leftJoin(customerPaperwork, and(eq(customerPaperwork.vendorId, holdRequests.vendorId), eq(customerPaperwork.uid, holdRequests.uid)))
    .where(
      'requestId' in by
        ? eq(holdRequests.id, by.requestId)
        : eq(holdRequests.id, db.select({ id: holdLines.requestId }).from(holdLines).where(eq(holdLines.id, by.lineId))),
    );
  if (!found) return { production: null, warnings: [] };
  return {
    production: found.production,
    warnings: paperworkWarnings(found.production, { onFile: Boolean(found.fileKey), expiresOn: found.expiresOn }, today),
  };
}

/** Where an order's invoices are emailed (issue 26 §1): its production's billing email, or '' for the customer's own. */
export async function billingEmailOfOrder(db: Db | Tx, orderId: string): Promise<string> {
  const [found] = await db
    .select({ email: productions.billingEmail })
    .from(orders)
    .innerJoin(productions, eq(productions.id, orders.productionId))
    .where(eq(orders.id, orderId));
  return found?.email ?? '';
}
