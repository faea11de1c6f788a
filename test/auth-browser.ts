import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { Db, DatabaseHandle } from '@/lib/db/open';
import { users } from '@/lib/db/schema';
import { createAuth, type Auth, type AuthOptions } from '@/lib/identity/auth/auth';
import { AuthExchange, authRequestHandler } from '@/lib/identity/auth/auth-exchange';
import { CAPTCHA_HEADER } from '@/lib/identity/auth/auth-plugins';
import { outboxFor } from '@/lib/notifications/dev-outbox';
import { tenant } from '@/lib/tenant';
import { recordLogIn } from '@/lib/identity/log-in-record';
import { solvedSignUpCaptcha } from './captcha';
import { testDatabase } from './database';

/** The identity fixtures: better-auth on a test database, browsers, and signed-in customers, staff, admins and guests. */
export const SITE = 'http://localhost:3000';
export const PASSWORD = 'correct horse battery';
/** scrypt at N=2^10: a millisecond, where the production 2^17 takes a third of a second. */
export const CHEAP_HASH_LOG_N = 10;

/** The database each test auth runs on, for the bot check a sign-up must solve. */
const databases = new WeakMap<Auth, Db>();

export function testAuth(db: Db, overrides: Partial<AuthOptions> = {}): Auth {
  const auth = createAuth(db, {
    secret: 'test-secret-that-is-at-least-32-characters-long',
    baseURL: SITE,
    linkBase: SITE,
    trustedOrigins: [SITE],
    emailEnumerationProtection: false,
    passwordMinLength: 8,
    appName: 'Cahuenga Prop House',
    // The cheapest hash the verifier accepts: these tests are about flows, not the hash, which
    // auth-security.db.test.ts checks at full strength (issue 23 §12).
    passwordHashLogN: CHEAP_HASH_LOG_N,
    ...overrides,
  });
  databases.set(auth, db);
  return auth;
}

/**
 * A fresh test database and better-auth on it, for the tests of one file: opened before them and
 * closed after. Read `handle` and `auth` inside the tests.
 */
export function authOnTestDatabase(overrides: Partial<AuthOptions> | ((db: Db) => Partial<AuthOptions>) = {}): { handle: DatabaseHandle; auth: Auth } {
  const opened = testDatabase() as { handle: DatabaseHandle; auth: Auth };
  beforeAll(() => {
    opened.auth = testAuth(opened.handle.db, typeof overrides === 'function' ? overrides(opened.handle.db) : overrides);
  });
  return opened;
}

let addresses = 0;

/**
 * A browser as better-auth sees it: its own address (so rate limits of one test do not spill into
 * another), the site's Origin on every request, and the cookies each answer sets, sent back on the
 * next request.
 */
export class TestBrowser {
  readonly ip = `198.51.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;
  readonly jar = new Map<string, string>();
  private readonly handle: (request: Request) => Promise<Response>;

  constructor(
    readonly auth: Auth,
    readonly origin = SITE,
  ) {
    this.handle = authRequestHandler(auth, false);
  }

  headers(): Headers {
    const headers = new Headers({ origin: this.origin, 'x-forwarded-for': this.ip, 'user-agent': 'vitest' });
    const cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.set('cookie', cookie);
    return headers;
  }

  async request(method: 'GET' | 'POST', path: string, body?: unknown, extra: Record<string, string> = {}) {
    const headers = this.headers();
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    if (body !== undefined) headers.set('content-type', 'application/json');
    const response = await this.handle(
      new Request(`${SITE}/api/auth${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    );
    for (const setCookie of response.headers.getSetCookie()) this.absorb(setCookie);
    const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    return { status: response.status, json, headers: response.headers };
  }

  /** What a server action in this browser would hand the server functions. */
  exchange(): AuthExchange {
    return new AuthExchange(this.auth, { baseURL: SITE, headers: this.headers(), trustProxy: false, onSetCookie: (setCookie) => this.absorb(setCookie) });
  }

  async session() {
    return (await this.request('GET', '/get-session')).json as { user: Record<string, unknown>; session: Record<string, unknown> } | null;
  }

  private absorb(setCookie: string) {
    const [pair = '', ...attributes] = setCookie.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (value === '' || attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute))) this.jar.delete(name);
    else this.jar.set(name, value);
  }
}

