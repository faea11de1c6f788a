import { answerCaptchaChallenge } from '@/lib/captcha/captcha-endpoint';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env/env';

/** A fresh ALTCHA challenge for the sign-up form's widget (spec §7 "Bot protection"). The logic is in lib/captcha. */
export async function GET(request: Request): Promise<Response> {
  return answerCaptchaChallenge(request, { db: getDb, trustProxy: env().TRUST_PROXY === 'true' });
}
