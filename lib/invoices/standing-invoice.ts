import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { invoices } from '@/lib/db/schema';

/**
 * An order's invoice of one kind that stands (no credit note cancels it), if any, and how many of
 * that kind it has had: the next one's `issue`. Read under the order's row lock by whoever issues.
 */
export async function standingInvoice(tx: Tx, orderId: string, kind: 'rental' | 'lossAndDamage' | 'deposit') {
  const issued = await tx
    .select({ id: invoices.id, number: invoices.number, totalCents: invoices.totalCents })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)))
    .orderBy(asc(invoices.issue));
  const credited = new Set(
    (
      await tx
        .select({ id: invoices.creditsInvoiceId })
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'creditNote')))
    ).map((row) => row.id),
  );
  return { standing: issued.find((invoice) => !credited.has(invoice.id)) ?? null, count: issued.length };
}
