import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { expireCookie } from 'better-auth/cookies';

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
