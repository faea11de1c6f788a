import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { invoices, vendorUsers } from '@/lib/db/schema';
import { and, eq } from 'drizzle-orm';
import { lockVendorUser } from '@/lib/vendor-users/lock-vendor-user';

/**
 * `stats.salesAmount` (spec §3): the customer's issued invoices less their credit notes, in the
 * house's currency units (1234.5 for $1,234.50), rewritten from the table after their record is
 * locked, in the transaction that issued the document.
 */
export async function countSales(tx: Tx, vendorId: string, uid: string): Promise<void> {
  if (!(await lockVendorUser(tx, vendorId, uid))) return;
  const cents = tx
    .select({ cents: sql`coalesce(sum(case when ${invoices.kind} = 'creditNote' then -${invoices.totalCents} else ${invoices.totalCents} end), 0)` })
    .from(invoices)
    .where(and(eq(invoices.vendorId, vendorId), eq(invoices.uid, uid)));
  await tx
    .update(vendorUsers)
    .set({ stats: sql`jsonb_set(${vendorUsers.stats}, '{salesAmount}', to_jsonb(round((${cents}) / 100.0, 2)))` })
    .where(and(eq(vendorUsers.vendorId, vendorId), eq(vendorUsers.uid, uid)));
}
