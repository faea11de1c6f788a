import 'server-only';
import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { captchaSolutions } from '@/lib/db/schema';
import { fail, type Result } from '@/lib/errors/app-error';
import { captchaSecrets, type CaptchaKeyOptions } from './challenge';
import { parseCaptchaPayload, type CaptchaAction } from './captcha-payload';

export type CaptchaRefusal = 'malformed' | 'expired' | 'invalidSignature' | 'invalidSolution' | 'wrongAction' | 'reused';

/** A verified payload's action and expiry; a refusal is `refused` with the CaptchaRefusal as its reason. */
export type CaptchaVerification = Result<{ action: CaptchaAction; expiresAt: number }>;

/** What the person is told. None says which check failed beyond what they can act on. */
export const CAPTCHA_REFUSAL_MESSAGES: Record<CaptchaRefusal, string> = {
  malformed: 'The bot check did not come through. Please try again.',
  expired: 'The bot check expired. Please try again.',
  invalidSignature: 'The bot check could not be verified. Please try again.',
  invalidSolution: 'The bot check could not be verified. Please try again.',
  wrongAction: 'The bot check was made for something else. Please try again.',
  reused: 'This bot check has already been used. Please try again.',
};

const refuse = (reason: CaptchaRefusal): CaptchaVerification => fail('refused', CAPTCHA_REFUSAL_MESSAGES[reason], { reason });

/**
 * Spec §7 "Bot protection": checks an ALTCHA payload (what the widget submits) for `action`, and
 * spends it. Refused: anything that is not a payload, a challenge past its expiry or without one, a
 * challenge we did not sign or that was changed, a wrong solution, a challenge signed for another
 * action, and a solution already accepted once. Only a verified payload is recorded, so made-up
 * payloads cannot fill the table; the record is the challenge signature, unique per challenge.
 */
export async function verifyCaptcha(
  db: Db,
  payload: unknown,
  { action, now = Date.now(), ...keyOptions }: { action: CaptchaAction; now?: number } & CaptchaKeyOptions,
): Promise<CaptchaVerification> {
  const parsed = parseCaptchaPayload(payload);
  if (!parsed) return refuse('malformed');
  const { challenge, solution } = parsed;
  const expiresAt = challenge.parameters.expiresAt;
  // Every challenge we issue expires; one without an expiry was not issued here.
  if (expiresAt === undefined || expiresAt * 1000 <= now) return refuse('expired');

  const result = await verifySolution({ challenge, solution, deriveKey, ...(await captchaSecrets(db, keyOptions)) });
  if (result.expired) return refuse('expired');
  if (result.invalidSignature) return refuse('invalidSignature');
  if (!result.verified) return refuse('invalidSolution');
  // Read only now that the signature vouches for it.
  if (challenge.parameters.data?.action !== action) return refuse('wrongAction');

  // Spent solutions are kept only as long as their challenge could still be accepted.
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, new Date(now)));
  const spent = await db
    .insert(captchaSolutions)
    .values({ signature: challenge.signature, expiresAt: new Date(expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ signature: captchaSolutions.signature });
  if (spent.length === 0) return refuse('reused');
  return { ok: true, data: { action, expiresAt: expiresAt * 1000 } };
}
