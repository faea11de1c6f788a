import 'server-only';
import { BASE_ERROR_CODES } from 'better-auth';
import { PHONE_NUMBER_ERROR_CODES, TWO_FACTOR_ERROR_CODES } from 'better-auth/client/plugins';
import { AppError, type AppErrorCode, type Result } from '@/lib/errors/app-error';
import { VENDOR_USER_CREATION_MESSAGES } from '@/lib/vendor-users/sign-up-fields';

/**
 * The error catalogue of spec §8. The first seven messages are the spec's, character for character
 * (its typo "authenticater" included: tests and support scripts match on it). The spec gives no
 * text for the rest; ours are in docs/decisions/0033-error-catalogue-messages.md.
 */
export const ERROR_MESSAGES = {
  emailAlreadyInUse: 'This email address is already registered. Please log in.',
  userNotFound: 'There is no user record corresponding to this identifier. The user may have been deleted.',
  wrongPassword: 'The password is invalid or the user does not have a password.',
  invalidEmailLoginLink: 'Invalid sign in with email link',
  passwordChangeUserNotFound: 'Expecting an authenticater user to have the same email.',
  missingEmail: VENDOR_USER_CREATION_MESSAGES.missingEmail,
  captchaMissing: VENDOR_USER_CREATION_MESSAGES.captchaMissing,

  invalidCredentials: 'The email address or password is incorrect.',
  multiFactorRequired: 'Enter the code we sent to your phone to finish logging in.',
  invalidVerificationCode: 'That code is not right. Check the text message and try again.',
  codeExpired: 'That code has expired. Log in again to get a new one.',
  tooManyAttempts: 'Too many wrong codes. Log in again to get a new one.',
  requiresRecentLogin: 'For your security, log in again and then try once more.',
  emailNeeds2ndFactorVerification: 'Confirm the code sent to your phone before changing your email address.',
  commonPassword: 'This password is one of the most common, so it is among the first ones guessed. Please choose another.',
} as const;

export type AuthErrorKind = keyof typeof ERROR_MESSAGES | 'other';

/**
 * Codes our own handlers raise where better-auth has none (change email for a user with a second
 * factor, change password without a matching email, a bad email sign-in link).
 */
export const APP_ERROR_CODES = {
  EMAIL_NEEDS_SECOND_FACTOR_VERIFICATION: 'EMAIL_NEEDS_SECOND_FACTOR_VERIFICATION',
  PASSWORD_CHANGE_EMAIL_MISMATCH: 'PASSWORD_CHANGE_EMAIL_MISMATCH',
  INVALID_EMAIL_LOGIN_LINK: 'INVALID_EMAIL_LOGIN_LINK',
} as const;

/** The error better-auth's client returns ({ code, message, status, statusText }) or an APIError body. */
export type ProviderError = { code?: string | null; message?: string | null; status?: number };

/** Where the error happened: the same code means different things in different calls. */
export type AuthOperation = 'logIn' | 'secondFactor' | 'signUp' | 'linkAnonymous' | 'changeEmail' | 'changePassword' | 'other';

export type MapOptions = {
  operation: AuthOperation;
  /**
   * Tenant flag `emailEnumerationProtection` (default false): answer an unknown email and a wrong
   * password with one message so nobody can probe which addresses have accounts.
   */
  emailEnumerationProtection?: boolean;
};

const EMAIL_IN_USE = new Set<string>([
  // The admin plugin's createUser uses the same two codes as sign-up.
  BASE_ERROR_CODES.USER_ALREADY_EXISTS.code,
  BASE_ERROR_CODES.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL.code,
]);

const LOG_IN_CREDENTIALS = new Set<string>([
  BASE_ERROR_CODES.USER_NOT_FOUND.code,
  BASE_ERROR_CODES.INVALID_PASSWORD.code,
  BASE_ERROR_CODES.INVALID_EMAIL_OR_PASSWORD.code,
]);

const PASSWORD_CHANGE_NO_MATCHING_USER = new Set<string>([
  BASE_ERROR_CODES.USER_NOT_FOUND.code,
  BASE_ERROR_CODES.CREDENTIAL_ACCOUNT_NOT_FOUND.code,
  BASE_ERROR_CODES.EMAIL_MISMATCH.code,
  APP_ERROR_CODES.PASSWORD_CHANGE_EMAIL_MISMATCH,
]);

/** A wrong code: the pending sign-in is still good, so the user may try again. */
const INVALID_CODE = new Set<string>([
  TWO_FACTOR_ERROR_CODES.INVALID_CODE.code,
  TWO_FACTOR_ERROR_CODES.INVALID_BACKUP_CODE.code,
  PHONE_NUMBER_ERROR_CODES.INVALID_OTP.code,
]);

