import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, vendorUsers } from '@/lib/db/schema';
import { testDatabase } from '@/test/database';
import { insertTestUser } from '@/test/users';
import { NO_AVATAR_PHOTO_URL, STATS_COUNTERS, SUBSCRIPTION_TOPICS } from '@/lib/house/vendor-user';
import { MAX_IP_ADDRESSES } from './log-in-input';
import { vendorProfilePatchSchema } from './profile-schema';
import { getVendorUser, linkVendor, unlinkVendor, updateVendorProfile } from './repository';
import { recordLogIn } from '@/lib/identity/log-in-record';
import { VendorUserCreationError } from './sign-up-fields';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const LATER = NOW + 3 * 86_400_000;
const VENDOR = { vendorId: 'cahuenga-props', vendorName: 'Cahuenga Prop House' };
const PASADENA = { _geoloc: { lat: 34.1478, lng: -118.1445 }, ipLocation: { lat: 34.1478, lng: -118.1445, city: 'Pasadena', country: 'US' } };

const fixture = testDatabase();

/** A sign-up as the integration will make it: a fresh account, a verified captcha, the caller's address. */
async function signUp(overrides: Partial<Parameters<typeof recordLogIn>[1]> = {}) {
  const uid = overrides.uid ?? `user-${randomUUID()}`;
  // The account comes first (vendor_users.uid references users.id); '' is the malformed-input case.
  if (uid) await insertTestUser(fixture.handle.db, uid);
  return recordLogIn(fixture.handle.db, {
    ...VENDOR,
    uid,
    email: 'Dana.Reyes+props@example.com',
    captchaToken: 'spent-altcha-payload',
    priorStatus: 'wasNotAuthenticated',
    ipAddress: '203.0.113.7',
    location: null,
    now: NOW,
    ...overrides,
  });
}

async function storedRow(vendorId: string, uid: string) {
  const [row] = await fixture.handle.db
    .select()
    .from(vendorUsers)
    .where(and(eq(vendorUsers.vendorId, vendorId), eq(vendorUsers.uid, uid)));
  return row;
}

