import 'server-only';
import { z } from 'zod';
import { fail, type Result } from '@/lib/errors/app-error';
import { phoneNumberSchema } from '@/lib/notifications/sms';
import { FRESH_SESSION_SECONDS, PASSWORD_MAX_LENGTH } from '@/lib/identity/auth/auth';
import { currentSession, type AuthExchange } from '@/lib/identity/auth/auth-exchange';
import { APP_ERROR_CODES, mapAuthError, type AuthOperation, type ProviderError } from '@/lib/identity/auth/errors';
import { codeSchema, passwordSchema } from './sign-in';
import { EMAIL_LINK_PAGE, newPasswordSchema } from './sign-up';

/**
 * The spec §7 calls on the signed-in user's own account, as server functions over better-auth's
 * HTTP handler: change email and password, the SMS second factor, the verification email again, the
 * ID token. Each acts on the session's user only, and better-auth asks for the password where it
 * matters (password, second factor).
 */

function failure(error: ProviderError, operation: AuthOperation): { ok: false; error: ReturnType<typeof mapAuthError> } {
  return { ok: false, error: mapAuthError(error, { operation }) };
}

export const changeEmailSchema = z.object({
  newEmail: z.email('Enter the new email address.').trim().toLowerCase(),
  /** With the SMS second factor on: the code texted for this change (decision 82). */
  code: codeSchema.optional(),
});

/**
 * Spec §7 "Change email", verified: the new address takes effect when the link sent to it is opened.
 * Refused with requiresRecentLogin when the session is older than FRESH_SESSION_SECONDS, and with
 * "email already in use" when another account has it (better-auth itself answers that with success,
 * to hide which emails exist; the spec's catalogue names it, decision 0033).
 */
export async function changeEmail(exchange: AuthExchange, input: z.infer<typeof changeEmailSchema>): Promise<Result> {
  const current = await currentSession(exchange);
  if (!current || current.user.isAnonymous)
    return failure({ code: 'UNAUTHORIZED', message: 'Log in to change your email address.', status: 401 }, 'changeEmail');
  // Freshness before anything else, so a stale session cannot probe which emails have accounts.
  if (Date.now() - new Date(current.session.createdAt).getTime() >= FRESH_SESSION_SECONDS * 1000) {
    return failure({ code: 'SESSION_NOT_FRESH' }, 'changeEmail');
  }
  const context = await exchange.auth.$context;
  if (await context.internalAdapter.findUserByEmail(input.newEmail)) return failure({ code: 'USER_ALREADY_EXISTS' }, 'changeEmail');
  // Spec §8 emailNeeds2ndFactorVerification: with log-in codes on, the change waits for a texted code.
  if (current.user.twoFactorEnabled) {
    if (!input.code) {
      const sent = await exchange.call('POST', '/two-factor/send-otp', {});
      if (!sent.ok) return failure(sent.error, 'secondFactor');
      return failure({ code: APP_ERROR_CODES.EMAIL_NEEDS_SECOND_FACTOR_VERIFICATION }, 'changeEmail');
    }
    const verified = await exchange.call('POST', '/two-factor/verify-otp', { code: input.code });
    if (!verified.ok) return failure(verified.error, 'secondFactor');
  }
  const response = await exchange.call('POST', '/change-email', { newEmail: input.newEmail, callbackURL: EMAIL_LINK_PAGE });
  return response.ok ? { ok: true, data: null } : failure(response.error, 'changeEmail');
}

export const changePasswordSchema = () =>
  z.object({
    currentPassword: z.string().min(1, 'Enter your current password.').max(PASSWORD_MAX_LENGTH),
    newPassword: newPasswordSchema(),
    revokeOtherSessions: z.boolean().default(false),
  });

/**
 * Spec §5, §7 "Change password": the user must have an email ("Expecting an authenticater user to
 * have the same email." otherwise); better-auth re-authenticates with the current password and sets
 * the new one only when it matches.
 */
