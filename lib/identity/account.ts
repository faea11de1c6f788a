import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/env';
import { displayNameFromEmail } from '@/lib/vendor-users/sign-up-fields';
import { FRESH_SESSION_SECONDS, PASSWORD_MAX_LENGTH } from './auth';
import type { AuthExchange } from './auth-exchange';
import { authUserFrom, type AuthUser, type ProviderUser } from './auth-user';
import { isCommonPassword } from './common-passwords';
import { APP_ERROR_CODES, ERROR_MESSAGES, mapAuthError, type AuthOperation } from './errors';
import { invalidInput, type AuthActionResult } from './sign-in';
import { CAPTCHA_HEADER } from './sign-up-bot-check';

/** The spec §7 calls on the signed-in user's account, as server functions over better-auth's HTTP handler. */

/** Where an emailed link lands after better-auth has checked it: the page says whether it worked (spec §8). */
export const EMAIL_LINK_PAGE = '/auth/email-link';

export type CurrentSession = {
  session: { createdAt: string; impersonatedBy?: string | null };
  user: ProviderUser & { isAnonymous?: boolean | null; role?: string | null; twoFactorEnabled?: boolean | null };
};

/** The session the browser's cookie names, read through the handler (null when signed out). */
export async function currentSession(exchange: AuthExchange): Promise<CurrentSession | null> {
  const response = await exchange.call<CurrentSession | null>('GET', '/get-session');
  return response.ok ? response.data : null;
}

const newPassword = () =>
  z
    .string()
    .min(env().PASSWORD_MIN_LENGTH, `Use at least ${env().PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`)
    .refine((password) => !isCommonPassword(password), ERROR_MESSAGES.commonPassword);

/** Sign-up input (also checked by the sign-up page before it spends a captcha). */
export const signUpSchema = () => z.object({ email: z.email('Enter your email address.').trim().toLowerCase(), password: newPassword() });

function failure(error: Parameters<typeof mapAuthError>[0], operation: AuthOperation): { ok: false; error: ReturnType<typeof mapAuthError> } {
  return { ok: false, error: mapAuthError(error, { operation }) };
}

async function signUp(exchange: AuthExchange, input: unknown, captcha: string, operation: AuthOperation): Promise<AuthActionResult<AuthUser>> {
  const parsed = signUpSchema().safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  // better-auth requires a name; the vendor user's displayName rule (spec §3) gives a sensible one,
  // from the email as typed (its case kept) rather than the lowercased address that is stored.
  const typed = String((input as { email?: unknown }).email ?? '').trim();
  const name = displayNameFromEmail(typed.toLowerCase() === parsed.data.email ? typed : parsed.data.email) || parsed.data.email;
  const response = await exchange.call<{ user: ProviderUser }>('POST', '/sign-up/email', { ...parsed.data, name, callbackURL: EMAIL_LINK_PAGE }, { [CAPTCHA_HEADER]: captcha });
  return response.ok ? { ok: true, data: authUserFrom(response.data.user) } : failure(response.error, operation);
}

/**
 * Spec §7 "Create a user with email and password" (sign-up). From an anonymous session it also links.
 * `captcha` is the ALTCHA payload that better-auth's sign-up checks and spends (sign-up-bot-check.ts).
 */
export async function createUser(exchange: AuthExchange, input: unknown, captcha: string): Promise<AuthActionResult<AuthUser>> {
  return signUp(exchange, input, captcha, 'signUp');
}

/**
 * Spec §6, §7 "Link an anonymous user to an email credential": sign-up from the anonymous session;
 * better-auth's anonymous plugin hands what the anonymous user owned to the new account
 * (onAnonymousLinked) and deletes the anonymous user.
 */
export async function linkAnonymousToEmail(exchange: AuthExchange, input: unknown, captcha: string): Promise<AuthActionResult<AuthUser>> {
  const current = await currentSession(exchange);
  if (!current?.user.isAnonymous) {
    return { ok: false, error: { kind: 'other', code: 'NOT_ANONYMOUS', message: 'There is no anonymous session to link.' } };
  }
  return signUp(exchange, input, captcha, 'linkAnonymous');
}

const changeEmailSchema = z.object({
  newEmail: z.email('Enter the new email address.').trim().toLowerCase(),
  /** With the SMS second factor on: the code texted for this change (decision 82). */
  code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code.').optional(),
});