describe('§7 Document database: the vendor user record at vendors/{vendorId}/users/{uid}', () => {
  it('§3 a new record has all 15 stats counters 0 and all four subscriptions unsubscribed', async () => {
    const { vendorUser, newVendorUser } = await signUp();
    expect(newVendorUser).toBe(true);
    expect(Object.keys(vendorUser.stats).sort()).toEqual([...STATS_COUNTERS].sort());
    expect(Object.values(vendorUser.stats)).toEqual(Array(15).fill(0));
    expect(Object.keys(vendorUser.subscriptions).sort()).toEqual([...SUBSCRIPTION_TOPICS].sort());
    for (const topic of SUBSCRIPTION_TOPICS) {
      expect(vendorUser.subscriptions[topic]).toEqual({ isSubscribed: false, subscribedAt: null, unsubscribedAt: null });
    }
  });

  it('§3 a new record has every other default, as read back from the database', async () => {
    const { vendorUser } = await signUp();
    const stored = await getVendorUser(fixture.handle.db, VENDOR.vendorId, vendorUser.uid);
    expect(stored).toEqual(vendorUser);
    expect(stored).toMatchObject({
      firstName: '',
      lastName: '',
      studio: '',
      production: '',
      phone: '',
      title: '',
      isAuthorized: null,
      hasReceivedDeniedEmail: false,
      hasReceivedWelcomeEmail: false,
      photoURL: NO_AVATAR_PHOTO_URL,
      _geoloc: null,
      ipLocation: null,
      favorites: {},
      setListItems: {},
      setLists: {},
      vendors: {},
      customers: {},
      vendorId: 'cahuenga-props',
      vendorName: 'Cahuenga Prop House',
      createdAt: NOW,
      updatedAt: NOW,
      lastLoginAt: NOW,
    });
  });

  it('§3 the sign-up fields: email, displayName, orderByName, wasAnonymous, lastLoginAt, isEmailVerified false, and the captcha token kept', async () => {
    const { vendorUser } = await signUp({ emailVerified: true });
    expect(vendorUser).toMatchObject({
      email: 'Dana.Reyes+props@example.com',
      displayName: 'DanaReyesprops',
      orderByName: 'danareyesprops',
      wasAnonymous: false,
      lastLoginAt: NOW,
      // A fresh sign-up (wasNotAuthenticated) writes false whatever the account says.
      isEmailVerified: false,
    });
    expect((await storedRow(VENDOR.vendorId, vendorUser.uid))?.captchaToken).toBe('spent-altcha-payload');
    // The token stays on the server: it is not part of the record handed out.
    expect(vendorUser).not.toHaveProperty('captchaToken');
  });

  it('§3 an anonymous session upgraded by sign-up is recorded as wasAnonymous', async () => {
    const { vendorUser } = await signUp({ priorStatus: 'wasAnonymous' });
    expect(vendorUser.wasAnonymous).toBe(true);
  });

  it('decision 0037: a record created at log-in for an existing account keeps its verified email', async () => {
    const { vendorUser } = await signUp({ priorStatus: 'wasAuthenticated', emailVerified: true });
    expect(vendorUser.isEmailVerified).toBe(true);
  });

  it('§7 Document database: on log-in an existing record only gets lastLoginAt', async () => {
    const { vendorUser: created } = await signUp({ ipAddress: null });
    const { vendorUser, newVendorUser } = await recordLogIn(fixture.handle.db, {
      ...VENDOR,
      uid: created.uid,
      // A returning user brings no captcha and may not even bring the email: nothing is created.
      email: null,
      captchaToken: null,
      priorStatus: 'wasNotAuthenticated',
      ipAddress: null,
      now: LATER,
    });
    expect(newVendorUser).toBe(false);
    // Every write bumps updatedAt (decision 0050); nothing else moves.
    expect(vendorUser).toEqual({ ...created, lastLoginAt: LATER, updatedAt: LATER });
    expect(await getVendorUser(fixture.handle.db, VENDOR.vendorId, created.uid)).toEqual(vendorUser);
  });

  it('§5 creation without an email fails with "Missing email address" and writes nothing', async () => {
    const uid = `user-${randomUUID()}`;
    for (const email of [null, undefined, '', '   ']) {
      const attempt = signUp({ uid, email });
      await expect(attempt).rejects.toThrow(VendorUserCreationError);
      await expect(signUp({ uid, email })).rejects.toThrow('Missing email address');
    }
    expect(await getVendorUser(fixture.handle.db, VENDOR.vendorId, uid)).toBeNull();
  });

  it('§5 creation without a loaded captcha fails with "recaptcha not loaded" and writes nothing', async () => {
    const uid = `user-${randomUUID()}`;
    for (const captchaToken of [null, undefined, '']) {
      await expect(signUp({ uid, captchaToken })).rejects.toThrow('recaptcha not loaded');
    }
    expect(await getVendorUser(fixture.handle.db, VENDOR.vendorId, uid)).toBeNull();
  });

  it('issue 3: two concurrent first log-ins create one record, and exactly one of them sees newVendorUser', async () => {
    const uid = `user-${randomUUID()}`;
    const results = await Promise.all([signUp({ uid }), signUp({ uid, now: NOW + 1 })]);
    expect(results.map((result) => result.newVendorUser).sort()).toEqual([false, true]);
    expect(await fixture.handle.db.$count(vendorUsers, eq(vendorUsers.uid, uid))).toBe(1);
    const winner = results.find((result) => result.newVendorUser)!.vendorUser;
    expect(await getVendorUser(fixture.handle.db, VENDOR.vendorId, uid)).toMatchObject({ createdAt: winner.createdAt, email: 'Dana.Reyes+props@example.com' });
  });

  it('issue 3: five concurrent first log-ins still create one record and one newVendorUser', async () => {
    const uid = `user-${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => signUp({ uid, now: NOW + i })));
    expect(results.filter((result) => result.newVendorUser)).toHaveLength(1);
    expect(await fixture.handle.db.$count(vendorUsers, eq(vendorUsers.uid, uid))).toBe(1);
  });

  it('§3 one account has a record per vendor: the same uid at another vendor is a new record', async () => {
    const { vendorUser } = await signUp();
    const other = await signUp({ uid: vendorUser.uid, vendorId: 'burbank-props', vendorName: 'Burbank Props' });
    expect(other.newVendorUser).toBe(true);
    expect(other.vendorUser.vendorId).toBe('burbank-props');
    expect((await getVendorUser(fixture.handle.db, VENDOR.vendorId, vendorUser.uid))?.vendorName).toBe('Cahuenga Prop House');
  });

  it('issue 3: ipAddresses records the caller at creation and each new address at log-in, once each', async () => {
    const { vendorUser } = await signUp({ ipAddress: '203.0.113.7' });
    expect(vendorUser.ipAddresses).toEqual(['203.0.113.7']);
    const logIn = (ipAddress: string | null, now: number) =>
      recordLogIn(fixture.handle.db, { ...VENDOR, uid: vendorUser.uid, email: null, captchaToken: null, priorStatus: 'wasNotAuthenticated', ipAddress, now });
    await logIn('203.0.113.7', LATER);
    await logIn('2001:db8:1:2::/64', LATER + 1);
    await logIn('unknown', LATER + 2);
    await logIn('not-an-address, 1.2.3.4', LATER + 3);
    const { vendorUser: after } = await logIn('198.51.100.20', LATER + 4);
    expect(after.ipAddresses).toEqual(['203.0.113.7', '2001:db8:1:2::/64', '198.51.100.20']);
    expect(after.lastLoginAt).toBe(LATER + 4);
  });

  it(`decision 0051: ipAddresses keeps the ${MAX_IP_ADDRESSES} most recent new addresses`, async () => {
    const { vendorUser } = await signUp({ ipAddress: '192.0.2.0' });
    for (let i = 1; i <= MAX_IP_ADDRESSES + 2; i++) {
      await recordLogIn(fixture.handle.db, {
        ...VENDOR,
        uid: vendorUser.uid,
        captchaToken: null,
        priorStatus: 'wasNotAuthenticated',
        ipAddress: `192.0.2.${i}`,
        now: NOW + i,
      });
    }
    const stored = await getVendorUser(fixture.handle.db, VENDOR.vendorId, vendorUser.uid);
    expect(stored?.ipAddresses).toHaveLength(MAX_IP_ADDRESSES);
    expect(stored?.ipAddresses[0]).toBe('192.0.2.3');
    expect(stored?.ipAddresses.at(-1)).toBe(`192.0.2.${MAX_IP_ADDRESSES + 2}`);
  });

  it('§3 _geoloc and ipLocation come from the sign-in location when it is known, and stay when it is not', async () => {
    const { vendorUser } = await signUp({ location: PASADENA });
    expect(vendorUser._geoloc).toEqual(PASADENA._geoloc);
    expect(vendorUser.ipLocation).toEqual(PASADENA.ipLocation);
    const base = { ...VENDOR, uid: vendorUser.uid, captchaToken: null, priorStatus: 'wasNotAuthenticated' as const };
    const unknown = await recordLogIn(fixture.handle.db, { ...base, location: null, now: LATER });
    expect(unknown.vendorUser.ipLocation).toEqual(PASADENA.ipLocation);
    const burbank = { _geoloc: { lat: 34.18, lng: -118.31 }, ipLocation: { lat: 34.18, lng: -118.31, city: 'Burbank', country: 'US' } };
    const moved = await recordLogIn(fixture.handle.db, { ...base, location: burbank, now: LATER + 1 });
    expect(moved.vendorUser).toMatchObject(burbank);
  });

  it('decision 50: a record belongs to an account; deleting the account deletes its records, and no record exists without one', async () => {
    const { vendorUser } = await signUp();
    await fixture.handle.db.delete(users).where(eq(users.id, vendorUser.uid));
    expect(await getVendorUser(fixture.handle.db, VENDOR.vendorId, vendorUser.uid)).toBeNull();
    await expect(
      recordLogIn(fixture.handle.db, {
        ...VENDOR,
        uid: `nobody-${randomUUID()}`,
        email: 'x@example.com',
        captchaToken: 'spent',
        priorStatus: 'wasNotAuthenticated',
        now: NOW,
      }),
    ).rejects.toThrow();
  });

  it('refuses malformed log-in input at the boundary, before touching the database', async () => {
    await expect(signUp({ uid: '' })).rejects.toThrow();
    await expect(signUp({ vendorId: 'x'.repeat(500) })).rejects.toThrow();
    await expect(signUp({ location: { _geoloc: { lat: 91, lng: 0 }, ipLocation: { lat: 91, lng: 0, city: '', country: '' } } })).rejects.toThrow();
  });
});

describe('issue 3: the onboarding profile (updateVendorProfile)', () => {
  it('saves the names, phone, studio, production and title, and bumps updatedAt only', async () => {
    const { vendorUser } = await signUp();
    const result = await updateVendorProfile(
      fixture.handle.db,
      VENDOR.vendorId,
      vendorUser.uid,
      vendorProfilePatchSchema.parse({
        firstName: '  Dana ',
        lastName: 'Reyes',
        phone: '+1 (323) 555-0142',
        studio: 'Stage 9',
        production: 'The Long Take',
        title: 'Set Decorator',
      }),
      LATER,
    );
    expect(result).toEqual({
      ok: true,
      data: {
        ...vendorUser,
        firstName: 'Dana',
        lastName: 'Reyes',
        phone: '+1 (323) 555-0142',
        studio: 'Stage 9',
        production: 'The Long Take',
        title: 'Set Decorator',
        updatedAt: LATER,
      },
    });
    expect(await getVendorUser(fixture.handle.db, VENDOR.vendorId, vendorUser.uid)).toEqual(result.ok && result.data);
  });

  it('§3 subscriptions: subscribing stamps subscribedAt; unsubscribing stamps unsubscribedAt; saving again changes no time', async () => {
    const { vendorUser } = await signUp();
    const save = (subscriptions: Record<string, boolean>, now: number) =>
      updateVendorProfile(fixture.handle.db, VENDOR.vendorId, vendorUser.uid, { subscriptions }, now);
    const first = await save({ newsletters: true, product: true }, LATER);
    expect(first.ok && first.data.subscriptions).toEqual({
      newsletters: { isSubscribed: true, subscribedAt: LATER, unsubscribedAt: null },
      reminders: { isSubscribed: false, subscribedAt: null, unsubscribedAt: null },
      product: { isSubscribed: true, subscribedAt: LATER, unsubscribedAt: null },
      research: { isSubscribed: false, subscribedAt: null, unsubscribedAt: null },
    });
    const second = await save({ newsletters: true, product: false, reminders: false }, LATER + 1000);
    expect(second.ok && second.data.subscriptions).toEqual({
      newsletters: { isSubscribed: true, subscribedAt: LATER, unsubscribedAt: null },
      reminders: { isSubscribed: false, subscribedAt: null, unsubscribedAt: null },
      product: { isSubscribed: false, subscribedAt: LATER, unsubscribedAt: LATER + 1000 },
      research: { isSubscribed: false, subscribedAt: null, unsubscribedAt: null },
    });
  });

  it('two saves at once of different topics both land', async () => {
    const { vendorUser } = await signUp();
    await Promise.all([
      updateVendorProfile(fixture.handle.db, VENDOR.vendorId, vendorUser.uid, { subscriptions: { newsletters: true } }, LATER),
      updateVendorProfile(fixture.handle.db, VENDOR.vendorId, vendorUser.uid, { subscriptions: { research: true } }, LATER),
    ]);
    const stored = await getVendorUser(fixture.handle.db, VENDOR.vendorId, vendorUser.uid);
    expect(stored?.subscriptions.newsletters.isSubscribed).toBe(true);
    expect(stored?.subscriptions.research.isSubscribed).toBe(true);
  });

  it('answers notFound for a user without a record at this vendor', async () => {
    expect(await updateVendorProfile(fixture.handle.db, VENDOR.vendorId, 'nobody', { firstName: 'Dana' }, LATER)).toMatchObject({
      ok: false,
      error: { code: 'notFound' },
    });
  });
});

describe('§6 Vendor link: linkVendor and unlinkVendor', () => {
  it('adds and withdraws an entry of the vendors map, bumping updatedAt', async () => {
    const { vendorUser } = await signUp();
    const linked = await linkVendor(
      fixture.handle.db,
      VENDOR.vendorId,
      vendorUser.uid,
      { vendorName: 'Cahuenga Prop House', vendorId: 'cahuenga-props' },
      LATER,
    );
    expect(linked).toMatchObject({ vendors: { 'Cahuenga Prop House': 'cahuenga-props' }, updatedAt: LATER });
    const unlinked = await unlinkVendor(fixture.handle.db, VENDOR.vendorId, vendorUser.uid, 'Cahuenga Prop House', LATER + 1);
    expect(unlinked).toMatchObject({ vendors: {}, updatedAt: LATER + 1 });
    expect(await linkVendor(fixture.handle.db, VENDOR.vendorId, 'nobody', { vendorName: 'A', vendorId: 'a' })).toBeNull();
  });
});
