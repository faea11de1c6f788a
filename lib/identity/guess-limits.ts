import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { users, vendorUsers } from '@/lib/db/schema';
import { isSpent, takeHit, type RateLimit } from '@/lib/rate-limit/fixed-window';
import { hasControlCharacters } from '@/lib/text/typed-text';
import { CLIENT_ADDRESS_HEADER } from './client-address-header';

/**
 * Wrong passwords per account, whichever addresses they come from (issue 9, decision 75): the limit
 * per address alone let each new address guess five more times. Ten in a quarter of an hour, then
 * the account takes no password until the window ends, except from an address its owner has logged
 * in from before, so an attacker can slow a crew member down but never lock them out.
 */
export const PASSWORD_GUESSES_PER_ACCOUNT: RateLimit = { limit: 10, windowMs: 15 * 60_000 };
export const ACCOUNT_GUESSES_CODE = 'TOO_MANY_PASSWORD_GUESSES';
/**
 * Wrong second-factor codes per account, across codes and addresses: each code allows five tries, but
 * whoever has the password could ask for code after code. Ten in a quarter of an hour, then a wait.
 */
export const CODE_GUESSES_PER_ACCOUNT: RateLimit = { limit: 10, windowMs: 15 * 60_000 };
export const CODE_GUESSES_CODE = 'TOO_MANY_CODE_GUESSES';

const keyOf = (email: string) => `password-guesses:${email.trim().toLowerCase()}`;
const codeKeyOf = (userId: string) => `code-guesses:${userId}`;
const CODE_PATHS = new Set(['/two-factor/verify-otp', '/two-factor/verify-totp', '/two-factor/verify-backup-code']);

type HookContext = {
  getSignedCookie: (key: string, secret: string) => Promise<string | false | null>;
  context: {
    secret: string;
    createAuthCookie: (name: string) => { name: string };
    internalAdapter: { findVerificationValue: (identifier: string) => Promise<{ value: string } | null | undefined> };
  };
};

/** The user a pending second-factor sign-in belongs to, from its signed cookie, as better-auth's two-factor plugin finds it. */
async function pendingSignInUser(ctx: HookContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return verification?.value ?? null;
}

function tooMany(code: string, what: string, retryAfterSeconds: number, hint: string): APIError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code, message: `Too many wrong ${what} for this account. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}${hint}.` },
    { 'X-Retry-After': String(retryAfterSeconds) },
  );
}

function emailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  // Not an address (better-auth will say so): nothing to count, and a NUL would not reach PostgreSQL.
  return typeof email === 'string' && email.length <= 320 && !hasControlCharacters(email) ? email : null;
}

/** An address the account's owner logged in from (kept on their vendor user record, spec §3 ipAddresses). */
async function isOwnersAddress(db: Db, email: string, address: string | null | undefined): Promise<boolean> {
  if (!address) return false;
  const rows = await db
    .select({ uid: vendorUsers.uid })
    .from(vendorUsers)
    .innerJoin(users, eq(users.id, vendorUsers.uid))
    .where(and(eq(users.email, email.trim().toLowerCase()), sql`(${address} = any(${vendorUsers.ipAddresses}) or ${`${address}/64`} = any(${vendorUsers.ipAddresses}))`))
    .limit(1);
  return rows.length > 0;
}

export function guessLimits(db: Db) {
  return {
    id: 'guess-limits',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (!email) return;
            const decision = await isSpent(db, keyOf(email), PASSWORD_GUESSES_PER_ACCOUNT);
            if (decision.allowed || (await isOwnersAddress(db, email, ctx.headers?.get(CLIENT_ADDRESS_HEADER)))) return;
            throw tooMany(ACCOUNT_GUESSES_CODE, 'passwords', decision.retryAfterSeconds, ', or log in from where you usually do');
          }),
        },
        {
          matcher: (ctx) => CODE_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const userId = await pendingSignInUser(ctx);
            if (!userId) return;
            const decision = await isSpent(db, codeKeyOf(userId), CODE_GUESSES_PER_ACCOUNT);
            if (!decision.allowed) throw tooMany(CODE_GUESSES_CODE, 'codes', decision.retryAfterSeconds, '');
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            const email = emailOf(ctx.body);
            if (email && returned instanceof APIError && returned.statusCode === 401) await takeHit(db, keyOf(email), PASSWORD_GUESSES_PER_ACCOUNT);
          }),
        },
        {
          matcher: (ctx) => CODE_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            if (!(ctx.context.returned instanceof APIError) || ctx.context.returned.statusCode !== 401) return;
            const userId = await pendingSignInUser(ctx);
            if (userId) await takeHit(db, codeKeyOf(userId), CODE_GUESSES_PER_ACCOUNT);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
