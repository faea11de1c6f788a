import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { IpLocation, LatLng, VendorUserStats, VendorUserSubscriptions } from '@/lib/house/vendor-user';
import { users } from './identity';

/** Timestamps are kept to the millisecond: the API hands them out as epoch ms (spec §3). */
const ms = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
/** The spec's maps whose entries it does not show; their features will define them. */
type EntryMap = Record<string, unknown>;

/**
 * The VendorUser of spec §3, stored at vendors/{vendorId}/users/{uid} in the spec's document
 * database: one row per (vendor, user). Scalars the app filters or sorts on are columns; the maps
 * are jsonb, read and written whole by lib/vendor-users (docs/decisions/0050).
 *
 * `uid` is the better-auth user id (users.id); deleting the user deletes their records (an
 * anonymous user is deleted once linked, after its records have been moved to the new account).
 *
 * Every insert and update notifies the `vendor_user_changed` channel with {vendorId, uid}
 * (trigger in the custom migration vendor-user-notify), which feeds the live profile.
 */
/** A customer's name and email as one text, which the staff search matches word by word (issue 38 §1). */
export const customerSearchTextOf = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn; displayName: AnyPgColumn; email: AnyPgColumn }): SQL<string> =>
  sql<string>`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.displayName} || ' ' || ${t.email})`;

/** A phone's digits whatever the punctuation stored, which the staff search matches. */
export const phoneDigitsOf = (phone: AnyPgColumn): SQL<string> => sql<string>`regexp_replace(${phone}, '[^0-9]', '', 'g')`;

export const vendorUsers = pgTable(
  'vendor_users',
  {
    vendorId: text('vendor_id').notNull(),
    uid: text('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorName: text('vendor_name').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    studio: text('studio').notNull().default(''),
    production: text('production').notNull().default(''),
    phone: text('phone').notNull().default(''),
    title: text('title').notNull().default(''),
    displayName: text('display_name').notNull().default(''),
    orderByName: text('order_by_name').notNull().default(''),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    /** null until the vendor approves or denies the user (spec §6). */
    isAuthorized: boolean('is_authorized'),
    hasReceivedDeniedEmail: boolean('has_received_denied_email').notNull().default(false),
    hasReceivedWelcomeEmail: boolean('has_received_welcome_email').notNull().default(false),
    photoUrl: text('photo_url').notNull(),
    geoloc: jsonb('geoloc').$type<LatLng>(),
    ipLocation: jsonb('ip_location').$type<IpLocation>(),
    ipAddresses: text('ip_addresses')
      .array()
      .notNull()
      .default(sql`'{}'`),
    favorites: jsonb('favorites').$type<EntryMap>().notNull().default({}),
    setListItems: jsonb('set_list_items').$type<EntryMap>().notNull().default({}),
    setLists: jsonb('set_lists').$type<EntryMap>().notNull().default({}),
    stats: jsonb('stats').$type<VendorUserStats>().notNull(),
    subscriptions: jsonb('subscriptions').$type<VendorUserSubscriptions>().notNull(),
    /** Vendor name to vendor id (spec §6 "Vendor link"). */
    vendors: jsonb('vendors').$type<Record<string, string>>().notNull().default({}),
    customers: jsonb('customers').$type<EntryMap>().notNull().default({}),
    /** Sign-up fields of spec §3. The captcha token is the spent ALTCHA payload (decision 37); never sent back out. */
    captchaToken: text('captcha_token'),
    wasAnonymous: boolean('was_anonymous').notNull().default(false),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
    lastLoginAt: ms('last_login_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.uid] }),
    // Staff lists of a vendor's customers sort by name and look people up by email.
    index('vendor_users_order_by_name_idx').on(t.vendorId, t.orderByName),
    index('vendor_users_email_idx').on(t.vendorId, t.email),
    // The primary key leads with vendor_id; deleting a user (cascade) and moving an anonymous
    // user's records look rows up by uid alone.
    index('vendor_users_uid_idx').on(t.uid),
    // The staff search (issue 38 §1): any part of a name, an email or a phone number, through trigrams.
    index('vendor_users_search_text_trgm_idx').using('gin', sql`${customerSearchTextOf(t)} gin_trgm_ops`),
    index('vendor_users_phone_digits_trgm_idx').using('gin', sql`${phoneDigitsOf(t.phone)} gin_trgm_ops`),
  ],
);
