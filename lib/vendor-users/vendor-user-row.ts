import type { vendorUsers } from '@/lib/db/schema';
import type { VendorUser } from '@/lib/house/vendor-user';
import type { NewVendorUserRecord } from './sign-up-fields';

type Row = typeof vendorUsers.$inferSelect;
type NewRow = typeof vendorUsers.$inferInsert;

/**
 * A vendor user as the app hands it out (the browser's vendorUser, the live profile): the §3
 * record with times in epoch ms, plus whose it is. The captcha token stays in the database: it is a
 * spent ALTCHA payload and means nothing to anyone reading the profile (docs/decisions/0050).
 */
export type VendorUserRecord = VendorUser & { uid: string; wasAnonymous: boolean };

export function recordFromRow(row: Row): VendorUserRecord {
  return {
    uid: row.uid,
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    studio: row.studio,
    production: row.production,
    phone: row.phone,
    title: row.title,
    displayName: row.displayName,
    orderByName: row.orderByName,
    isEmailVerified: row.isEmailVerified,
    isAuthorized: row.isAuthorized,
    hasReceivedDeniedEmail: row.hasReceivedDeniedEmail,
    hasReceivedWelcomeEmail: row.hasReceivedWelcomeEmail,
    photoURL: row.photoUrl,
    _geoloc: row.geoloc,
    ipLocation: row.ipLocation,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    lastLoginAt: row.lastLoginAt.getTime(),
    ipAddresses: row.ipAddresses,
    favorites: row.favorites,
    setListItems: row.setListItems,
    setLists: row.setLists,
    stats: row.stats,
    subscriptions: row.subscriptions,
    vendors: row.vendors,
    customers: row.customers,
    wasAnonymous: row.wasAnonymous,
  };
}

export function rowFromNewRecord(uid: string, record: NewVendorUserRecord): NewRow {
  return {
    vendorId: record.vendorId,
    uid,
    vendorName: record.vendorName,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    studio: record.studio,
    production: record.production,
    phone: record.phone,
    title: record.title,
    displayName: record.displayName,
    orderByName: record.orderByName,
    isEmailVerified: record.isEmailVerified,
    isAuthorized: record.isAuthorized,
    hasReceivedDeniedEmail: record.hasReceivedDeniedEmail,
    hasReceivedWelcomeEmail: record.hasReceivedWelcomeEmail,
    photoUrl: record.photoURL,
    geoloc: record._geoloc,
    ipLocation: record.ipLocation,
    ipAddresses: record.ipAddresses,
    favorites: record.favorites,
    setListItems: record.setListItems,
    setLists: record.setLists,
    stats: record.stats,
    subscriptions: record.subscriptions,
    vendors: record.vendors,
    customers: record.customers,
    captchaToken: record.captchaToken,
    wasAnonymous: record.wasAnonymous,
    createdAt: new Date(record.createdAt),
    updatedAt: new Date(record.updatedAt),
    lastLoginAt: new Date(record.lastLoginAt),
  };
}
