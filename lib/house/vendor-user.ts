/**
 * The VendorUser record of spec §3 (stored at vendors/{vendorId}/users/{uid}) and its defaults on
 * creation. Pure: the caller passes the clock, so a record made in a test is the same every run.
 */

export type LatLng = { lat: number; lng: number };
export type IpLocation = LatLng & { city: string; country: string };

/** The 15 counters of spec §3, in the spec's order. */
export const STATS_COUNTERS = [
  'commentCount',
  'customerCount',
  'favoriteCount',
  'followingCount',
  'messageCount',
  'orderCount',
  'propCount',
  'quoteRequestCount',
  'salesAmount',
  'searchCount',
  'setListCount',
  'setListItemCount',
  'unreadMessageCount',
  'unreadNotificationCount',
  'viewCount',
] as const;
export type StatsCounter = (typeof STATS_COUNTERS)[number];
export type VendorUserStats = Record<StatsCounter, number>;

/** Spec §9 "Subscription topics". */
export const SUBSCRIPTION_TOPICS = ['newsletters', 'reminders', 'product', 'research'] as const;
export type SubscriptionTopic = (typeof SUBSCRIPTION_TOPICS)[number];

/**
 * subscribedAt is null until the first subscription: a made-up 0 would read as "subscribed on
 * 1 January 1970" (docs/decisions/0036-vendor-user-defaults.md).
 */
export type Subscription = { isSubscribed: boolean; subscribedAt: number | null; unsubscribedAt: number | null };
export type VendorUserSubscriptions = Record<SubscriptionTopic, Subscription>;

/** The shared "no avatar" image every new record points at (public/images/no-avatar.svg). */
export const NO_AVATAR_PHOTO_URL = '/images/no-avatar.svg';

/** The shapes of these entries are not shown in the spec; their own features will define them. */
type EntryMap = Record<string, unknown>;

export type VendorUser = {
  firstName: string;
  lastName: string;
  email: string;
  studio: string;
  production: string;
  phone: string;
  title: string;
  displayName: string;
  orderByName: string;
  isEmailVerified: boolean;
  /** null until the vendor approves or denies the user (spec §6 "Vendor approval"). */
  isAuthorized: boolean | null;
  hasReceivedDeniedEmail: boolean;
  hasReceivedWelcomeEmail: boolean;
  photoURL: string;
  /** null until a location is known: a made-up default would put every new user in one place. */
  _geoloc: LatLng | null;
  ipLocation: IpLocation | null;
  createdAt: number;
  updatedAt: number;
  lastLoginAt: number;
  ipAddresses: string[];
  favorites: EntryMap;
  setListItems: EntryMap;
  setLists: EntryMap;
  stats: VendorUserStats;
  subscriptions: VendorUserSubscriptions;
  vendorId: string;
  vendorName: string;
  /** Vendor name to vendor id; an entry links the user to that vendor (spec §6 "Vendor link"). */
  vendors: Record<string, string>;
  customers: EntryMap;
};

export function zeroStats(): VendorUserStats {
  return Object.fromEntries(STATS_COUNTERS.map((counter) => [counter, 0])) as VendorUserStats;
}

export function unsubscribedFromEverything(): VendorUserSubscriptions {
  return Object.fromEntries(
    SUBSCRIPTION_TOPICS.map((topic) => [topic, { isSubscribed: false, subscribedAt: null, unsubscribedAt: null }]),
  ) as VendorUserSubscriptions;
}

export type VendorRef = { vendorId: string; vendorName: string };

/** Every default of spec §3 "VendorUser", for this vendor, at time `now` (epoch ms). */
export function defaultVendorUser(vendor: VendorRef, now: number): VendorUser {
  return {
    firstName: '',
    lastName: '',
    email: '',
    studio: '',
    production: '',
    phone: '',
    title: '',
    displayName: '',
    orderByName: '',
    isEmailVerified: false,
    isAuthorized: null,
    hasReceivedDeniedEmail: false,
    hasReceivedWelcomeEmail: false,
    photoURL: NO_AVATAR_PHOTO_URL,
    _geoloc: null,
    ipLocation: null,
    createdAt: now,
    updatedAt: now,
    lastLoginAt: now,
    ipAddresses: [],
    favorites: {},
    setListItems: {},
    setLists: {},
    stats: zeroStats(),
    subscriptions: unsubscribedFromEverything(),
    vendorId: vendor.vendorId,
    vendorName: vendor.vendorName,
    // A customer is not linked to the vendor: a link grants privilege claims (spec §6), so staff get it explicitly.
    vendors: {},
    customers: {},
  };
}
