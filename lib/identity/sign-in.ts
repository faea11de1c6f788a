import 'server-only';
import { z } from 'zod';
import { tenant } from '@/lib/tenant';
import type { AuthExchange } from './auth-exchange';
import type { AuthUser, ProviderUser } from './auth-user';
import { authUserFrom } from './auth-user';
import { mapAuthError, type MappedAuthError } from './errors';
import { maskedPhoneNumber } from './masked-phone';
import { firstFactorResult, secondFactorResult, type SecondFactorResult } from './sign-in-results';

/**
 * The spec §7 identity calls around signing in, as server functions over better-auth's HTTP handler.
 * Each validates its input with zod and answers with a §4 outcome or a §8 catalogue error; none throws
 * for a provider refusal.
 */

export type AuthActionResult<T = null> = { ok: true; data: T } | { ok: false; error: MappedAuthError };

const credentialsSchema = z.object({
  email: z.email('Enter your email address.').trim().toLowerCase(),
  password: z.string().min(1, 'Enter your password.').max(1024),
});

const codeSchema = z.object({
  code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code.'),
  trustDevice: z.boolean().optional(),
});

export function invalidInput(error: z.ZodError): { ok: false; error: MappedAuthError } {
  return { ok: false, error: { kind: 'other', code: 'INVALID_INPUT', message: error.issues[0]?.message ?? 'Invalid input.' } };
}

export type SignInResult =
  | { outcome: 'success'; user: AuthUser }
  /** Spec §8 multiFactorRequired: the message, the methods, and the first enrolled phone, masked. */
  | { outcome: '2faRequired'; message: string; methods: string[]; maskedPhone: string | null; codeSent: boolean }
  | { outcome: 'failed'; error: MappedAuthError };

type SessionAnswer = { user: ProviderUser } | { twoFactorRedirect: true; twoFactorMethods: string[] };

/** Spec §7 "Sign in with email and password"; with a second factor, the SMS code is sent at once. */
export async function signInWithEmail(exchange: AuthExchange, input: unknown): Promise<SignInResult> {
  const parsed = credentialsSchema.safeParse(input);
  if (!parsed.success) return { outcome: 'failed', error: invalidInput(parsed.error).error };
  const response = await exchange.call<SessionAnswer>('POST', '/sign-in/email', parsed.data);
  const result = firstFactorResult(response.ok ? { data: response.data } : { error: response.error }, {
    emailEnumerationProtection: tenant.emailEnumerationProtection,
  });
  if (result.outcome === 'failed') return result;
  if (result.outcome === 'success') return { outcome: 'success', user: authUserFrom((response as { data: { user: ProviderUser } }).data.user) };
  const context = await exchange.auth.$context;
  const found = await context.internalAdapter.findUserByEmail(parsed.data.email);
  const phone = (found?.user as { phoneNumber?: string | null } | undefined)?.phoneNumber;
  const codeSent = result.methods.includes('otp') && Boolean(phone) && (await exchange.call('POST', '/two-factor/send-otp', {})).ok;
  return { ...result, maskedPhone: maskedPhoneNumber(phone), codeSent };
}

/** Spec §7 "SMS second factor": the code from the text message finishes the pending sign-in. */
export async function verifySecondFactor(exchange: AuthExchange, input: unknown): Promise<SecondFactorResult> {
  const parsed = codeSchema.safeParse(input);
  if (!parsed.success) return { outcome: 'temporarilyFailed', error: invalidInput(parsed.error).error };
  const response = await exchange.call('POST', '/two-factor/verify-otp', parsed.data);
  return secondFactorResult(response.ok ? { data: response.data } : { error: response.error });
}

/** Sends a new code for the pending sign-in (the "resend" link of the second-factor step). */
export async function resendSecondFactorCode(exchange: AuthExchange): Promise<AuthActionResult> {
  const response = await exchange.call('POST', '/two-factor/send-otp', {});
  return response.ok ? { ok: true, data: null } : { ok: false, error: mapAuthError(response.error, { operation: 'secondFactor' }) };
}

/** Spec §7 "Anonymous sign-in": a session for browsing, upgraded later by signing up. */
export async function signInAnonymously(exchange: AuthExchange): Promise<AuthActionResult<AuthUser>> {
  const response = await exchange.call<{ user: ProviderUser }>('POST', '/sign-in/anonymous', {});
  return response.ok ? { ok: true, data: authUserFrom(response.data.user) } : { ok: false, error: mapAuthError(response.error, { operation: 'other' }) };
}

/** Spec §7 "Sign-out": ends the session on the server, not only in the browser. */
export async function signOut(exchange: AuthExchange): Promise<AuthActionResult> {
  const response = await exchange.call('POST', '/sign-out', {});
  return response.ok ? { ok: true, data: null } : { ok: false, error: mapAuthError(response.error, { operation: 'other' }) };
}

/** Ends every other session of this user (a lost phone, a shared computer). */
export async function signOutOtherSessions(exchange: AuthExchange): Promise<AuthActionResult> {
  const response = await exchange.call('POST', '/revoke-other-sessions', {});
  return response.ok ? { ok: true, data: null } : { ok: false, error: mapAuthError(response.error, { operation: 'other' }) };
}
