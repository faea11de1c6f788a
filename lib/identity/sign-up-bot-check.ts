import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { verifyCaptcha } from '@/lib/captcha/verify-captcha';
import type { Db } from '@/lib/db/open';
import { ERROR_MESSAGES } from './errors';

/** Where a sign-up call carries its ALTCHA payload: the sign-up page's flow sets it, and so must anyone calling the API. */
export const CAPTCHA_HEADER = 'x-altcha-payload';

/**
 * Spec §7 "Bot protection" on every way to create an account (issue 9): better-auth's own
 * `/sign-up/email` (which also links a guest session to the new account) refuses a call without a
 * verified, unused "signup" solution, whether it comes from our sign-up page, a script posting to
 * /api/auth, or auth.api. The solution is spent here, once.
 */
export function signUpBotCheck(db: Db) {
  return {
    id: 'sign-up-bot-check',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/sign-up/email',
          handler: createAuthMiddleware(async (ctx) => {
            const payload = ctx.headers?.get(CAPTCHA_HEADER);
            if (!payload) throw APIError.from('BAD_REQUEST', { code: 'captchaNotLoaded', message: ERROR_MESSAGES.captchaMissing });
            const verified = await verifyCaptcha(db, payload, { action: 'signup' });
            if (!verified.ok) throw APIError.from('FORBIDDEN', { code: `CAPTCHA_${verified.reason.toUpperCase()}`, message: verified.message });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
