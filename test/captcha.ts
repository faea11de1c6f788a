import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db } from '@/lib/db/open';
import { encodeCaptchaPayload, type CaptchaPayload } from '@/lib/captcha/captcha-payload';
import { createCaptchaChallenge, type CaptchaWork } from '@/lib/captcha/challenge';

/** Little work, so tests solve in milliseconds; the checks are the same as in production. */
export const TEST_CAPTCHA_WORK: CaptchaWork = { cost: 1, counterMin: 1, counterMax: 40 };

/** A "signup" challenge solved as the widget solves it, encoded as the widget submits it. */
export async function solvedSignUpCaptcha(db: Db): Promise<string> {
  const challenge = await createCaptchaChallenge(db, { action: 'signup', work: TEST_CAPTCHA_WORK });
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('the test challenge was not solved');
  return encodeCaptchaPayload({ challenge: { parameters: challenge.parameters, signature: challenge.signature ?? '' }, solution } as CaptchaPayload);
}
