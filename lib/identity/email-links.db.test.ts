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
