import { expect, it, vi } from 'vitest';
import { outboxFor } from '@/lib/notifications/dev-outbox';
import { PASSWORD, SITE, captchaHeader, testAuth, uniqueEmail } from '@/test/auth-browser';
import { testDatabase } from '@/test/database';
import { authRequestHandler } from './auth-exchange';

const fixture = testDatabase();

it('issue 9 §3: an emailed link is on the configured site, whatever Host or X-Forwarded-Host the request named', async () => {
  // No SITE_URL for better-auth, as on an install that did not set it: it would build links on the request's origin.
  const auth = testAuth(fixture.handle.db, { baseURL: undefined, linkBase: SITE });
  const email = uniqueEmail('links');
  const headers = new Headers({
    host: 'evil.example:3500',
    'x-forwarded-host': 'evil.example',
    origin: SITE,
    'content-type': 'application/json',
    'x-forwarded-for': '198.51.200.1',
    ...(await captchaHeader(fixture.handle.db)),
  });
  const request = new Request('http://evil.example:3500/api/auth/sign-up/email', {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD, name: 'x' }),
  });
  expect((await authRequestHandler(auth, true)(request)).status).toBe(200);

  const [message] = await outboxFor(fixture.handle.db, 'email', email);
  expect(message?.body).toContain(`${SITE}/api/auth/verify-email?token=`);
  expect(message?.body).not.toContain('evil.example');
});

it('issue 23 §13: without SITE_URL, better-auth starts and answers without a warning (no "Base URL is not set")', async () => {
  const warned = vi.spyOn(console, 'warn');
  try {
    const auth = testAuth(fixture.handle.db, { baseURL: undefined, linkBase: SITE });
    const request = new Request('http://localhost:3000/api/auth/get-session', { headers: { 'x-forwarded-for': '198.51.200.2' } });
    expect((await authRequestHandler(auth, true)(request)).status).toBe(200);
    expect(warned.mock.calls.map((call) => String(call[0]))).toEqual([]);
  } finally {
    warned.mockRestore();
  }
});

it("issue 23 §13: without SITE_URL, this machine's own addresses pass the origin check, and another site does not", async () => {
  const auth = testAuth(fixture.handle.db, { baseURL: undefined, trustedOrigins: [], localPort: 3000, linkBase: 'https://props.example' });
  const signIn = (address: string, origin: string) =>
    authRequestHandler(
      auth,
      true,
    )(
      new Request(`${address}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': '198.51.200.3' },
        body: JSON.stringify({ email: 'nobody@example.com', password: PASSWORD }),
      }),
    );
  // Past the origin check, an unknown email is a 401; refused by it, a 403.
  expect((await signIn('http://localhost:3000', 'http://localhost:3000')).status).toBe(401);
  expect((await signIn('http://127.0.0.1:3000', 'http://127.0.0.1:3000')).status).toBe(401);
  expect((await signIn('http://localhost:3000', 'https://evil.example')).status).toBe(403);
  expect((await signIn('http://localhost:3000', 'http://localhost:4000')).status).toBe(403);
});
