import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { vendorUsers } from '@/lib/db/schema';

/**
 * Locks the person's vendor user record for the rest of the transaction, so that writes to what the
 * record counts (favourites, set lists and their lines) happen one after another and its counters
 * stay exact. A guest has no record, and nothing to count: the answer says whether there is one.
 */
export async function lockVendorUser(tx: Tx, vendorId: string, uid: string): Promise<boolean> {
  const [row] = await tx
    .select({ uid: vendorUsers.uid })
    .from(vendorUsers)
    .where(and(eq(vendorUsers.vendorId, vendorId), eq(vendorUsers.uid, uid)))
    .for('update');
  return Boolean(row);
}
