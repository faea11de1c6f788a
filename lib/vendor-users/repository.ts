import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { fail, type Result } from '@/lib/errors/app-error';
import { vendorUsers } from '@/lib/db/schema';
import { applySubscriptionChoices, type VendorProfilePatch } from './profile-schema';
import { recordFromRow, type VendorUserRecord } from './vendor-user-row';

export type { VendorUserRecord } from './vendor-user-row';

/** The one record of a person at a vendor. */
export const isRecord = (vendorId: string, uid: string) => and(eq(vendorUsers.vendorId, vendorId), eq(vendorUsers.uid, uid));

/** Spec §7 "Document database" get: vendors/{vendorId}/users/{uid}, or null when there is none. */
export async function getVendorUser(db: Db, vendorId: string, uid: string): Promise<VendorUserRecord | null> {
  const [row] = await db.select().from(vendorUsers).where(isRecord(vendorId, uid));
  return row ? recordFromRow(row) : null;
}

/**
 * The onboarding profile page's save (issue 3): applies a patch checked with
 * `vendorProfilePatchSchema` in one transaction, the subscriptions read and written under a row lock
 * so two saves at once cannot lose a topic. The caller has checked that `uid` is the signed-in user.
 */
export async function updateVendorProfile(
  db: Db,
  vendorId: string,
  uid: string,
  patch: VendorProfilePatch,
  now = Date.now(),
): Promise<Result<VendorUserRecord>> {
  const { subscriptions: choices, ...fields } = patch;
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ subscriptions: vendorUsers.subscriptions }).from(vendorUsers).where(isRecord(vendorId, uid)).for('update');
    if (!current) return fail('notFound', 'Your profile could not be found. Log out and in again.');
    const [row] = await tx
      .update(vendorUsers)
      .set({
        ...fields,
        ...(choices ? { subscriptions: applySubscriptionChoices(current.subscriptions, choices, now) } : {}),
        updatedAt: new Date(now),
      })
      .where(isRecord(vendorId, uid))
      .returning();
    return { ok: true, data: recordFromRow(row!) } as const;
  });
}

/**
 * Spec §6 "Vendor link": links the user to a vendor (an entry vendor name → vendor id in the
 * vendors map), which brings that vendor's privilege claims at the next token refresh. For staff
 * tools: the caller has checked that the asker may grant it. Null when there is no such record.
 */
export async function linkVendor(
  db: Db,
  vendorId: string,
  uid: string,
  link: { vendorName: string; vendorId: string },
  now = Date.now(),
): Promise<VendorUserRecord | null> {
  const [row] = await db
    .update(vendorUsers)
    .set({ vendors: sql`${vendorUsers.vendors} || jsonb_build_object(${link.vendorName}::text, ${link.vendorId}::text)`, updatedAt: new Date(now) })
    .where(isRecord(vendorId, uid))
    .returning();
  return row ? recordFromRow(row) : null;
}

/** Withdraws a vendor link by vendor name; the live profile then force-refreshes the ID token (spec §4). */
export async function unlinkVendor(db: Db, vendorId: string, uid: string, vendorName: string, now = Date.now()): Promise<VendorUserRecord | null> {
  const [row] = await db
    .update(vendorUsers)
    .set({ vendors: sql`${vendorUsers.vendors} - ${vendorName}::text`, updatedAt: new Date(now) })
    .where(isRecord(vendorId, uid))
    .returning();
  return row ? recordFromRow(row) : null;
}
