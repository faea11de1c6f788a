import 'server-only';
import { z } from 'zod';
import { AppError, type Result } from '@/lib/errors/app-error';
import { PASSWORD_RESET_MINUTES } from '@/lib/identity/auth/auth';
import type { AuthExchange } from '@/lib/identity/auth/auth-exchange';
import { mapAuthError } from '@/lib/identity/auth/errors';
import { newPasswordSchema } from './sign-up';

/**
 * "Forgot password?" (issue 24 §3), over better-auth's reset flow: an emailed link on the site that
 * works once for PASSWORD_RESET_MINUTES, a new password under the sign-up rules, and every session
 * of the account ended with the reset. The log-in afterwards asks for the texted code as ever.
 */

export const forgotPasswordSchema = z.object({ email: z.string().trim().pipe(z.email('Enter your email address.')) });

export const resetPasswordSchema = () =>
  z.object({
    token: z.string().regex(/^[A-Za-z0-9_-]{8,200}$/, LINK_REFUSED),
    newPassword: newPasswordSchema(),
  });

/** The one answer to "send me a link", whether or not the email has an account. */
export const RESET_LINK_SENT = `If there is an account for that email, we have sent it a link to choose a new password. The link works once, for ${PASSWORD_RESET_MINUTES} minutes.`;
export const LINK_REFUSED = 'This link to choose a new password has expired or was used already. Ask for a new one.';

export async function requestPasswordReset(exchange: AuthExchange, email: string): Promise<Result> {
  const response = await exchange.call('POST', '/request-password-reset', { email });
  // A refusal per address (429) is said as such; anything else answers as a link sent.
  if (!response.ok && response.status === 429) return { ok: false, error: mapAuthError(response.error, { operation: 'other' }, response.retryAfterSeconds) };
  return { ok: true, data: null };
}

export async function resetPassword(exchange: AuthExchange, input: z.infer<ReturnType<typeof resetPasswordSchema>>): Promise<Result> {
  const response = await exchange.call('POST', '/reset-password', input);
  if (response.ok) return { ok: true, data: null };
  if (response.error.code === 'INVALID_TOKEN') return { ok: false, error: new AppError('invalid', LINK_REFUSED, { reason: 'INVALID_TOKEN' }) };
  return { ok: false, error: mapAuthError(response.error, { operation: 'changePassword' }, response.retryAfterSeconds) };
}
