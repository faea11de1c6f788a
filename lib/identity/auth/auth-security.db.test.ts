import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { createTelemetry } from 'better-auth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, authRateLimits } from '@/lib/db/schema';
import { PASSWORD, TestBrowser, signUp, testAuth, uniqueEmail, authOnTestDatabase } from '@/test/auth-browser';
import { authSecret } from './auth';
import { KEY_BYTES, SALT_BYTES, SCRYPT_PARAMETERS, parsePasswordHash, verifyPassword } from './auth';
import { currentSession } from './auth-exchange';
import { SERVER_CALL_HEADER, SERVER_CALL_TOKEN } from './auth-limits';
import { AUTH_DEFAULT_RATE_LIMIT, AUTH_RATE_LIMITS } from './auth-limits';

const fixture = authOnTestDatabase();
/** The hash is what the first tests check: createAuth's own default, as in production (the others hash cheaply). */
const productionHashing = () => testAuth(fixture.handle.db, { passwordHashLogN: undefined });

describe('passwords are hashed at OWASP strength (scrypt N=2^17, r=8, p=1)', () => {
  it('stores a salted scrypt hash with those parameters, and verifies only the right password', async () => {
    const { userId } = await signUp(new TestBrowser(productionHashing()));
    const [account] = await fixture.handle.db.select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, userId));
    const parsed = parsePasswordHash(account?.password ?? '');
    expect(parsed).toMatchObject({ logN: 17, r: 8, p: 1 });
    expect(SCRYPT_PARAMETERS).toEqual({ logN: 17, r: 8, p: 1 });
    expect(parsed?.salt).toHaveLength(SALT_BYTES);
    expect(parsed?.key).toHaveLength(KEY_BYTES);
    expect(await verifyPassword({ hash: account?.password ?? '', password: PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash: account?.password ?? '', password: `${PASSWORD} ` })).toBe(false);
  });

  it('never stores the same hash twice for one password (a fresh salt each time)', async () => {
    const auth = productionHashing();
    const a = await signUp(new TestBrowser(auth));
    const b = await signUp(new TestBrowser(auth));
    const rows = await fixture.handle.db.select({ password: accounts.password }).from(accounts);
    const hashes = rows.filter((row) => row.password).map((row) => row.password);
    expect(new Set(hashes).size).toBe(hashes.length);
    expect(a.userId).not.toBe(b.userId);
  });

  it('treats a tampered or foreign hash as a failed verification', async () => {
    expect(await verifyPassword({ hash: 'scrypt$30$8$1$AAAA$AAAA', password: PASSWORD })).toBe(false);
    expect(await verifyPassword({ hash: 'bcrypt$whatever', password: PASSWORD })).toBe(false);
  });
});

describe('rate limits: the (N+1)th attempt gets 429 with Retry-After, counted in the database', () => {
  it('sign-in: a limit per address, shared by two app instances on one database', async () => {
    const { email } = await signUp(new TestBrowser(fixture.auth));
    const secondInstance = testAuth(fixture.handle.db);
    const { max } = AUTH_RATE_LIMITS['/sign-in/email'];
    const browser = new TestBrowser(fixture.auth);
    const sameBrowserOnOtherInstance = Object.assign(new TestBrowser(secondInstance), {});
    Object.defineProperty(sameBrowserOnOtherInstance, 'ip', { value: browser.ip });
    for (let attempt = 0; attempt < max; attempt++) {
      const via = attempt % 2 === 0 ? browser : sameBrowserOnOtherInstance;
      // Unknown emails, so the limit per account (auth-limits.ts) is not what refuses.
      expect((await via.request('POST', '/sign-in/email', { email: uniqueEmail('nobody'), password: 'wrong password' })).status).toBe(401);
    }
    const refused = await browser.request('POST', '/sign-in/email', { email, password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      await fixture.handle.db
        .select()
        .from(authRateLimits)
        .where(eq(authRateLimits.key, `${browser.ip}|/sign-in/email`)),
    ).toHaveLength(1);
    // Another address is not affected.
    expect((await new TestBrowser(fixture.auth).request('POST', '/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
  });

  it('sign-up', async () => {
    const browser = new TestBrowser(fixture.auth);
    const { max } = AUTH_RATE_LIMITS['/sign-up/email'];
    for (let attempt = 0; attempt < max; attempt++) {
      expect((await browser.request('POST', '/sign-up/email', { email: uniqueEmail(), password: 'short', name: 'x' })).status).toBe(400);
    }
    expect((await browser.request('POST', '/sign-up/email', { email: uniqueEmail(), password: PASSWORD, name: 'x' })).status).toBe(429);
  });

  it.each(['/two-factor/send-otp', '/two-factor/verify-otp', '/phone-number/send-otp', '/phone-number/verify'] as const)('%s', async (path) => {
    const browser = new TestBrowser(fixture.auth);
    const { max } = AUTH_RATE_LIMITS[path];
    for (let attempt = 0; attempt < max; attempt++) {
      expect((await browser.request('POST', path, { code: '123456', phoneNumber: '+18185550100' })).status).not.toBe(429);
    }
    expect((await browser.request('POST', path, { code: '123456', phoneNumber: '+18185550100' })).status).toBe(429);
  });
});

describe('the auth secret (docs/decisions/0040)', () => {
  it('uses BETTER_AUTH_SECRET when set, otherwise generates one once and shares it through the database', async () => {
    expect(await authSecret(fixture.handle.db, 'from-the-environment-'.repeat(2))).toBe('from-the-environment-'.repeat(2));
    const [first, second] = await Promise.all([authSecret(fixture.handle.db, undefined), authSecret(fixture.handle.db, undefined)]);
    expect(first).toBe(second);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await authSecret(fixture.handle.db, undefined)).toBe(first);
  });
});

describe('DESIGN: better-auth telemetry is off', () => {
  let server: Server;
  const received: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      received.push(`${request.method} ${request.url}`);
      response.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends nothing even when a telemetry endpoint is configured and the test-mode guard is lifted', async () => {
    vi.stubEnv('BETTER_AUTH_TELEMETRY_ENDPOINT', `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/track`);
    try {
      // The same options object the instance was built with; skipTestCheck makes it behave as in production.
      const telemetry = await createTelemetry(fixture.auth.options, { skipTestCheck: true });
      await telemetry.publish({ type: 'probe', payload: {} });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(fixture.auth.options.telemetry).toEqual({ enabled: false });
      expect(received).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('issue 9 §3: one visitor cannot sign out a studio sharing its address', () => {
  it("after a script spends the address's session reads, page renders still read their sessions", async () => {
    const script = new TestBrowser(fixture.auth);
    const colleague = new TestBrowser(fixture.auth);
    Object.defineProperty(colleague, 'ip', { value: script.ip });
    await signUp(colleague);
    let refused = false;
    for (let poll = 0; poll <= AUTH_DEFAULT_RATE_LIMIT.max && !refused; poll++) refused = (await script.request('GET', '/get-session')).status === 429;
    expect(refused).toBe(true);
    expect((await colleague.request('GET', '/get-session')).status).toBe(429);
    // A caller cannot pass for the server: the route drops the marker, whatever its value.
    expect((await colleague.request('GET', '/get-session', undefined, { [SERVER_CALL_HEADER]: SERVER_CALL_TOKEN })).status).toBe(429);
    // The server's own read for the colleague's page (the layout's start-up, /account) still answers.
    expect((await currentSession(colleague.exchange()))?.user.email).toBeTruthy();
  });
});
