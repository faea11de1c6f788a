import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { favourites } from '@/lib/db/schema';
import { lockVendorUser } from '@/lib/vendor-users/lock-vendor-user';
import { mirrorFavourites } from './mirror-favourites';

/**
 * Spec §6: when a guest signs up or logs in, their favourites become the account's (a prop both
 * kept stays once, as the account kept it), in the caller's transaction; the account's record, where
 * it has one, is recounted.
 */
export async function moveFavourites(tx: Tx, from: string, to: string, now = Date.now()): Promise<void> {
  const moved = await tx
    .insert(favourites)
    .select(
      tx
        .select({ vendorId: favourites.vendorId, uid: sql<string>`${to}`.as('uid'), itemId: favourites.itemId, createdAt: favourites.createdAt })
        .from(favourites)
        .where(eq(favourites.uid, from)),
    )
    .onConflictDoNothing()
    .returning({ vendorId: favourites.vendorId });
  await tx.delete(favourites).where(eq(favourites.uid, from));
  for (const vendorId of new Set(moved.map((row) => row.vendorId))) {
    if (await lockVendorUser(tx, vendorId, to)) await mirrorFavourites(tx, vendorId, to, now);
  }
}