let emails = 0;
export function uniqueEmail(name = 'crew'): string {
  return `${name}.${Date.now().toString(36)}${emails++}@example.com`;
}

/** The header a sign-up call carries its solved bot check in (lib/identity/auth/auth-plugins.ts). */
export async function captchaHeader(db: Db): Promise<Record<string, string>> {
  return { [CAPTCHA_HEADER]: await solvedSignUpCaptcha(db) };
}

export async function signUp(browser: TestBrowser, email = uniqueEmail(), password = PASSWORD) {
  const db = databases.get(browser.auth);
  if (!db) throw new Error('signUp needs a TestBrowser on an auth made by testAuth');
  const answer = await browser.request('POST', '/sign-up/email', { email, password, name: email.split('@')[0] }, await captchaHeader(db));
  if (answer.status !== 200) throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.json)}`);
  return { email, password, userId: (answer.json?.user as { id: string }).id };
}

/** The newest code texted to a phone, read from the dev outbox as a developer would. */
export async function latestSmsCode(db: Db, phoneNumber: string): Promise<string> {
  const [message] = await outboxFor(db, 'sms', phoneNumber, 1);
  const code = message?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code texted to ${phoneNumber}`);
  return code;
}

let phones = 0;
export function uniquePhone(): string {
  return `+1818555${String(1000 + phones++).padStart(4, '0')}`;
}

/** A signed-in account with a verified phone and the SMS second factor on, signed out again. */
export async function accountWithSecondFactor(db: Db, auth: Auth) {
  const browser = new TestBrowser(auth);
  const account = await signUp(browser);
  const phoneNumber = uniquePhone();
  expect200(await browser.request('POST', '/phone-number/send-otp', { phoneNumber }));
  expect200(await browser.request('POST', '/phone-number/verify', { phoneNumber, code: await latestSmsCode(db, phoneNumber), updatePhoneNumber: true }));
  expect200(await browser.request('POST', '/two-factor/enable', { password: account.password, method: 'otp' }));
  expect200(await browser.request('POST', '/sign-out', {}));
  return { ...account, phoneNumber };
}

function expect200(answer: { status: number; json: unknown }) {
  if (answer.status !== 200) throw new Error(`expected 200, got ${answer.status} ${JSON.stringify(answer.json)}`);
}

/**
 * A browser signed in to a new account: a customer, or with the staff or admin role given as
 * `npm run admin:grant` gives it (the session reads the role afresh on each request).
 */
export async function signedIn(auth: Auth, role: 'customer' | 'staff' | 'admin' = 'customer') {
  const browser = new TestBrowser(auth);
  const account = await signUp(browser);
  const db = databases.get(auth);
  if (role !== 'customer' && db) await db.update(users).set({ role }).where(eq(users.id, account.userId));
  return { browser, ...account };
}

/** The vendor user record the sign-up page would have made for an account made through the HTTP API. */
export async function withVendorRecord<Account extends { userId: string; email: string }>(db: Db, account: Account): Promise<Account> {
  await recordLogIn(db, {
    vendorId: tenant.vendor.id,
    vendorName: tenant.vendor.name,
    uid: account.userId,
    email: account.email,
    captchaToken: 'spent',
    priorStatus: 'wasNotAuthenticated',
    now: Date.now(),
  });
  return account;
}

/** A browser with a guest (anonymous) session. */
export async function guest(auth: Auth) {
  const browser = new TestBrowser(auth);
  const answer = await browser.request('POST', '/sign-in/anonymous', {});
  if (answer.status !== 200) throw new Error(`guest sign-in failed: ${answer.status}`);
  return { browser, userId: (answer.json?.user as { id: string }).id };
}
