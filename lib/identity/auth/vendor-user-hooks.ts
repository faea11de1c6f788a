import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { vendorUsers } from '@/lib/db/schema';
import { moveFavourites } from '@/lib/favourites/move-favourites';
import { moveSetLists } from '@/lib/set-lists/move-set-lists';
import type { AnonymousLink } from './auth-plugins';
import { getVendorUser } from '@/lib/vendor-users/repository';

/**
 * Spec §6 "Vendor link": the ID token's `vendors` claim is the vendors map of the user's record at
 * this vendor (vendor name → vendor id). No record, no claims.
 */
export async function vendorClaimsFromRecord(db: Db, vendorId: string, userId: string): Promise<Record<string, string>> {
  return (await getVendorUser(db, vendorId, userId))?.vendors ?? {};
}

/**
 * Spec §6: linking an anonymous user carries over everything it owned: its favourites and set lists, and its
 * vendor user records (an anonymous visitor normally has none: creating one needs an email). They are
 * re-keyed to the new account in one transaction, marked wasAnonymous; where the account already
 * has a record at that vendor (logging in to an existing account), the account's record wins and
 * the anonymous one goes, as it would anyway when better-auth deletes the anonymous user next.
 */
export async function carryOverAnonymousRecords(db: Db, { from, to }: AnonymousLink, now = Date.now()): Promise<void> {
  if (from === to) return;
  await db.transaction(async (tx) => {
    const target = sql.raw('target');
    await tx
      .update(vendorUsers)
      .set({ uid: to, wasAnonymous: true, updatedAt: new Date(now) })
      .where(
        and(
          eq(vendorUsers.uid, from),
          sql`not exists (select 1 from ${vendorUsers} as ${target} where ${target}.vendor_id = ${vendorUsers.vendorId} and ${target}.uid = ${to})`,
        ),
      );
    await tx.delete(vendorUsers).where(eq(vendorUsers.uid, from));
    await moveFavourites(tx, from, to, now);
    await moveSetLists(tx, from, to, now);
  });
}

/** The hooks lib/identity/auth/auth.ts installs with extendAuth; the database is opened lazily. */
export function vendorUserAuthHooks(openDb: () => Promise<Db>, vendorId: string) {
  return {
    vendorClaims: async (userId: string) => vendorClaimsFromRecord(await openDb(), vendorId, userId),
    onAnonymousLinked: async (link: AnonymousLink) => carryOverAnonymousRecords(await openDb(), link),
  };
}