/** The code or the pending sign-in it belonged to is gone: only a new log-in sends a new one. */
const CODE_EXPIRED = new Set<string>([
  TWO_FACTOR_ERROR_CODES.OTP_HAS_EXPIRED.code,
  TWO_FACTOR_ERROR_CODES.INVALID_TWO_FACTOR_COOKIE.code,
  PHONE_NUMBER_ERROR_CODES.OTP_EXPIRED.code,
  PHONE_NUMBER_ERROR_CODES.OTP_NOT_FOUND.code,
]);

const TOO_MANY_ATTEMPTS = new Set<string>([TWO_FACTOR_ERROR_CODES.TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE.code, PHONE_NUMBER_ERROR_CODES.TOO_MANY_ATTEMPTS.code]);

/** Permanent: an expired code, too many tries, and a locked account (its provider message says when to come back). */
const PERMANENT_SECOND_FACTOR_REASONS = new Set<string>(['codeExpired', 'tooManyAttempts', TWO_FACTOR_ERROR_CODES.ACCOUNT_TEMPORARILY_LOCKED.code]);

const REQUIRES_RECENT_LOGIN = new Set<string>([BASE_ERROR_CODES.SESSION_NOT_FRESH.code, BASE_ERROR_CODES.SESSION_EXPIRED.code]);

/** Used when a provider error carries no message at all (a dropped connection, an empty body). */
const NO_MESSAGE = 'Something went wrong. Please try again.';

function kindOf(code: string, { operation, emailEnumerationProtection = false }: MapOptions): AuthErrorKind {
  if (EMAIL_IN_USE.has(code)) return 'emailAlreadyInUse';
  if (operation === 'logIn' && LOG_IN_CREDENTIALS.has(code)) {
    if (emailEnumerationProtection) return 'invalidCredentials';
    if (code === BASE_ERROR_CODES.USER_NOT_FOUND.code) return 'userNotFound';
    if (code === BASE_ERROR_CODES.INVALID_PASSWORD.code) return 'wrongPassword';
    // better-auth's own combined answer, when the sign-in hook could not tell which it was.
    return 'invalidCredentials';
  }
  if (operation === 'changePassword') {
    if (PASSWORD_CHANGE_NO_MATCHING_USER.has(code)) return 'passwordChangeUserNotFound';
    // Re-authenticating with the old password failed.
    if (code === BASE_ERROR_CODES.INVALID_PASSWORD.code) return 'wrongPassword';
  }
  if (INVALID_CODE.has(code)) return 'invalidVerificationCode';
  if (CODE_EXPIRED.has(code)) return 'codeExpired';
  if (TOO_MANY_ATTEMPTS.has(code)) return 'tooManyAttempts';
  if (REQUIRES_RECENT_LOGIN.has(code)) return 'requiresRecentLogin';
  if (code === APP_ERROR_CODES.EMAIL_NEEDS_SECOND_FACTOR_VERIFICATION) return 'emailNeeds2ndFactorVerification';
  if (code === APP_ERROR_CODES.INVALID_EMAIL_LOGIN_LINK) return 'invalidEmailLoginLink';
  return 'other';
}

/** The app's error code for a catalogued kind, else from the provider's HTTP status. */
const KIND_CODES: Partial<Record<AuthErrorKind, AppErrorCode>> = {
  emailAlreadyInUse: 'conflict',
  invalidVerificationCode: 'invalid',
  tooManyAttempts: 'rateLimited',
  requiresRecentLogin: 'unauthenticated',
  emailNeeds2ndFactorVerification: 'refused',
};

function appCodeFor(kind: AuthErrorKind, status: number | undefined): AppErrorCode {
  const byKind = KIND_CODES[kind];
  if (byKind) return byKind;
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'refused';
  if (status === 404) return 'notFound';
  if (status === 409 || status === 422) return 'conflict';
  if (status === 429) return 'rateLimited';
  if (status === undefined || status === 0 || status >= 500) return 'unavailable';
  return 'invalid';
}

/**
 * Spec §8 as an AppError: a catalogued error gets the catalogue's message and its kind as the
 * reason; any other keeps the provider's message, with the provider's code as the reason.
 */
