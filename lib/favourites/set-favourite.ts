import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { favourites, items } from '@/lib/db/schema';
import { fail, type Result } from '@/lib/errors/app-error';
import type { FavouriteInput } from './favourite-schema';
import type { CustomerKey } from '@/lib/house/customer-key';
import { lockVendorUser } from '@/lib/vendor-users/lock-vendor-user';
import { mirrorFavourites } from './mirror-favourites';

/**
 * Makes a prop a favourite of this person, or not, as asked (spec §1); asking twice changes nothing.
 * One transaction: the record locked, the row written, the §3 map and counter rewritten from the
 * table. A prop that is not in the catalogue answers notFound and writes nothing.
 */
export async function setFavourite(
  db: Db,
  owner: CustomerKey,
  { itemId, favourite }: FavouriteInput,
  now = Date.now(),
): Promise<Result<{ itemId: string; favourite: boolean }>> {
  return db.transaction(async (tx) => {
    const [item] = await tx.select({ id: items.id, status: items.status }).from(items).where(eq(items.id, itemId));
    // A hidden or archived prop (issue 13 §3) is not in the catalogue for crews; taking a heart off it still works.
    if (!item || (favourite && item.status !== 'active')) return fail('notFound', 'That prop is no longer in the catalogue.');
    const hasRecord = await lockVendorUser(tx, owner.vendorId, owner.uid);
    if (favourite) {
      await tx
        .insert(favourites)
        .values({ vendorId: owner.vendorId, uid: owner.uid, itemId, createdAt: new Date(now) })
        .onConflictDoNothing();
    } else {
      await tx.delete(favourites).where(and(eq(favourites.vendorId, owner.vendorId), eq(favourites.uid, owner.uid), eq(favourites.itemId, itemId)));
    }
    if (hasRecord) await mirrorFavourites(tx, owner.vendorId, owner.uid, now);
    return { ok: true, data: { itemId, favourite } };
  });
}
