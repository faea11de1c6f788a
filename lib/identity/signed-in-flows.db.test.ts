import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, vendorUsers } from '@/lib/db/schema';
import { tenant } from '@/lib/tenant';
import { getVendorUser, linkVendor } from '@/lib/vendor-users/repository';
import { vendorUserAuthHooks } from '@/lib/identity/auth/vendor-user-hooks';
import { PASSWORD, SITE, TestBrowser, accountWithSecondFactor, latestSmsCode, signUp, uniqueEmail, authOnTestDatabase } from '@/test/auth-browser';
import { solvedSignUpCaptcha } from '@/test/captcha';
import { getIdToken } from './account';
import { AuthExchange } from '@/lib/identity/auth/auth-exchange';
import { ERROR_MESSAGES } from '@/lib/identity/auth/errors';
import { signInAnonymously } from './sign-in';
import { finishSecondFactor, logInWithEmail } from './sign-in';
import { signUpFormSchema, signUpWithCaptcha } from './sign-up';
import { startUpFromSession } from './viewer';

const VENDOR_ID = tenant.vendor.id;
const NO_GEOLOCATION = { TRUST_PROXY: 'false' as const };

// The hooks the app installs (lib/identity/auth/auth.ts), on the test database.
const fixture = authOnTestDatabase((db) => vendorUserAuthHooks(async () => db, VENDOR_ID));

/** As a server component reads the session: cookies better-auth sets are not passed on (requestAuthExchange({ readOnly: true })). */
const pageExchange = (browser: TestBrowser) => new AuthExchange(fixture.auth, { baseURL: SITE, headers: browser.headers(), trustProxy: false });

const context = (browser: TestBrowser) => ({ db: fixture.handle.db, headers: browser.headers(), geolocation: NO_GEOLOCATION });

async function signUpPage(browser: TestBrowser, email = uniqueEmail('signup')) {
  return signUpWithCaptcha(browser.exchange(), { email, password: PASSWORD, captcha: await solvedSignUpCaptcha(fixture.handle.db) }, context(browser));
}

describe('§7 sign-up: bot check, account, then the vendor user record', () => {
  it('spec §3 / issue 9 §5: displayName keeps the case of the email as typed; orderByName is its lower case; the email is stored lowercased', async () => {
    const stamp = Date.now().toString(36);
    const result = await signUpPage(new TestBrowser(fixture.auth), `Dana.Reyes+Props${stamp}@Example.com`);
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.data.vendorUser).toMatchObject({
      displayName: `DanaReyesProps${stamp}`,
      orderByName: `danareyesprops${stamp}`,
      email: `dana.reyes+props${stamp}@example.com`,
    });
    expect(result.data.user.displayName).toBe(`DanaReyesProps${stamp}`);
  });

  it('creates the record with the spent captcha, the caller address, wasNotAuthenticated defaults, and newVendorUser', async () => {
    const browser = new TestBrowser(fixture.auth);
    const email = uniqueEmail('dana.reyes');
    const result = await signUpPage(browser, email);
    expect(result).toMatchObject({ ok: true, data: { newVendorUser: true, user: { email, isAnonymous: false } } });
    if (!result.ok) return;
    expect(result.data.vendorUser).toMatchObject({
      vendorId: VENDOR_ID,
      vendorName: tenant.vendor.name,
      email,
      isEmailVerified: false,
      wasAnonymous: false,
      ipAddresses: [browser.ip],
    });
    const [row] = await fixture.handle.db
      .select()
      .from(vendorUsers)
      .where(and(eq(vendorUsers.vendorId, VENDOR_ID), eq(vendorUsers.uid, result.data.user.uid)));
    expect(row?.captchaToken).toMatch(/^[A-Za-z0-9+/=]+$/);
  });

  it('§5 without a solved captcha: "recaptcha not loaded", and no account is created', async () => {
    const email = uniqueEmail('nocaptcha');
    // The page's form refuses it before any call; a raw call without the header is refused by better-auth.
    expect(
      signUpFormSchema()
        .safeParse({ email, password: PASSWORD })
        .error?.issues.map((issue) => issue.message),
    ).toEqual([ERROR_MESSAGES.captchaMissing]);
    const raw = await new TestBrowser(fixture.auth).request('POST', '/sign-up/email', { email, password: PASSWORD, name: 'x' });
    expect(raw.json).toMatchObject({ code: 'captchaNotLoaded', message: ERROR_MESSAGES.captchaMissing });
    expect(await fixture.handle.db.$count(users, eq(users.email, email))).toBe(0);
  });

  it('§7 a captcha solution is accepted once: the second sign-up with it is refused before any account exists', async () => {
    const captcha = await solvedSignUpCaptcha(fixture.handle.db);
    const first = new TestBrowser(fixture.auth);
    expect(await signUpWithCaptcha(first.exchange(), { email: uniqueEmail(), password: PASSWORD, captcha }, context(first))).toMatchObject({ ok: true });
    const email = uniqueEmail('replay');
    const second = new TestBrowser(fixture.auth);
    expect(await signUpWithCaptcha(second.exchange(), { email, password: PASSWORD, captcha }, context(second))).toMatchObject({
      ok: false,
      error: { message: 'This bot check has already been used. Please try again.' },
    });
    expect(await fixture.handle.db.$count(users, eq(users.email, email))).toBe(0);
  });

  it('a bad password is refused by the form before the captcha is spent', async () => {
    const browser = new TestBrowser(fixture.auth);
    const captcha = await solvedSignUpCaptcha(fixture.handle.db);
    expect(signUpFormSchema().safeParse({ email: uniqueEmail(), password: 'short', captcha }).error?.issues[0]?.message).toBe('Use at least 8 characters.');
    expect(await signUpWithCaptcha(browser.exchange(), { email: uniqueEmail(), password: PASSWORD, captcha }, context(browser))).toMatchObject({ ok: true });
  });

  it('§8 email already in use at sign-up', async () => {
    const { email } = await signUp(new TestBrowser(fixture.auth));
    expect(await signUpPage(new TestBrowser(fixture.auth), email)).toMatchObject({ ok: false, error: { message: ERROR_MESSAGES.emailAlreadyInUse } });
  });
});

