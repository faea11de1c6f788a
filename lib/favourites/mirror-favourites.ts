import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { favourites, vendorUsers } from '@/lib/db/schema';

/**
 * The vendor user's `favorites` map and `stats.favoriteCount` (spec §3) rewritten from the table, in
 * the caller's transaction after `lockVendorUser`: each statement sees every favourite committed
 * before it, so the counter equals the rows however many taps arrive at once. The record's trigger
 * then carries the change to every open tab (the live profile).
 */
export async function mirrorFavourites(tx: Tx | Db, vendorId: string, uid: string, now = Date.now()): Promise<void> {
  const mine = and(eq(favourites.vendorId, vendorId), eq(favourites.uid, uid));
  const map = tx
    .select({
      map: sql`coalesce(jsonb_object_agg(${favourites.itemId}, jsonb_build_object('at', (extract(epoch from ${favourites.createdAt}) * 1000)::bigint)), '{}'::jsonb)`,
    })
    .from(favourites)
    .where(mine);
  const count = tx
    .select({ count: sql`count(*)` })
    .from(favourites)
    .where(mine);
  await tx
    .update(vendorUsers)
    .set({
      favorites: sql`(${map})`,
      stats: sql`jsonb_set(${vendorUsers.stats}, '{favoriteCount}', to_jsonb((${count})))`,
      updatedAt: new Date(now),
    })
    .where(and(eq(vendorUsers.vendorId, vendorId), eq(vendorUsers.uid, uid)));
}
