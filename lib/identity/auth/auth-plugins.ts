import 'server-only';
import { type BetterAuthPlugin, APIError, BASE_ERROR_CODES } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { expireCookie } from 'better-auth/cookies';
import { verifyCaptcha } from '@/lib/captcha/verify-captcha';
import type { Db } from '@/lib/db/open';
import { dictionary } from '@zxcvbn-ts/language-common';
import { APP_ERROR_CODES, credentialFailureCode, ERROR_MESSAGES } from './errors';

/**
 * Paths of better-auth's plugins the storefront does not offer. The phone-number plugin would
 * otherwise let a phone code alone sign in (skipping the password and the second factor) or reset
 * a password.
 */
export const DISABLED_AUTH_PATHS = [
  '/sign-in/phone-number',
  '/phone-number/request-password-reset',
  '/phone-number/reset-password',
  // Of the admin plugin, the storefront uses only "Sign in as" and its end. Roles change through
  // setStaffRole (audited) and `npm run admin:grant`; accounts are never edited from outside.
  '/admin/create-user',
  '/admin/set-user-password',
  '/admin/remove-user',
  '/admin/set-role',
  '/admin/update-user',
  '/admin/get-user',
  '/admin/list-users',
  '/admin/list-user-sessions',
  '/admin/revoke-user-session',
  '/admin/revoke-user-sessions',
  '/admin/ban-user',
  '/admin/unban-user',
  '/admin/has-permission',
];

type GuardOptions = { emailEnumerationProtection: boolean };

/** The calls that change how an account signs in: its email, password, second factor and sessions. */
const SIGN_IN_DETAIL_PATHS = new Set([
  '/change-email',
  '/change-password',
  '/two-factor/enable',
  '/two-factor/disable',
  '/phone-number/send-otp',
  '/phone-number/verify',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
]);
export const SUPPORT_SESSION_MESSAGE = 'A support session cannot change how the customer signs in.';
export const CHANGE_CODES_PHONE_MESSAGE = 'Turn log-in codes off first, with your password, to change the phone they go to.';

/** How long a verified code allows a change of email (the form's next press, not a later visit). */
const EMAIL_CHANGE_PROOF_SECONDS = 10 * 60;
const emailChangeProof = (sessionId: string) => `email-change-second-factor-${sessionId}`;

