import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captchaKeys, captchaSolutions } from '@/lib/db/schema';
import { testDatabase } from '@/test/database';
import { encodeCaptchaPayload, type CaptchaPayload } from './captcha-payload';
import { CAPTCHA_CHALLENGE_LIFETIME_MS, createCaptchaChallenge, type CaptchaWork } from './challenge';
import { verifyCaptcha } from './verify-captcha';

/** Little work, so the tests solve in milliseconds; the checks are the same as in production. */
const WORK: CaptchaWork = { cost: 1, counterMin: 1, counterMax: 40 };

const fixture = testDatabase();

/** Solves as the widget does, with altcha-lib's own solver, and encodes what the widget submits. */
async function solve(challenge: Challenge): Promise<{ payload: string; decoded: CaptchaPayload }> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('the test challenge was not solved');
  const decoded = { challenge: { parameters: challenge.parameters, signature: challenge.signature ?? '' }, solution } as CaptchaPayload;
  return { payload: encodeCaptchaPayload(decoded), decoded };
}

async function solvedSignUpCaptcha(now = Date.now()) {
  return solve(await createCaptchaChallenge(fixture.handle.db, { action: 'signup', work: WORK, now }));
}

describe('§7 Bot protection: ALTCHA with the action "signup"', () => {
  it('a challenge carries the action "signup" and an expiry 10 minutes out, both signed', async () => {
    const now = Date.now();
    const challenge = await createCaptchaChallenge(fixture.handle.db, { action: 'signup', now });
    expect(challenge.parameters.data).toEqual({ action: 'signup' });
    expect(challenge.parameters.expiresAt).toBe(Math.floor((now + CAPTCHA_CHALLENGE_LIFETIME_MS) / 1000));
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    // Deterministic mode: the server signed the key the browser must find.
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a solved "signup" challenge is accepted once', async () => {
    const { payload } = await solvedSignUpCaptcha();
    expect(await verifyCaptcha(fixture.handle.db, payload, { action: 'signup' })).toMatchObject({ ok: true, data: { action: 'signup' } });
  });

  it('a reused solution is refused', async () => {
    const { payload } = await solvedSignUpCaptcha();
    expect((await verifyCaptcha(fixture.handle.db, payload, { action: 'signup' })).ok).toBe(true);
    expect(await verifyCaptcha(fixture.handle.db, payload, { action: 'signup' })).toMatchObject({
      ok: false,
      error: { code: 'refused', reason: 'reused', message: 'This bot check has already been used. Please try again.' },
    });
  });

  it('two simultaneous submissions of one solution: exactly one is accepted', async () => {
    const { payload } = await solvedSignUpCaptcha();
    const results = await Promise.all([1, 2, 3].map(() => verifyCaptcha(fixture.handle.db, payload, { action: 'signup' })));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.error.reason === 'reused')).toHaveLength(2);
  });

  it('a solution earned for another action is refused for "signup"', async () => {
    // Only "signup" exists today; a challenge signed for any other action stands for a future one.
    const challenge = await createCaptchaChallenge(fixture.handle.db, { action: 'login' as 'signup', work: WORK });
    const { payload } = await solve(challenge);
    expect(await verifyCaptcha(fixture.handle.db, payload, { action: 'signup' })).toMatchObject({ ok: false, error: { reason: 'wrongAction' } });
  });

  it('changing the action inside a solved challenge breaks its signature', async () => {
    const other = await solve(await createCaptchaChallenge(fixture.handle.db, { action: 'login' as 'signup', work: WORK }));
    const tampered = structuredClone(other.decoded);
    tampered.challenge.parameters.data = { action: 'signup' };
    expect(await verifyCaptcha(fixture.handle.db, encodeCaptchaPayload(tampered), { action: 'signup' })).toMatchObject({
      ok: false,
      error: { reason: 'invalidSignature' },
    });
  });

  it('a challenge past its 10 minutes is refused as expired, however well solved', async () => {
    const { payload } = await solvedSignUpCaptcha(Date.now() - CAPTCHA_CHALLENGE_LIFETIME_MS - 1_000);
    expect(await verifyCaptcha(fixture.handle.db, payload, { action: 'signup' })).toMatchObject({ ok: false, error: { reason: 'expired' } });
    // And within its lifetime, the same kind of challenge passes: the clock decides, nothing else.
    const fresh = await solvedSignUpCaptcha(Date.now() - CAPTCHA_CHALLENGE_LIFETIME_MS + 60_000);
    expect((await verifyCaptcha(fixture.handle.db, fresh.payload, { action: 'signup' })).ok).toBe(true);
  });

  it('a pushed-back expiry or a wrong key is refused as tampered', async () => {
    const expired = await solvedSignUpCaptcha(Date.now() - CAPTCHA_CHALLENGE_LIFETIME_MS - 1_000);
    const extended = structuredClone(expired.decoded);
    extended.challenge.parameters.expiresAt = Math.floor(Date.now() / 1000) + 600;
    expect(await verifyCaptcha(fixture.handle.db, encodeCaptchaPayload(extended), { action: 'signup' })).toMatchObject({
      ok: false,
      error: { reason: 'invalidSignature' },
    });

    const { decoded } = await solvedSignUpCaptcha();
    const wrongKey = structuredClone(decoded);
    wrongKey.solution.derivedKey = decoded.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(await verifyCaptcha(fixture.handle.db, encodeCaptchaPayload(wrongKey), { action: 'signup' })).toMatchObject({
      ok: false,
      error: { reason: 'invalidSolution' },
    });

    const unsigned = structuredClone(decoded);
    unsigned.challenge.signature = 'ab'.repeat(32);
    expect(await verifyCaptcha(fixture.handle.db, encodeCaptchaPayload(unsigned), { action: 'signup' })).toMatchObject({
      ok: false,
      error: { reason: 'invalidSignature' },
    });

    // The untouched payload still passes: the refusals above were the changes, not the challenge.
    expect((await verifyCaptcha(fixture.handle.db, encodeCaptchaPayload(decoded), { action: 'signup' })).ok).toBe(true);
  });

  it('anything that is not a payload is refused as malformed, without a database write', async () => {
    const before = await fixture.handle.db.$count(captchaSolutions);
    const { decoded } = await solvedSignUpCaptcha();
    for (const payload of [
      undefined,
      null,
      '',
      42,
      { challenge: decoded.challenge, solution: decoded.solution },
      'not base64 json',
      Buffer.from('{"challenge":1}').toString('base64'),
      encodeCaptchaPayload(decoded).repeat(20),
    ]) {
      expect(await verifyCaptcha(fixture.handle.db, payload, { action: 'signup' }), String(payload).slice(0, 40)).toMatchObject({
        ok: false,
        error: { reason: 'malformed' },
      });
    }
    expect(await fixture.handle.db.$count(captchaSolutions)).toBe(before);
  });

  it('a challenge signed with another key (ALTCHA_HMAC_KEY changed) is refused', async () => {
    const { payload } = await solvedSignUpCaptcha();
    expect(await verifyCaptcha(fixture.handle.db, payload, { action: 'signup', hmacKey: 'k'.repeat(64) })).toMatchObject({
      ok: false,
      error: { reason: 'invalidSignature' },
    });
    const withKey = await solve(await createCaptchaChallenge(fixture.handle.db, { action: 'signup', work: WORK, hmacKey: 'k'.repeat(64) }));
    expect((await verifyCaptcha(fixture.handle.db, withKey.payload, { action: 'signup', hmacKey: 'k'.repeat(64) })).ok).toBe(true);
  });

  it('without ALTCHA_HMAC_KEY one key is generated and stored, so every instance shares it', async () => {
    const rows = await fixture.handle.db.select().from(captchaKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.secret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('spent solutions are swept once their challenge has expired', async () => {
    const { payload } = await solvedSignUpCaptcha();
    expect((await verifyCaptcha(fixture.handle.db, payload, { action: 'signup' })).ok).toBe(true);
    await fixture.handle.db.insert(captchaSolutions).values({ signature: 'old', expiresAt: new Date(Date.now() - 1_000) });
    const next = await solvedSignUpCaptcha();
    expect((await verifyCaptcha(fixture.handle.db, next.payload, { action: 'signup' })).ok).toBe(true);
    const old = await fixture.handle.db.execute(sql`select count(*)::int as n from captcha_solutions where signature = 'old'`);
    expect((old as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
