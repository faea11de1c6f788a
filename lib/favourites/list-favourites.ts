import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { cardColumns, isListed } from '@/lib/catalog/queries';
import type { ItemCardData } from '@/lib/catalog/item-card';
import type { Db } from '@/lib/db';
import { favourites, items } from '@/lib/db/schema';
import type { CustomerKey } from '@/lib/house/customer-key';

const mine = ({ vendorId, uid }: CustomerKey) => and(eq(favourites.vendorId, vendorId), eq(favourites.uid, uid));

/** The ids of this person's favourites, newest first: what every heart on a page reads. */
export async function listFavouriteIds(db: Db, owner: CustomerKey): Promise<string[]> {
  const rows = await db.select({ itemId: favourites.itemId }).from(favourites).where(mine(owner)).orderBy(desc(favourites.createdAt), favourites.itemId);
  return rows.map((row) => row.itemId);
}

/** This person's favourites as catalogue cards, newest first; a hidden or archived prop is left out until it is shown again (issue 13 §3). */
export async function listFavouriteItems(db: Db, owner: CustomerKey): Promise<ItemCardData[]> {
  return db
    .select(cardColumns)
    .from(favourites)
    .innerJoin(items, eq(items.id, favourites.itemId))
    .where(and(mine(owner), isListed))
    .orderBy(desc(favourites.createdAt), favourites.itemId);
}

export async function hasFavourites(db: Db, owner: CustomerKey): Promise<boolean> {
  return (await db.select({ itemId: favourites.itemId }).from(favourites).where(mine(owner)).limit(1)).length > 0;
}