describe('§6 an anonymous session upgraded by sign-up', () => {
  it('links: the record says wasAnonymous, and the anonymous user is gone', async () => {
    const browser = new TestBrowser(fixture.auth);
    const anonymous = await signInAnonymously(browser.exchange());
    if (!anonymous.ok) throw new Error('anonymous sign-in failed');
    const result = await signUpPage(browser);
    expect(result).toMatchObject({ ok: true, data: { newVendorUser: true, vendorUser: { wasAnonymous: true } } });
    expect(await fixture.handle.db.$count(users, eq(users.id, anonymous.data.uid))).toBe(0);
  });

  it('onAnonymousLinked carries over what the anonymous user owned: its vendor user record moves to the new account', async () => {
    const browser = new TestBrowser(fixture.auth);
    const anonymous = await signInAnonymously(browser.exchange());
    if (!anonymous.ok) throw new Error('anonymous sign-in failed');
    // Something the anonymous visitor owned (no feature creates this yet; favourites will).
    await fixture.handle.db.insert(vendorUsers).values({
      vendorId: VENDOR_ID,
      uid: anonymous.data.uid,
      vendorName: tenant.vendor.name,
      photoUrl: '/images/no-avatar.svg',
      favorites: { 'item-1': { at: 1 } },
      stats: {} as never,
      subscriptions: {} as never,
      createdAt: new Date(),
      updatedAt: new Date(),
      lastLoginAt: new Date(),
    });
    const result = await signUpPage(browser);
    if (!result.ok) throw new Error(JSON.stringify(result));
    // The record existed (moved), so this sign-up touched it rather than creating one.
    expect(result.data.newVendorUser).toBe(false);
    expect(result.data.vendorUser).toMatchObject({ uid: result.data.user.uid, favorites: { 'item-1': { at: 1 } }, wasAnonymous: true });
    expect(await getVendorUser(fixture.handle.db, VENDOR_ID, anonymous.data.uid)).toBeNull();
  });
});