export function mapAuthError(error: ProviderError, options: MapOptions, retryAfterSeconds: number | null = null): AppError {
  const code = error.code ?? null;
  const kind = code === null ? 'other' : kindOf(code, options);
  const message = kind === 'other' ? (error.message ?? NO_MESSAGE) : ERROR_MESSAGES[kind];
  return new AppError(appCodeFor(kind, error.status), message, { reason: kind === 'other' ? code : kind, retryAfterSeconds });
}

/**
 * Spec §4: a failed second-factor log-in either keeps the user waiting for the second factor
 * (temporarilyFailed) or sends them back to noToken (permanentlyFailed). Only an expired code, too
 * many attempts and a locked account are permanent; anything else (a wrong code, a rate limit, a
 * dropped connection) leaves the pending sign-in to be tried again, and if that pending sign-in has
 * in fact gone, the next try answers INVALID_TWO_FACTOR_COOKIE, which is permanent.
 */
export function secondFactorFailure(error: AppError): 'temporarilyFailed' | 'permanentlyFailed' {
  return PERMANENT_SECOND_FACTOR_REASONS.has(error.reason ?? '') ? 'permanentlyFailed' : 'temporarilyFailed';
}

/**
 * What the sign-in hook reports instead of better-auth's combined INVALID_EMAIL_OR_PASSWORD when
 * the tenant does not protect against email enumeration (docs/decisions/0034): an unknown email is
 * USER_NOT_FOUND; a known one (with or without a password) is INVALID_PASSWORD, as the spec's
 * message "…or the user does not have a password" expects.
 */
export function credentialFailureCode(accountExists: boolean): string {
  return accountExists ? BASE_ERROR_CODES.INVALID_PASSWORD.code : BASE_ERROR_CODES.USER_NOT_FOUND.code;
}

/**
 * The provider's "prefix" is a leading label followed by a colon: a product tag such as
 * "[Better Auth]: " or "Firebase: ", or an error code such as "TWO_FACTOR_REQUIRED: ". A colon later
 * in the sentence is not a prefix (docs/decisions/0035).
 */
const PROVIDER_PREFIX = /^\s*(?:\[[^\]\n]{1,40}\]|Better Auth|Firebase|[A-Z][A-Z0-9_]{2,}):\s*/;

export function stripProviderPrefix(message: string): string {
  return message.replace(PROVIDER_PREFIX, '');
}

/**
 * multiFactorRequired shows the provider's message without its prefix. better-auth answers a
 * second-factor sign-in with { twoFactorRedirect: true } and no message, so ours stands in.
 */
export function multiFactorRequiredMessage(providerMessage?: string | null): string {
  const stripped = providerMessage ? stripProviderPrefix(providerMessage).trim() : '';
  return stripped === '' ? ERROR_MESSAGES.multiFactorRequired : stripped;
}

/** What better-auth's client returns from a call: data on success, error on failure. */
export type ProviderResponse = { data?: unknown; error?: ProviderError | null };

export type FirstFactor =
  /** The "resolver" of spec §8: the methods the pending sign-in may be finished with. */
  { step: '2faRequired'; message: string; methods: string[] } | { step: 'signedIn' };

type TwoFactorRedirect = { twoFactorRedirect: true; twoFactorMethods?: unknown; message?: unknown };

function isTwoFactorRedirect(data: unknown): data is TwoFactorRedirect {
  return typeof data === 'object' && data !== null && (data as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;
}

/**
 * better-auth's answer to an email and password sign-in, read for 1ST_FACTOR_LOGIN (spec §4).
 * better-auth does not report multiFactorRequired as an error: it answers with
 * { twoFactorRedirect: true, twoFactorMethods } and a pending-sign-in cookie.
 */
export function firstFactorResult(response: ProviderResponse, options: { emailEnumerationProtection?: boolean } = {}): Result<FirstFactor> {
  if (response.error) return { ok: false, error: mapAuthError(response.error, { operation: 'logIn', ...options }) };
  if (isTwoFactorRedirect(response.data)) {
    const methods = Array.isArray(response.data.twoFactorMethods)
      ? response.data.twoFactorMethods.filter((method): method is string => typeof method === 'string')
      : [];
    const message = typeof response.data.message === 'string' ? response.data.message : null;
    return { ok: true, data: { step: '2faRequired', message: multiFactorRequiredMessage(message), methods } };
  }
  return { ok: true, data: { step: 'signedIn' } };
}

/** better-auth's answer to a second-factor code, read for 2ND_FACTOR_LOGIN (secondFactorFailure tells which failure). */
export function secondFactorResult(response: ProviderResponse): Result {
  return response.error ? { ok: false, error: mapAuthError(response.error, { operation: 'secondFactor' }) } : { ok: true, data: null };
}