export async function changePassword(exchange: AuthExchange, input: z.infer<ReturnType<typeof changePasswordSchema>>): Promise<Result> {
  const current = await currentSession(exchange);
  if (!current || current.user.isAnonymous || !current.user.email) return failure({ code: APP_ERROR_CODES.PASSWORD_CHANGE_EMAIL_MISMATCH }, 'changePassword');
  const response = await exchange.call('POST', '/change-password', input);
  return response.ok ? { ok: true, data: null } : failure(response.error, 'changePassword');
}

/**
 * The spec's "one further operation on the current user" (§7): send the email verification link
 * again, for a user who lost or never got the first one (docs/decisions/0044).
 */
export async function sendVerificationEmailAgain(exchange: AuthExchange): Promise<Result> {
  const current = await currentSession(exchange);
  if (!current || current.user.isAnonymous || !current.user.email)
    return fail('unauthenticated', 'Log in to confirm your email address.', { reason: 'UNAUTHORIZED' });
  if (current.user.emailVerified) return { ok: true, data: null };
  const response = await exchange.call('POST', '/send-verification-email', { email: current.user.email, callbackURL: EMAIL_LINK_PAGE });
  return response.ok ? { ok: true, data: null } : failure(response.error, 'other');
}

/**
 * Spec §4, §7 "Get the ID token, with an optional force refresh": better-auth's JWT, carrying the
 * vendor-link claims. Every token is minted from the session and claims in the database at the
 * time of the call, so the server side of a force refresh is always honoured; forceRefresh tells the
 * browser provider to skip the token it holds (docs/decisions/0045).
 */
export async function getIdToken(exchange: AuthExchange, _options: { forceRefresh?: boolean } = {}): Promise<Result<{ token: string }>> {
  const response = await exchange.call<{ token: string }>('GET', '/token');
  return response.ok ? { ok: true, data: { token: response.data.token } } : failure(response.error, 'other');
}

/*
 * The account page's SMS second factor: a phone is enrolled only after it has been proved by a code
 * sent to it, and turning the factor on or off asks for the password (better-auth's rule), so a
 * session left open on a shared computer cannot change it.
 */

export const phoneSchema = z.object({ phoneNumber: phoneNumberSchema });
export const enrolPhoneSchema = z.object({ phoneNumber: phoneNumberSchema, code: codeSchema, password: passwordSchema });
export const passwordOnlySchema = z.object({ password: passwordSchema });

/** Step 1: text a code to the phone to be enrolled. */
export async function sendPhoneVerificationCode(exchange: AuthExchange, input: z.infer<typeof phoneSchema>): Promise<Result> {
  const response = await exchange.call('POST', '/phone-number/send-otp', input);
  return response.ok ? { ok: true, data: null } : failure(response.error, 'secondFactor');
}

/**
 * Step 2: the code proves the phone; it becomes the account's phone and the SMS second factor is on.
 * The account's own phone (codes turned off and on again, or a wrong password the first time) is
 * proved by its code in the same way, without being added a second time.
 */
export async function enrolPhoneSecondFactor(exchange: AuthExchange, input: z.infer<typeof enrolPhoneSchema>): Promise<Result> {
  const { phoneNumber, code, password } = input;
  const own = (await currentSession(exchange))?.user.phoneNumber === phoneNumber;
  const proof = own ? { phoneNumber, code, disableSession: true } : { phoneNumber, code, updatePhoneNumber: true };
  const verified = await exchange.call('POST', '/phone-number/verify', proof);
  if (!verified.ok) return failure(verified.error, 'secondFactor');
  const enabled = await exchange.call('POST', '/two-factor/enable', { password, method: 'otp' });
  return enabled.ok ? { ok: true, data: null } : failure(enabled.error, 'changePassword');
}

/** Turns the second factor off (and forgets TOTP and backup codes). */
export async function turnOffSecondFactor(exchange: AuthExchange, input: z.infer<typeof passwordOnlySchema>): Promise<Result> {
  const response = await exchange.call('POST', '/two-factor/disable', input);
  return response.ok ? { ok: true, data: null } : failure(response.error, 'changePassword');
}
