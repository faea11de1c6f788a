import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/db/open';
import { openTestDatabase } from '@/test/database';
import { answerCaptchaChallenge, CAPTCHA_RATE_LIMIT, type CaptchaEndpointContext } from './captcha-endpoint';
import { encodeCaptchaPayload } from './captcha-payload';
import { verifyCaptcha } from './verify-captcha';

let handle: DatabaseHandle;
let context: CaptchaEndpointContext;
beforeAll(async () => {
  handle = await openTestDatabase();
  context = { db: async () => handle.db, trustProxy: false, work: { cost: 1, counterMin: 1, counterMax: 40 } };
});
afterAll(async () => {
  await handle?.close();
});

const ask = (query: string, address = '198.51.100.7', ctx = context) =>
  answerCaptchaChallenge(new Request(`http://localhost/api/captcha${query}`, { headers: { 'x-forwarded-for': address } }), ctx);

describe('§7 Bot protection: GET /api/captcha', () => {
  it('answers a fresh, uncacheable "signup" challenge that the widget can solve and the server accepts', async () => {
    const response = await ask('?action=signup');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = (await response.json()) as Challenge;
    expect(challenge.parameters.data).toEqual({ action: 'signup' });
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
    expect(solution).not.toBeNull();
    const payload = encodeCaptchaPayload({
      challenge: { parameters: challenge.parameters, signature: challenge.signature ?? '' },
      solution: solution!,
    } as never);
    expect((await verifyCaptcha(handle.db, payload, { action: 'signup' })).ok).toBe(true);
  });

  it('two requests get two different challenges', async () => {
    const [a, b] = await Promise.all([ask('?action=signup', '198.51.100.8'), ask('?action=signup', '198.51.100.8')]);
    expect(((await a!.json()) as Challenge).signature).not.toBe(((await b!.json()) as Challenge).signature);
  });

  it('an unknown or missing action is a 400 naming the expected one', async () => {
    for (const query of ['', '?action=login', '?action=', '?action=SIGNUP']) {
      const response = await ask(query);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ error: 'Unknown captcha action. Expected one of: signup.' });
    }
  });

  it(`more than ${CAPTCHA_RATE_LIMIT.limit} challenges in 10 minutes from one address is a 429 with Retry-After; another address is unaffected`, async () => {
    const now = Date.UTC(2026, 0, 5, 10, 2, 0);
    const timed = { ...context, now };
    for (let i = 0; i < CAPTCHA_RATE_LIMIT.limit; i++) expect((await ask('?action=signup', '203.0.113.99', timed)).status).toBe(200);
    const refused = await ask('?action=signup', '203.0.113.99', timed);
    expect(refused.status).toBe(429);
    // Thirty at 10:02 in the window 10:00–10:10: from 10:10 they count less and less, and at 10:10:20
    // the sliding window has room for one more (1 + 30 × 29/30 = 30): 500 s to wait.
    expect(refused.headers.get('retry-after')).toBe('500');
    expect(await refused.json()).toEqual({ error: 'Too many bot checks from your address. Please try again in 9 minutes.' });
    expect((await ask('?action=signup', '203.0.113.100', timed)).status).toBe(200);
  });
});
