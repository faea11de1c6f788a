import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { vendorUsers } from '@/lib/db/schema';
import { hasFavourites } from '@/lib/favourites/list-favourites';
import { mirrorFavourites } from '@/lib/favourites/mirror-favourites';
import { mirrorSetLists } from '@/lib/set-lists/mirror-set-lists';
import { hasSetLists } from '@/lib/set-lists/read-set-lists';
import { logInInputSchema, MAX_IP_ADDRESSES, recordableIpAddress, type LogInInput } from '@/lib/vendor-users/log-in-input';
import { getVendorUser, isRecord, type VendorUserRecord } from '@/lib/vendor-users/repository';
import { newVendorUserRecord } from '@/lib/vendor-users/sign-up-fields';
import { recordFromRow, rowFromNewRecord } from '@/lib/vendor-users/vendor-user-row';

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
