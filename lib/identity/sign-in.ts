import 'server-only';
import { z } from 'zod';
import type { Db } from '@/lib/db';
import { env } from '@/lib/env/env';
import { fail, type Result } from '@/lib/errors/app-error';
import { locateRequest, type GeolocationEnv } from '@/lib/geolocation/ip-service';
import { signInLocationFields } from '@/lib/geolocation/sign-in-location';
import { clientAddress } from '@/lib/http/client-ip';
import { tenant } from '@/lib/tenant';
import { typedLine } from '@/lib/text/typed-text';
import type { VendorUserRecord } from '@/lib/vendor-users/repository';
import { VendorUserCreationError, type PriorAuthStatus } from '@/lib/vendor-users/sign-up-fields';
import { recordLogIn, type LogInRecord } from './log-in-record';
import { maskedPhoneNumber } from './status/after-auth';
import { currentSession, type AuthExchange } from './auth/auth-exchange';
import { authUserFrom, type AuthUser, type ProviderUser } from './status/auth-status';
import { ERROR_MESSAGES, firstFactorResult, mapAuthError, secondFactorResult } from './auth/errors';

/**
 * The spec §7 calls that start or end a session, as server functions over better-auth's HTTP
 * handler: log-in with email and password, the SMS second factor, the guest session, sign-out, and
 * an admin's "Sign in as". A log-in then reads or creates the vendor user record (spec §7
 * "Document database"). Each answers a Result; none throws for a provider's refusal.
 */

/** A password typed to prove who one is (log-in, turning log-in codes on or off): any, but not none. */
export const passwordSchema = z.string().min(1, 'Enter your password.').max(1024);

export const credentialsSchema = z.object({
  email: z.email('Enter your email address.').trim().toLowerCase(),
  password: passwordSchema,
});
export type Credentials = z.infer<typeof credentialsSchema>;

/** A texted code: six digits. */
export const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code.');
export const secondFactorSchema = z.object({ code: codeSchema, trustDevice: z.boolean().optional() });
export type SecondFactorInput = z.infer<typeof secondFactorSchema>;

export type VendorUserLogIn = {
  user: AuthUser;
  /** Spec §3: wasNotAuthenticated at a fresh sign-up, wasAnonymous when an anonymous session signs up, wasAuthenticated at log-in and start-up. */
  priorStatus: PriorAuthStatus;
  /** The ALTCHA payload verifyCaptcha accepted with the action "signup"; only sign-up has one. */
  captchaToken?: string | null;
  /** At sign-up, the email as typed: displayName keeps its case (spec §3). */
  typedEmail?: string | null;
  /** The browser request's headers: its address and location go on the record. */
  headers: Headers;
  now?: number;
  geolocation?: GeolocationEnv;
  /**
   * Look the caller up at the IP service (spec §3 _geoloc and ipLocation): at sign-up and log-in.
   * Start-up runs on every full page load and leaves the location as it was, so no page waits on it.
   */
  locate?: boolean;
};

/**
 * Spec §7 "Document database" on sign-up, log-in (after the second factor too) and start-up: this
 * tenant's record of the user is read and touched, or created with every default (decisions 36,
 * 37, 51). vendorName is the tenant's vendor `name`, the identifier the vendors map uses, not its
 * display name. Returns newVendorUser for §2 navigation.
 */
export async function recordVendorUserLogIn(
  db: Db,
  { user, priorStatus, captchaToken = null, typedEmail = null, headers, now = Date.now(), geolocation = env(), locate = true }: VendorUserLogIn,
): Promise<LogInRecord> {
  const location = locate ? signInLocationFields(await locateRequest(headers, geolocation)) : null;
  return recordLogIn(db, {
    vendorId: tenant.vendor.id,
    vendorName: tenant.vendor.name,
    uid: user.uid,
    email: user.email,
    typedEmail,
    captchaToken,
    priorStatus,
    ipAddress: clientAddress(headers, geolocation.TRUST_PROXY === 'true'),
    location,
    emailVerified: user.emailVerified,
    now,
  });
}

/** The signed-in person as the browser provider needs them, and newVendorUser for §2 navigation. */
export type SignedIn = { user: AuthUser; vendorUser: VendorUserRecord; newVendorUser: boolean };
export type SignInContext = { db: Db; headers: Headers; now?: number; geolocation?: GeolocationEnv };

/**
 * Records the log-in; if the record cannot be created (spec §5: no email, no captcha), the session
 * just made is ended, so nobody is left signed in without a record (start-up would sign them out).
 */
export async function withVendorUser(
  exchange: AuthExchange,
  user: AuthUser,
  login: Omit<VendorUserLogIn, 'user' | 'headers'>,
  context: SignInContext,
): Promise<Result<SignedIn>> {
  try {
    const { vendorUser, newVendorUser } = await recordVendorUserLogIn(context.db, {
      ...login,
      user,
      headers: context.headers,
      now: context.now,
      geolocation: context.geolocation,
    });
    return { ok: true, data: { user, vendorUser, newVendorUser } };
  } catch (error) {
    await signOut(exchange);
    if (error instanceof VendorUserCreationError) return fail('invalid', error.message, { reason: error.code });
    throw error;
  }
}

/** A first factor that needs the second (spec §8 multiFactorRequired): the message, and the phone the code went to, masked. */
export type SecondFactorNeeded = { step: '2faRequired'; message: string; methods: string[]; maskedPhone: string | null; codeSent: boolean };
export type LogIn = ({ step: 'signedIn' } & SignedIn) | SecondFactorNeeded;