describe('§7 log-in: the record is read and touched', () => {
  it('a returning user only gets lastLoginAt (and the address); newVendorUser is false', async () => {
    const first = new TestBrowser(fixture.auth);
    const email = uniqueEmail('returning');
    const created = await signUpPage(first, email);
    if (!created.ok) throw new Error('sign-up failed');
    const later = created.data.vendorUser.lastLoginAt + 60_000;
    const browser = new TestBrowser(fixture.auth);
    const result = await logInWithEmail(browser.exchange(), { email, password: PASSWORD }, { ...context(browser), now: later });
    expect(result).toMatchObject({
      ok: true,
      data: { newVendorUser: false, vendorUser: { lastLoginAt: later, createdAt: created.data.vendorUser.createdAt, ipAddresses: [first.ip, browser.ip] } },
    });
  });

  it('§5 an account without a record cannot get one without a captcha: the log-in fails with "recaptcha not loaded" and the session is ended', async () => {
    const { email } = await signUp(new TestBrowser(fixture.auth));
    const browser = new TestBrowser(fixture.auth);
    expect(await logInWithEmail(browser.exchange(), { email, password: PASSWORD }, context(browser))).toMatchObject({
      ok: false,
      error: { message: ERROR_MESSAGES.captchaMissing },
    });
    expect(await browser.session()).toBeNull();
  });

  it('after the second factor the record is touched too', async () => {
    const account = await accountWithSecondFactor(fixture.handle.db, fixture.auth);
    // The helper signs up without the page: give the account its record as the page would have.
    await fixture.handle.db.insert(vendorUsers).values({
      vendorId: VENDOR_ID,
      uid: account.userId,
      vendorName: tenant.vendor.name,
      photoUrl: '/x.svg',
      stats: {} as never,
      subscriptions: {} as never,
      createdAt: new Date(0),
      updatedAt: new Date(0),
      lastLoginAt: new Date(0),
    });
    const browser = new TestBrowser(fixture.auth);
    const exchange = browser.exchange();
    expect(await logInWithEmail(exchange, { email: account.email, password: PASSWORD }, context(browser))).toMatchObject({
      ok: true,
      data: { step: '2faRequired', codeSent: true },
    });
    const code = await latestSmsCode(fixture.handle.db, account.phoneNumber);
    const result = await finishSecondFactor(browser.exchange(), { code }, { ...context(browser), now: 5_000 });
    expect(result).toMatchObject({ ok: true, data: { newVendorUser: false, user: { uid: account.userId }, vendorUser: { lastLoginAt: 5_000 } } });
  });
});

/** A tab's §4 start-up (POST /api/me), which may write: the record fetched or created and touched. */
const startUpContext = (browser: TestBrowser) => ({ ...context(browser), touch: true });

