import 'server-only';
import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret } from 'altcha-lib/frameworks/nextjs';
import type { Db } from '@/lib/db';
import { env } from '@/lib/env/env';
import type { CaptchaAction } from './captcha-payload';
import { captchaHmacKey } from './hmac-key';

/** Long enough to solve and fill in the sign-up form; short enough that a stock of solutions goes stale. */
export const CAPTCHA_CHALLENGE_LIFETIME_MS = 10 * 60_000;

export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';

/**
 * How much work a challenge asks for. ALTCHA's deterministic mode: the server picks the counter the
 * browser must reach, so the effort is predictable, and verification is one HMAC instead of a key
 * derivation. The defaults are altcha-lib's recommended ones (about a second in a browser).
 */
export type CaptchaWork = { cost: number; counterMin: number; counterMax: number };
/** The work asked by default; `CAPTCHA_COST` sets the iterations per try (the browser tests, which sign up dozens of people, lower it). */
export function defaultCaptchaWork(): CaptchaWork {
  return { cost: env().CAPTCHA_COST, counterMin: 5_000, counterMax: 10_000 };
}

export type CaptchaKeyOptions = {
  /** Overrides ALTCHA_HMAC_KEY (tests); undefined reads the environment, then the database. */
  hmacKey?: string;
};

export type CaptchaSecrets = { hmacSignatureSecret: string; hmacKeySignatureSecret: string };

export async function captchaSecrets(db: Db, options: CaptchaKeyOptions = {}): Promise<CaptchaSecrets> {
  const key = await captchaHmacKey(db, options.hmacKey ?? env().ALTCHA_HMAC_KEY);
  // ALTCHA signs the expected key with a second secret; deriving it keeps one variable to configure.
  return { hmacSignatureSecret: key, hmacKeySignatureSecret: await deriveHmacKeySecret(key) };
}

/**
 * A fresh challenge for `action`, signed, with the action and the expiry inside the signed
 * parameters, so neither can be changed by the browser.
 */
export async function createCaptchaChallenge(
  db: Db,
  { action, now = Date.now(), work = defaultCaptchaWork(), ...keyOptions }: { action: CaptchaAction; now?: number; work?: CaptchaWork } & CaptchaKeyOptions,
): Promise<Challenge> {
  const secrets = await captchaSecrets(db, keyOptions);
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: work.cost,
    counter: randomInt(work.counterMax, work.counterMin),
    deriveKey,
    data: { action },
    expiresAt: Math.floor((now + CAPTCHA_CHALLENGE_LIFETIME_MS) / 1000),
    ...secrets,
  });
}
