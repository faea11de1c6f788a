import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { fail, type Result } from '@/lib/errors/app-error';
import { hasFavourites } from '@/lib/favourites/list-favourites';
import { mirrorFavourites } from '@/lib/favourites/mirror-favourites';
import { mirrorSetLists } from '@/lib/set-lists/mirror-set-lists';
import { hasSetLists } from '@/lib/set-lists/read-set-lists';
import { vendorUsers } from '@/lib/db/schema';
import { logInInputSchema, MAX_IP_ADDRESSES, recordableIpAddress, type LogInInput } from './log-in-input';
import { applySubscriptionChoices, type VendorProfilePatch } from './profile-schema';
import { newVendorUserRecord } from './sign-up-fields';
import { recordFromRow, rowFromNewRecord, type VendorUserRecord } from './vendor-user-row';

export type { VendorUserRecord } from './vendor-user-row';

const isRecord = (vendorId: string, uid: string) => and(eq(vendorUsers.vendorId, vendorId), eq(vendorUsers.uid, uid));

/** Spec §7 "Document database" get: vendors/{vendorId}/users/{uid}, or null when there is none. */
export async function getVendorUser(db: Db, vendorId: string, uid: string): Promise<VendorUserRecord | null> {
  const [row] = await db.select().from(vendorUsers).where(isRecord(vendorId, uid));
  return row ? recordFromRow(row) : null;
}

export type LogInRecord = { vendorUser: VendorUserRecord; newVendorUser: boolean };

/**
 * Spec §7 "Document database", on log-in and at start-up (and at sign-up): the record is read; if it
 * exists only lastLoginAt is updated (with updatedAt, the caller's address added to ipAddresses
 * and the location refreshed when known); if not, it is created with every default of §3 plus the
 * sign-up fields (`newVendorUserRecord`, which throws VendorUserCreationError with "Missing email
 * address" or "recaptcha not loaded"). The captcha is checked only when a record is created: a
 * returning user is not asked again.
 *
 * Safe under concurrent log-ins of one user: the insert does nothing when another one won, and
 * that caller updates instead, so exactly one sees `newVendorUser: true`.
 */
export async function recordLogIn(db: Db, input: LogInInput): Promise<LogInRecord> {
  const login = logInInputSchema.parse(input);
  const ipAddress = recordableIpAddress(login.ipAddress);

  const existing = await touchOnLogIn(db, login.vendorId, login.uid, ipAddress, login.location ?? null, login.now);
  if (existing) return { vendorUser: existing, newVendorUser: false };

  const record = newVendorUserRecord({
    vendor: { vendorId: login.vendorId, vendorName: login.vendorName },
    email: login.email,
    typedEmail: login.typedEmail,
    captchaToken: login.captchaToken,
    priorAuthStatus: login.priorStatus,
    emailVerified: login.emailVerified,
    now: login.now,
  });
  const created = await db
    .insert(vendorUsers)
    .values(
      rowFromNewRecord(login.uid, {
        ...record,
        ipAddresses: ipAddress ? [ipAddress] : [],
        ...(login.location ? { _geoloc: login.location._geoloc, ipLocation: login.location.ipLocation } : {}),
      }),
    )
    .onConflictDoNothing()
    .returning();
  if (created[0]) {
    // A guest who just signed up brought favourites and set lists along (spec §6): the new record counts them.
    const owner = { vendorId: login.vendorId, uid: login.uid };
    const [favourites, lists] = await Promise.all([hasFavourites(db, owner), hasSetLists(db, owner)]);
    if (!favourites && !lists) return { vendorUser: recordFromRow(created[0]), newVendorUser: true };
    if (favourites) await mirrorFavourites(db, login.vendorId, login.uid, login.now);
    if (lists) await mirrorSetLists(db, owner, login.now);
    return { vendorUser: (await getVendorUser(db, login.vendorId, login.uid)) ?? recordFromRow(created[0]), newVendorUser: true };
  }

  // Another log-in of the same user created it between our read and our insert.
  const raced = await touchOnLogIn(db, login.vendorId, login.uid, ipAddress, login.location ?? null, login.now);
  if (!raced) throw new Error('The vendor user record vanished while logging in.');
  return { vendorUser: raced, newVendorUser: false };
}

async function touchOnLogIn(
  db: Db,
  vendorId: string,
  uid: string,
  ipAddress: string | null,
  location: { _geoloc: VendorUserRecord['_geoloc']; ipLocation: VendorUserRecord['ipLocation'] } | null,
  now: number,
): Promise<VendorUserRecord | null> {
  const at = new Date(now);
  const addresses = vendorUsers.ipAddresses;
  const [row] = await db
    .update(vendorUsers)
    .set({
      lastLoginAt: at,
      updatedAt: at,
      ...(ipAddress
        ? {
            // Appended once; when the list is full the oldest address drops off.
            ipAddresses: sql`case when ${ipAddress}::text = any(${addresses}) then ${addresses}
              else (array_append(${addresses}, ${ipAddress}::text))[greatest(1, cardinality(${addresses}) + 2 - ${MAX_IP_ADDRESSES}::int):] end`,
          }
        : {}),
      ...(location ? { geoloc: location._geoloc, ipLocation: location.ipLocation } : {}),
    })
    .where(isRecord(vendorId, uid))
    .returning();
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