describe('§4 start-up on the server', () => {
  it('no session cookie → noToken', async () => {
    const browser = new TestBrowser(fixture.auth);
    expect((await startUpFromSession(pageExchange(browser), startUpContext(browser))).decision).toMatchObject({
      event: { outcome: 'noToken' },
      signOut: false,
    });
  });

  it('a session cookie naming no session → badToken (tokenDoesntMatchUser)', async () => {
    const browser = new TestBrowser(fixture.auth);
    browser.jar.set('better-auth.session_token', 'forged.value');
    expect((await startUpFromSession(pageExchange(browser), startUpContext(browser))).decision.event.outcome).toBe('badToken');
  });

  it('an anonymous session → anonymous, with no vendor user', async () => {
    const browser = new TestBrowser(fixture.auth);
    await signInAnonymously(browser.exchange());
    expect(await startUpFromSession(pageExchange(browser), startUpContext(browser))).toMatchObject({
      decision: { event: { outcome: 'anonymous', user: { isAnonymous: true } } },
      viewer: { kind: 'guest', vendorUser: null },
    });
  });

  it('a signed-in user → authenticated with the record fetched and touched; no token refresh without a vendor link', async () => {
    const browser = new TestBrowser(fixture.auth);
    const created = await signUpPage(browser);
    if (!created.ok) throw new Error('sign-up failed');
    const startUp = await startUpFromSession(pageExchange(browser), { ...startUpContext(browser), now: created.data.vendorUser.lastLoginAt + 1_000 });
    expect(startUp).toMatchObject({
      decision: { event: { outcome: 'authenticated' }, forceRefreshIdToken: false },
      idToken: null,
      viewer: { kind: 'customer', vendorUser: { lastLoginAt: created.data.vendorUser.lastLoginAt + 1_000 } },
    });
  });

  it('§6 a vendors map linking this vendor → the ID token is force-refreshed, carrying the vendor claims', async () => {
    const browser = new TestBrowser(fixture.auth);
    const created = await signUpPage(browser);
    if (!created.ok) throw new Error('sign-up failed');
    await linkVendor(fixture.handle.db, VENDOR_ID, created.data.user.uid, { vendorName: tenant.vendor.name, vendorId: VENDOR_ID });
    const startUp = await startUpFromSession(pageExchange(browser), startUpContext(browser));
    expect(startUp.decision.forceRefreshIdToken).toBe(true);
    const claims = JSON.parse(Buffer.from(startUp.idToken!.split('.')[1]!, 'base64url').toString('utf8')) as { vendors: unknown };
    expect(claims.vendors).toEqual({ [tenant.vendor.name]: VENDOR_ID });
  });

  it('vendorClaims: a user without a record has no vendor claims', async () => {
    const browser = new TestBrowser(fixture.auth);
    await signUp(browser);
    const token = await getIdToken(browser.exchange());
    if (!token.ok) throw new Error('no token');
    expect(JSON.parse(Buffer.from(token.data.token.split('.')[1]!, 'base64url').toString('utf8')).vendors).toEqual({});
  });

  it('any error (a record that cannot be created) → the session is signed out on the server → noToken', async () => {
    const browser = new TestBrowser(fixture.auth);
    await signUp(browser);
    const startUp = await startUpFromSession(pageExchange(browser), startUpContext(browser));
    expect(startUp.decision).toMatchObject({ event: { outcome: 'noToken' }, signOut: true });
    // The cookie is still in the browser, but it names no session any more.
    expect((await startUpFromSession(pageExchange(browser), startUpContext(browser))).decision.event.outcome).toBe('badToken');
  });

  it('issue 29: a read (a page, an action, GET /api/me) writes nothing: lastLoginAt stays, no record is created, no session is signed out', async () => {
    const browser = new TestBrowser(fixture.auth);
    const created = await signUpPage(browser);
    if (!created.ok) throw new Error('sign-up failed');
    const read = await startUpFromSession(pageExchange(browser), { ...context(browser), now: created.data.vendorUser.lastLoginAt + 60_000 });
    expect(read.viewer).toMatchObject({ kind: 'customer', vendorUser: { lastLoginAt: created.data.vendorUser.lastLoginAt } });
    expect((await getVendorUser(fixture.handle.db, VENDOR_ID, created.data.user.uid))?.lastLoginAt).toBe(created.data.vendorUser.lastLoginAt);

    // An account without a record is nobody to a read, and stays signed in for its tab's start-up to mend.
    const without = new TestBrowser(fixture.auth);
    await signUp(without);
    expect((await startUpFromSession(pageExchange(without), context(without))).decision).toMatchObject({ event: { outcome: 'noToken' } });
    expect((await startUpFromSession(pageExchange(without), context(without))).decision.event.outcome).toBe('noToken');
  });
});

describe('§3 _geoloc and ipLocation come from the IP service at log-in, not at every page load', () => {
  it('log-in asks the service and records where the person is; start-up leaves it and asks nobody', async () => {
    let asked = 0;
    const service = createServer((_request, response) => {
      asked += 1;
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ latitude: 40.7128, longitude: -74.006, city: 'New York', country_name: 'United States' }));
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const geolocation = {
      TRUST_PROXY: 'false' as const,
      GEOLOCATION_API_HOST: `http://127.0.0.1:${(service.address() as AddressInfo).port}`,
      GEOLOCATION_API_KEY: 'test-key',
    };
    try {
      const email = uniqueEmail('located');
      const first = new TestBrowser(fixture.auth);
      const created = await signUpPage(first, email);
      if (!created.ok) throw new Error('sign-up failed');

      const browser = new TestBrowser(fixture.auth);
      const loggedIn = await logInWithEmail(browser.exchange(), { email, password: PASSWORD }, { ...context(browser), geolocation });
      expect(asked).toBe(1);
      expect(loggedIn).toMatchObject({ ok: true, data: { vendorUser: { _geoloc: { lat: 40.7128, lng: -74.006 }, ipLocation: { city: 'New York' } } } });

      const startUp = await startUpFromSession(pageExchange(browser), { ...context(browser), geolocation });
      expect(asked).toBe(1);
      expect(startUp.viewer.vendorUser).toMatchObject({ _geoloc: { lat: 40.7128, lng: -74.006 } });
    } finally {
      await new Promise((resolve) => service.close(resolve));
    }
  });
});