type SessionAnswer = { user: ProviderUser } | { twoFactorRedirect: true; twoFactorMethods: string[] };

/** Spec §7 "Sign in with email and password"; with a second factor, the SMS code is sent at once. */
export async function signInWithEmail(exchange: AuthExchange, input: Credentials): Promise<Result<{ step: 'signedIn'; user: AuthUser } | SecondFactorNeeded>> {
  const response = await exchange.call<SessionAnswer>('POST', '/sign-in/email', input);
  const result = firstFactorResult(response.ok ? { data: response.data } : { error: response.error }, {
    emailEnumerationProtection: tenant.emailEnumerationProtection,
  });
  if (!result.ok) return result;
  if (result.data.step === 'signedIn')
    return { ok: true, data: { step: 'signedIn', user: authUserFrom((response as { data: { user: ProviderUser } }).data.user) } };
  const context = await exchange.auth.$context;
  const found = await context.internalAdapter.findUserByEmail(input.email);
  const phone = (found?.user as { phoneNumber?: string | null } | undefined)?.phoneNumber;
  const codeSent = result.data.methods.includes('otp') && Boolean(phone) && (await exchange.call('POST', '/two-factor/send-otp', {})).ok;
  return { ok: true, data: { ...result.data, maskedPhone: maskedPhoneNumber(phone), codeSent } };
}

/** Log-in as the page runs it: the credentials, then the vendor user record (or the second factor's step). */
export async function logInWithEmail(exchange: AuthExchange, input: Credentials, context: SignInContext): Promise<Result<LogIn>> {
  const result = await signInWithEmail(exchange, input);
  if (!result.ok || result.data.step === '2faRequired') return result as Result<LogIn>;
  const recorded = await withVendorUser(exchange, result.data.user, { priorStatus: 'wasAuthenticated' }, context);
  return recorded.ok ? { ok: true, data: { step: 'signedIn', ...recorded.data } } : recorded;
}

/** Spec §7 "SMS second factor": the code from the text message finishes the pending sign-in. */
export async function verifySecondFactor(exchange: AuthExchange, input: SecondFactorInput): Promise<Result> {
  const response = await exchange.call('POST', '/two-factor/verify-otp', input);
  return secondFactorResult(response.ok ? { data: response.data } : { error: response.error });
}

/** The SMS code finishes the pending log-in; then the record is read and touched like any log-in. */
export async function finishSecondFactor(exchange: AuthExchange, input: SecondFactorInput, context: SignInContext): Promise<Result<SignedIn>> {
  const verified = await verifySecondFactor(exchange, input);
  if (!verified.ok) return verified;
  const session = await currentSession(exchange);
  if (!session) return fail('refused', ERROR_MESSAGES.codeExpired, { reason: 'codeExpired' });
  return withVendorUser(exchange, authUserFrom(session.user), { priorStatus: 'wasAuthenticated' }, context);
}

/** Sends a new code for the pending sign-in (the "resend" link of the second-factor step). */
export async function resendSecondFactorCode(exchange: AuthExchange): Promise<Result> {
  const response = await exchange.call('POST', '/two-factor/send-otp', {});
  return response.ok ? { ok: true, data: null } : { ok: false, error: mapAuthError(response.error, { operation: 'secondFactor' }, response.retryAfterSeconds) };
}

/** Spec §7 "Anonymous sign-in": a session for browsing, upgraded later by signing up. */
export async function signInAnonymously(exchange: AuthExchange): Promise<Result<AuthUser>> {
  const response = await exchange.call<{ user: ProviderUser }>('POST', '/sign-in/anonymous', {});
  return response.ok
    ? { ok: true, data: authUserFrom(response.data.user) }
    : { ok: false, error: mapAuthError(response.error, { operation: 'other' }, response.retryAfterSeconds) };
}

/** Spec §7 "Sign-out": ends the session on the server, not only in the browser. */
export async function signOut(exchange: AuthExchange): Promise<Result> {
  const response = await exchange.call('POST', '/sign-out', {});
  return response.ok ? { ok: true, data: null } : { ok: false, error: mapAuthError(response.error, { operation: 'other' }) };
}

/** Ends every other session of this user (a lost phone, a shared computer). */
export async function signOutOtherSessions(exchange: AuthExchange): Promise<Result> {
  const response = await exchange.call('POST', '/revoke-other-sessions', {});
  return response.ok ? { ok: true, data: null } : { ok: false, error: mapAuthError(response.error, { operation: 'other' }, response.retryAfterSeconds) };
}

export const impersonateSchema = z.object({ userId: typedLine('the account').min(1).max(200) });

/**
 * Spec §6, §7 "Sign in as another user for an operator": better-auth's admin plugin, which allows it
 * to the admin role only (and never of another admin) and marks the session with impersonatedBy (the
 * page shows the banner from it). Stopping returns to the admin's own session.
 */
export async function impersonateUser(exchange: AuthExchange, input: z.infer<typeof impersonateSchema>): Promise<Result<AuthUser>> {
  const response = await exchange.call<{ user: ProviderUser }>('POST', '/admin/impersonate-user', input);
  return response.ok ? { ok: true, data: authUserFrom(response.data.user) } : { ok: false, error: mapAuthError(response.error, { operation: 'other' }) };
}

export async function stopImpersonating(exchange: AuthExchange): Promise<Result<AuthUser>> {
  const response = await exchange.call<{ user: ProviderUser }>('POST', '/admin/stop-impersonating', {});
  return response.ok ? { ok: true, data: authUserFrom(response.data.user) } : { ok: false, error: mapAuthError(response.error, { operation: 'other' }) };
}