/** Whether the account has log-in codes on (the two-factor plugin's field, which the session type does not name). */
function hasLogInCodes(user: object): boolean {
  return (user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true;
}

function isApiError(value: unknown): value is APIError {
  return value instanceof APIError;
}

function errorCode(error: APIError): string | undefined {
  const body = error.body as { code?: unknown } | undefined;
  return typeof body?.code === 'string' ? body.code : undefined;
}

/**
 * Storefront rules better-auth has no option for, as one plugin so they run on every call, whether
 * through the HTTP handler or auth.api.
 */
export function storefrontGuards({ emailEnumerationProtection }: GuardOptions) {
  return {
    id: 'storefront-guards',
    hooks: {
      before: [
        {
          // A support session (an admin signed in as the customer, spec §6) sees what the customer
          // sees; it never changes how the customer signs in.
          matcher: (ctx) => SIGN_IN_DETAIL_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx);
            if (session?.session.impersonatedBy) throw APIError.fromStatus('FORBIDDEN', { message: SUPPORT_SESSION_MESSAGE });
          }),
        },
        {
          // Changing the email is refused with requiresRecentLogin (spec §8) unless the session was
          // created within freshAge; better-auth checks freshness only for deleting the account.
          matcher: (ctx) => ctx.path === '/change-email',
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx);
            // A guest has no email to change: giving it one would claim an address without the bot check (issue 9).
            if (!session || session.user.isAnonymous) throw APIError.from('UNAUTHORIZED', BASE_ERROR_CODES.FAILED_TO_GET_SESSION);
            const freshAgeMs = ctx.context.sessionConfig.freshAge * 1000;
            const age = Date.now() - new Date(session.session.createdAt).getTime();
            if (freshAgeMs !== 0 && age >= freshAgeMs) throw APIError.from('FORBIDDEN', BASE_ERROR_CODES.SESSION_NOT_FRESH);
            // Spec §8 emailNeeds2ndFactorVerification: with a second factor, a code verified for this
            // session in the last minutes is spent here (decision 82).
            if (hasLogInCodes(session.user)) {
              const proof = await ctx.context.internalAdapter.consumeVerificationValue(emailChangeProof(session.session.id)).catch(() => null);
              if (!proof || new Date(proof.expiresAt).getTime() < Date.now()) {
                throw APIError.from('FORBIDDEN', {
                  code: APP_ERROR_CODES.EMAIL_NEEDS_SECOND_FACTOR_VERIFICATION,
                  message: ERROR_MESSAGES.emailNeeds2ndFactorVerification,
                });
              }
            }
          }),
        },
        {
          // The most common passwords are refused however the account is made or changed (issue 9).
          matcher: (ctx) => ctx.path === '/sign-up/email' || ctx.path === '/change-password' || ctx.path === '/reset-password',
          handler: createAuthMiddleware(async (ctx) => {
            const body = ctx.body as { password?: unknown; newPassword?: unknown } | undefined;
            const password = ctx.path === '/sign-up/email' ? body?.password : body?.newPassword;
            if (typeof password === 'string' && isCommonPassword(password)) {
              throw APIError.from('BAD_REQUEST', { code: COMMON_PASSWORD_CODE, message: ERROR_MESSAGES.commonPassword });
            }
          }),
        },
        {
          // A phone is verified only to enrol it as a second factor, by a signed-in account: never
          // to sign in, and nobody can make us text a stranger's phone without an account.
          matcher: (ctx) => ctx.path === '/phone-number/send-otp' || ctx.path === '/phone-number/verify',
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx);
            if (!session || session.user.isAnonymous) throw APIError.from('UNAUTHORIZED', BASE_ERROR_CODES.FAILED_TO_GET_SESSION);
            const body = ctx.body as { phoneNumber?: unknown; updatePhoneNumber?: unknown; disableSession?: unknown } | undefined;
            // The account's own phone, enrolled again after the factor was turned off, is proved again
            // without adding it (better-auth refuses to add a number an account already has), and
            // without a session: better-auth then only marks that account's phone verified.
            const provingOwnPhone =
              body?.disableSession === true &&
              body.updatePhoneNumber !== true &&
              typeof body.phoneNumber === 'string' &&
              body.phoneNumber === session.user.phoneNumber;
            if (ctx.path === '/phone-number/verify' && body?.updatePhoneNumber !== true && !provingOwnPhone) {
              throw APIError.fromStatus('BAD_REQUEST', { message: 'A phone number is verified only to add it to your account.' });
            }
            // Log-in codes go to the account's phone: while they are on, a session alone (one left open,
            // or stolen) must not send them elsewhere. Turning them off asks for the password.
            if (ctx.path === '/phone-number/verify' && body?.updatePhoneNumber === true && hasLogInCodes(session.user)) {
              throw APIError.fromStatus('BAD_REQUEST', { message: CHANGE_CODES_PHONE_MESSAGE });
            }
          }),
        },
      ],
      after: [
        {
          // A code verified by a signed-in session (not a log-in) proves the second factor for a change of email.
          matcher: (ctx) => ctx.path === '/two-factor/verify-otp',
          handler: createAuthMiddleware(async (ctx) => {
            if (ctx.context.returned instanceof APIError) return;
            const session = await getSessionFromCtx(ctx).catch(() => null);
            if (!session) return;
            await ctx.context.internalAdapter.createVerificationValue({
              identifier: emailChangeProof(session.session.id),
              value: session.user.id,
              expiresAt: new Date(Date.now() + EMAIL_CHANGE_PROOF_SECONDS * 1000),
            });
          }),
        },
        {
          // docs/decisions/0034: better-auth answers an unknown email and a wrong password alike;
          // unless the tenant protects against email enumeration, tell them apart as spec §8 does.
          matcher: (ctx) => ctx.path === '/sign-in/email' && !emailEnumerationProtection,
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (!isApiError(returned) || errorCode(returned) !== BASE_ERROR_CODES.INVALID_EMAIL_OR_PASSWORD.code) return;
            const email = (ctx.body as { email?: unknown } | undefined)?.email;
            if (typeof email !== 'string') return;
            const found = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase()).catch(() => undefined);
            // Could not tell (the look-up failed): keep better-auth's combined answer.
            if (found === undefined) return;
            const isAnonymous = (found?.user as { isAnonymous?: boolean | null } | undefined)?.isAnonymous === true;
            const code = credentialFailureCode(found !== null && !isAnonymous);
            const known = code === BASE_ERROR_CODES.USER_NOT_FOUND.code ? BASE_ERROR_CODES.USER_NOT_FOUND : BASE_ERROR_CODES.INVALID_PASSWORD;
            throw APIError.from('UNAUTHORIZED', known);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

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
            if (!verified.ok) throw APIError.from('FORBIDDEN', { code: `CAPTCHA_${verified.error.reason?.toUpperCase()}`, message: verified.error.message });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

/** The users an anonymous session's belongings move between (uids). */
export type AnonymousLink = { from: string; to: string };

/**
 * Called once when an anonymous visitor signs up or logs in (spec §6: "carrying over everything the
 * anonymous user owned"), before better-auth deletes the anonymous user. Features that store
 * something for anonymous visitors move it from `from` to `to` here; today that is the vendor user
 * record, which lib/vendor-users supplies.
 */
export type OnAnonymousLinked = (link: AnonymousLink) => Promise<void>;

const PENDING_LINK_COOKIE = 'anonymous_link';
/** As long as better-auth's pending second-factor sign-in (twoFactorCookieMaxAge, 10 minutes). */
const PENDING_LINK_MAX_AGE = 600;
const SIGN_IN_PATHS = new Set(['/sign-in/email']);
const SECOND_FACTOR_PATHS = new Set(['/two-factor/verify-otp', '/two-factor/verify-totp', '/two-factor/verify-backup-code']);

function isTwoFactorRedirect(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;
}

/**
 * better-auth's anonymous plugin links at sign-in, but skips an account with a second factor: the
 * sign-in ends without a session, and the code is verified later on a path it does not watch, after
 * the anonymous session cookie is gone. This plugin carries the anonymous user across: at the
 * pending sign-in it remembers the anonymous uid in a signed cookie, and when the second factor
 * succeeds it calls the same hook and deletes the anonymous user, as the anonymous plugin would.
 * It must come after the two-factor plugin, whose hook turns the sign-in into a pending one.
 */
export function anonymousLinkAcrossSecondFactor(onAnonymousLinked: OnAnonymousLinked) {
  return {
    id: 'anonymous-link-across-second-factor',
    hooks: {
      after: [
        {
          matcher: (ctx) => SIGN_IN_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            if (!isTwoFactorRedirect(ctx.context.returned)) return;
            const current = await getSessionFromCtx(ctx, { disableRefresh: true });
            if (!current?.user.isAnonymous) return;
            const cookie = ctx.context.createAuthCookie(PENDING_LINK_COOKIE, { maxAge: PENDING_LINK_MAX_AGE });
            await ctx.setSignedCookie(cookie.name, current.user.id, ctx.context.secret, cookie.attributes);
          }),
        },
        {
          matcher: (ctx) => SECOND_FACTOR_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const cookie = ctx.context.createAuthCookie(PENDING_LINK_COOKIE, { maxAge: PENDING_LINK_MAX_AGE });
            const anonymousId = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
            const signedIn = ctx.context.newSession;
            // A wrong code leaves the pending sign-in, and this cookie, for the next try.
            if (!anonymousId || !signedIn) return;
            expireCookie(ctx, cookie);
            const anonymous = await ctx.context.internalAdapter.findUserById(anonymousId);
            if (!anonymous || !(anonymous as { isAnonymous?: boolean }).isAnonymous || anonymous.id === signedIn.user.id) return;
            await onAnonymousLinked({ from: anonymous.id, to: signedIn.user.id });
            await ctx.context.internalAdapter.deleteUser(anonymous.id);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

/**
 * The most common passwords (about 49,000, zxcvbn-ts's list, MIT): the first ones an attacker tries,
 * so refused at sign-up and password change (issue 9), as NIST SP 800-63B asks. Case does not help:
 * "Password1" is as common as "password1".
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_CODE = 'PASSWORD_TOO_COMMON';
