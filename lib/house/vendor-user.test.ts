import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultVendorUser, NO_AVATAR_PHOTO_URL } from './vendor-user';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const record = defaultVendorUser({ vendorId: 'cahuenga-props', vendorName: 'cahuenga-prop-house' }, NOW);

describe('VendorUser defaults on creation (spec §3 "VendorUser")', () => {
  it('§3 the profile strings are empty', () => {
    for (const field of ['firstName', 'lastName', 'email', 'studio', 'production', 'phone', 'title', 'displayName', 'orderByName'] as const) {
      expect(record[field]).toBe('');
    }
  });

  it('§3 isEmailVerified, hasReceivedDeniedEmail and hasReceivedWelcomeEmail are false; isAuthorized is null', () => {
    expect(record.isEmailVerified).toBe(false);
    expect(record.hasReceivedDeniedEmail).toBe(false);
    expect(record.hasReceivedWelcomeEmail).toBe(false);
    expect(record.isAuthorized).toBeNull();
  });

  it('§3 photoURL is the shared no-avatar image, which exists in public/', () => {
    expect(record.photoURL).toBe('/images/no-avatar.svg');
    const file = fileURLToPath(new URL(`../../public${NO_AVATAR_PHOTO_URL}`, import.meta.url));
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain('<svg');
  });

  it('§3 all 15 stats counters are 0', () => {
    expect(record.stats).toEqual({
      commentCount: 0,
      customerCount: 0,
      favoriteCount: 0,
      followingCount: 0,
      messageCount: 0,
      orderCount: 0,
      propCount: 0,
      quoteRequestCount: 0,
      salesAmount: 0,
      searchCount: 0,
      setListCount: 0,
      setListItemCount: 0,
      unreadMessageCount: 0,
      unreadNotificationCount: 0,
      viewCount: 0,
    });
  });

  it('§3 all four subscriptions (newsletters, reminders, product, research) are unsubscribed', () => {
    const never = { isSubscribed: false, subscribedAt: null, unsubscribedAt: null };
    expect(record.subscriptions).toEqual({ newsletters: never, reminders: never, product: never, research: never });
  });

  it('§3 favorites, setListItems, setLists and customers are empty maps; ipAddresses is empty', () => {
    expect(record.favorites).toEqual({});
    expect(record.setListItems).toEqual({});
    expect(record.setLists).toEqual({});
    expect(record.customers).toEqual({});
    expect(record.ipAddresses).toEqual([]);
  });

  it('§3 createdAt, updatedAt and lastLoginAt are the creation time in epoch ms', () => {
    expect(record.createdAt).toBe(NOW);
    expect(record.updatedAt).toBe(NOW);
    expect(record.lastLoginAt).toBe(NOW);
  });

  it('§3 vendorId and vendorName are this vendor; decision 0036: the vendors map starts empty and locations unknown', () => {
    expect(record.vendorId).toBe('cahuenga-props');
    expect(record.vendorName).toBe('cahuenga-prop-house');
    expect(record.vendors).toEqual({});
    expect(record._geoloc).toBeNull();
    expect(record.ipLocation).toBeNull();
  });

  it('each record gets its own maps, so changing one user never changes another', () => {
    const other = defaultVendorUser({ vendorId: 'v', vendorName: 'n' }, NOW);
    other.stats.favoriteCount = 3;
    other.subscriptions.newsletters.isSubscribed = true;
    expect(defaultVendorUser({ vendorId: 'v', vendorName: 'n' }, NOW).stats.favoriteCount).toBe(0);
    expect(record.subscriptions.newsletters.isSubscribed).toBe(false);
  });
});