/**
 * Spec §7 "Change email", verified: the new address takes effect when the link sent to it is opened.
 * Refused with requiresRecentLogin when the session is older than FRESH_SESSION_SECONDS, and with
 * "email already in use" when another account has it (better-auth itself answers that with success,
 * to hide which emails exist; the spec's catalogue names it, decision 0033).
 */
export async function changeEmail(exchange: AuthExchange, input: unknown): Promise<AuthActionResult> {
  const parsed = changeEmailSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const current = await currentSession(exchange);
  if (!current || current.user.isAnonymous) return failure({ code: 'UNAUTHORIZED', message: 'Log in to change your email address.' }, 'changeEmail');
  // Freshness before anything else, so a stale session cannot probe which emails have accounts.
  if (Date.now() - new Date(current.session.createdAt).getTime() >= FRESH_SESSION_SECONDS * 1000) {
    return failure({ code: 'SESSION_NOT_FRESH' }, 'changeEmail');
  }
  const context = await exchange.auth.$context;
  if (await context.internalAdapter.findUserByEmail(parsed.data.newEmail)) return failure({ code: 'USER_ALREADY_EXISTS' }, 'changeEmail');
  // Spec §8 emailNeeds2ndFactorVerification: with log-in codes on, the change waits for a texted code.
  if (current.user.twoFactorEnabled) {
    if (!parsed.data.code) {
      const sent = await exchange.call('POST', '/two-factor/send-otp', {});
      if (!sent.ok) return failure(sent.error, 'secondFactor');
      return failure({ code: APP_ERROR_CODES.EMAIL_NEEDS_SECOND_FACTOR_VERIFICATION }, 'changeEmail');
    }
    const verified = await exchange.call('POST', '/two-factor/verify-otp', { code: parsed.data.code });
    if (!verified.ok) return failure(verified.error, 'secondFactor');
  }
  const response = await exchange.call('POST', '/change-email', { newEmail: parsed.data.newEmail, callbackURL: EMAIL_LINK_PAGE });
  return response.ok ? { ok: true, data: null } : failure(response.error, 'changeEmail');
}

const changePasswordSchema = () =>
  z.object({ currentPassword: z.string().min(1, 'Enter your current password.').max(PASSWORD_MAX_LENGTH), newPassword: newPassword(), revokeOtherSessions: z.boolean().default(false) });

/**
 * Spec §5, §7 "Change password": the user must have an email ("Expecting an authenticater user to
 * have the same email." otherwise); better-auth re-authenticates with the current password and sets
 * the new one only when it matches.
 */
export async function changePassword(exchange: AuthExchange, input: unknown): Promise<AuthActionResult> {
  const parsed = changePasswordSchema().safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const current = await currentSession(exchange);
  if (!current || current.user.isAnonymous || !current.user.email) return failure({ code: APP_ERROR_CODES.PASSWORD_CHANGE_EMAIL_MISMATCH }, 'changePassword');
  const response = await exchange.call('POST', '/change-password', parsed.data);
  return response.ok ? { ok: true, data: null } : failure(response.error, 'changePassword');
}

/**
 * The spec's "one further operation on the current user" (§7): send the email verification link
 * again, for a user who lost or never got the first one (docs/decisions/0044).
 */
export async function sendVerificationEmailAgain(exchange: AuthExchange): Promise<AuthActionResult> {
  const current = await currentSession(exchange);
  if (!current || current.user.isAnonymous || !current.user.email) return failure({ code: 'UNAUTHORIZED', message: 'Log in to confirm your email address.' }, 'other');
  if (current.user.emailVerified) return { ok: true, data: null };
  const response = await exchange.call('POST', '/send-verification-email', { email: current.user.email, callbackURL: EMAIL_LINK_PAGE });
  return response.ok ? { ok: true, data: null } : failure(response.error, 'other');
}

const idTokenSchema = z.object({ forceRefresh: z.boolean().default(false) }).default({ forceRefresh: false });

/**
 * Spec §4, §7 "Get the ID token, with an optional force refresh": better-auth's JWT, carrying the
 * vendor-link claims. Every token is minted from the session and claims in the database at the
 * time of the call, so the server side of a force refresh is always honoured; forceRefresh tells the
 * browser provider to skip the token it holds (docs/decisions/0045).
 */
export async function getIdToken(exchange: AuthExchange, input?: unknown): Promise<AuthActionResult<{ token: string }>> {
  const parsed = idTokenSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const response = await exchange.call<{ token: string }>('GET', '/token');
  return response.ok ? { ok: true, data: { token: response.data.token } } : failure(response.error, 'other');
}
