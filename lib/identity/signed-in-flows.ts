import 'server-only';
import { z } from 'zod';
import { MAX_CAPTCHA_PAYLOAD_LENGTH } from '@/lib/captcha/captcha-payload';
import type { Db } from '@/lib/db';
import type { VendorUserRecord } from '@/lib/vendor-users/repository';
import { VendorUserCreationError } from '@/lib/vendor-users/sign-up-fields';
import { createUser, currentSession, signUpSchema } from './account';
import type { AuthExchange } from './auth-exchange';
import { authUserFrom, type AuthUser } from './auth-user';
import { ERROR_MESSAGES, type MappedAuthError } from './errors';
import { invalidInput, signInWithEmail, signOut, verifySecondFactor } from './sign-in';
import { recordVendorUserLogIn, type VendorUserLogIn } from './vendor-user-log-in';

/**
 * The sign-up, log-in and second-factor steps as the pages run them: the identity call, then the
 * vendor user record (spec §7 "Document database"), answering the §4 outcome with what the browser
 * provider needs (the auth user and the vendor user) and newVendorUser for §2 navigation.
 */

export type SignedIn = { user: AuthUser; vendorUser: VendorUserRecord; newVendorUser: boolean };
type Context = { db: Db; headers: Headers; now?: number; geolocation?: VendorUserLogIn['geolocation'] };

const failure = (message: string, code: string): MappedAuthError => ({ kind: 'other', code, message });

/**
 * Records the log-in; if the record cannot be created (spec §5: no email, no captcha), the session
 * just made is ended, so nobody is left signed in without a record (start-up would sign them out).
 */
async function withVendorUser(exchange: AuthExchange, user: AuthUser, login: Omit<VendorUserLogIn, 'user' | 'headers'>, context: Context): Promise<{ ok: true; signedIn: SignedIn } | { ok: false; error: MappedAuthError }> {
  try {
    const { vendorUser, newVendorUser } = await recordVendorUserLogIn(context.db, { ...login, user, headers: context.headers, now: context.now, geolocation: context.geolocation });
    return { ok: true, signedIn: { user, vendorUser, newVendorUser } };
  } catch (error) {
    await signOut(exchange);
    if (error instanceof VendorUserCreationError) return { ok: false, error: failure(error.message, error.code) };
    throw error;
  }
}

const signUpFormSchema = z.object({ captcha: z.string().max(MAX_CAPTCHA_PAYLOAD_LENGTH).optional() });

export type SignUpOutcome = ({ outcome: 'success' } & SignedIn) | { outcome: 'failure'; error: MappedAuthError };

/**
 * Sign-up (spec §7): the form is checked first, so a typo does not spend the bot check; then the
 * ALTCHA solution must verify for the action "signup" (and is spent); then the account is created
 * (linking the anonymous session, if any: better-auth's anonymous plugin and onAnonymousLinked
 * carry its belongings over), and its vendor user record with the spent payload as captcha token.
 */
export async function signUpWithCaptcha(exchange: AuthExchange, input: unknown, context: Context): Promise<SignUpOutcome> {
  const credentials = signUpSchema().safeParse(input);
  if (!credentials.success) return { outcome: 'failure', error: invalidInput(credentials.error).error };
  const form = signUpFormSchema.safeParse(input);
  const captcha = form.success ? form.data.captcha : undefined;
  if (!captcha) return { outcome: 'failure', error: failure(ERROR_MESSAGES.captchaMissing, 'captchaNotLoaded') };

  const before = await currentSession(exchange);
  if (before && !before.user.isAnonymous) return { outcome: 'failure', error: failure('You are already logged in. Log out first to create another account.', 'ALREADY_SIGNED_IN') };
  // better-auth's sign-up verifies and spends the solution itself (sign-up-bot-check.ts).
  const created = await createUser(exchange, input, captcha);
  if (!created.ok) return { outcome: 'failure', error: created.error };
  const priorStatus = before?.user.isAnonymous ? 'wasAnonymous' : 'wasNotAuthenticated';
  const typedEmail = (input as { email?: unknown }).email;
  const recorded = await withVendorUser(exchange, created.data, { priorStatus, captchaToken: captcha, typedEmail: typeof typedEmail === 'string' ? typedEmail : null }, context);
  return recorded.ok ? { outcome: 'success', ...recorded.signedIn } : { outcome: 'failure', error: recorded.error };
}

export type LogInOutcome =
  | ({ outcome: 'success' } & SignedIn)
  | { outcome: '2faRequired'; message: string; maskedPhone: string | null; codeSent: boolean }
  | { outcome: 'failed'; error: MappedAuthError };

/** Log-in with email and password (spec §7); with a second factor the code is texted at once. */
export async function logInWithEmail(exchange: AuthExchange, input: unknown, context: Context): Promise<LogInOutcome> {
  const result = await signInWithEmail(exchange, input);
  if (result.outcome === 'failed') return result;
  if (result.outcome === '2faRequired') return { outcome: '2faRequired', message: result.message, maskedPhone: result.maskedPhone, codeSent: result.codeSent };
  const recorded = await withVendorUser(exchange, result.user, { priorStatus: 'wasAuthenticated' }, context);
  return recorded.ok ? { outcome: 'success', ...recorded.signedIn } : { outcome: 'failed', error: recorded.error };
}

export type SecondFactorOutcome =
  | ({ outcome: 'success' } & SignedIn)
  | { outcome: 'temporarilyFailed' | 'permanentlyFailed'; error: MappedAuthError };

/** The SMS code finishes the pending log-in; then the record is read and touched like any log-in. */
export async function finishSecondFactor(exchange: AuthExchange, input: unknown, context: Context): Promise<SecondFactorOutcome> {
  const result = await verifySecondFactor(exchange, input);
  if (result.outcome !== 'success') return result;
  const session = await currentSession(exchange);
  if (!session) return { outcome: 'permanentlyFailed', error: failure(ERROR_MESSAGES.codeExpired, 'NO_SESSION_AFTER_SECOND_FACTOR') };
  const recorded = await withVendorUser(exchange, authUserFrom(session.user), { priorStatus: 'wasAuthenticated' }, context);
  return recorded.ok ? { outcome: 'success', ...recorded.signedIn } : { outcome: 'permanentlyFailed', error: recorded.error };
}
