import 'server-only';
import { type BetterAuthPlugin, APIError } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { users, vendorUsers } from '@/lib/db/schema';
import { giveBackHit, takeHit, type RateLimit } from '@/lib/rate-limit/sliding-window';
import { hasControlCharacters } from '@/lib/text/typed-text';

/**
 * The request header better-auth reads the caller's address from (rate limits, session records).
 * Only our route handler writes it; anything a caller sends under this name is dropped first.
 */
export const CLIENT_ADDRESS_HEADER = 'x-storefront-client-address';

/**
 * Marks a session read made by the server itself while rendering a page (auth-exchange.ts), which the
 * per-address limits do not count: a script polling /api/auth/get-session from a studio's shared
 * address must not sign every colleague out of their pages (issue 9, decision 76). The value is
 * this process's own secret, and the public route drops the header from what callers send.
 */
export const SERVER_CALL_HEADER = 'x-storefront-server-call';
export const SERVER_CALL_TOKEN = crypto.randomUUID();

/**
 * better-auth's rate limits, per caller address (IPv6 grouped by /64) and path, counted in the
 * database so they hold across app instances (docs/decisions/0042, 0076). Windows are in seconds. A
 * refused request gets 429 with Retry-After. Sized for a studio of 200 people behind one address:
 * guessing one account's password or codes is held back per account instead (guessLimits, below).
 */
export const AUTH_RATE_LIMITS = {
  /** Credential stuffing from one address; one account's guesses are limited per account. */
  '/sign-in/email': { window: 60, max: 30 },
  /** Creating accounts (also linking an anonymous one); each also needs a solved bot check. */
  '/sign-up/email': { window: 3600, max: 30 },
  '/sign-in/anonymous': { window: 60, max: 60 },
  /** Sending a code costs money (SMS) and can be used to pester a phone. */
  '/two-factor/send-otp': { window: 60, max: 10 },
  '/phone-number/send-otp': { window: 60, max: 10 },
  /** Guessing codes; each code allows five wrong tries, each account ten in a quarter of an hour. */
  '/two-factor/verify-otp': { window: 300, max: 60 },
  '/two-factor/verify-totp': { window: 300, max: 60 },
  '/two-factor/verify-backup-code': { window: 300, max: 60 },
  '/phone-number/verify': { window: 300, max: 60 },
  '/send-verification-email': { window: 60, max: 10 },
  '/change-password': { window: 60, max: 20 },
  /** "Forgot password?" sends an email each time; a studio of 200 behind one address needs a few (issue 24 §3). */
  '/request-password-reset': { window: 3600, max: 30 },
  '/reset-password': { window: 300, max: 30 },
  '/change-email': { window: 60, max: 20 },
} as const;

/** Everything else under /api/auth, the session reads of open tabs included. */
export const AUTH_DEFAULT_RATE_LIMIT = { window: 60, max: 1200 } as const;

type RateRule = { window: number; max: number };

/** The server reading a session for a page it renders is not counted (SERVER_CALL_HEADER, above). */
function unlessServerCall(rule: RateRule) {
  return (request: Request) => (request.headers.get(SERVER_CALL_HEADER) === SERVER_CALL_TOKEN ? false : rule);
}

/** The rules better-auth is given: the limits above, and session reads free for the server's own renders. */
export const AUTH_RATE_RULES = {
  ...AUTH_RATE_LIMITS,
  '/get-session': unlessServerCall(AUTH_DEFAULT_RATE_LIMIT),
  '/token': unlessServerCall(AUTH_DEFAULT_RATE_LIMIT),
};

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
/**
 * "Forgot password?" emails per account (issue 24 §3): three an hour, whichever addresses ask, so
 * nobody can fill a crew member's inbox. A request past them is answered as every request is, and
 * sends nothing: the answer never says whether the email has an account.
 */
export const PASSWORD_RESETS_PER_ACCOUNT: RateLimit = { limit: 3, windowMs: 60 * 60_000 };
export const PASSWORD_RESET_ANSWER = 'If this email exists in our system, check your email for the reset link';

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
    .where(
      and(
        eq(users.email, email.trim().toLowerCase()),
        sql`(${address} = any(${vendorUsers.ipAddresses}) or ${`${address}/64`} = any(${vendorUsers.ipAddresses}))`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Guesses are counted before they are checked, in one statement that refuses the hit past the limit
 * (issue 23 §2): counted after the answer, twenty guesses sent at once all read a count below ten and
 * were all checked. A guess whose answer was not "wrong" (a right password, a refusal for another
 * reason) is given back afterwards. What was counted is kept per request, from the before hook to
 * the after hook.
 */
type CountedGuess = { key: string; limit: RateLimit; at: Date };
const countedGuesses = new WeakMap<object, CountedGuess>();
const requestOf = (ctx: { request?: Request; headers?: Headers }) => ctx.request ?? ctx.headers;

async function countGuess(db: Db, ctx: { request?: Request; headers?: Headers }, key: string, limit: RateLimit) {
  const at = new Date();
  const decision = await takeHit(db, key, limit, at);
  const request = requestOf(ctx);
  if (decision.allowed && request) countedGuesses.set(request, { key, limit, at });
  return decision;
}

/** After the answer: a guess that was not a wrong one (401) does not count against the account. */
async function settleGuess(db: Db, ctx: { request?: Request; headers?: Headers; context: { returned?: unknown } }) {
  const request = requestOf(ctx);
  const counted = request && countedGuesses.get(request);
  if (!counted) return;
  countedGuesses.delete(request);
  const returned = ctx.context.returned;
  if (returned instanceof APIError && returned.statusCode === 401) return;
  await giveBackHit(db, counted.key, counted.limit, counted.at);
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
            const decision = await countGuess(db, ctx, keyOf(email), PASSWORD_GUESSES_PER_ACCOUNT);
            if (decision.allowed || (await isOwnersAddress(db, email, ctx.headers?.get(CLIENT_ADDRESS_HEADER)))) return;
            throw tooMany(ACCOUNT_GUESSES_CODE, 'passwords', decision.retryAfterSeconds, ', or log in from where you usually do');
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/request-password-reset',
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (!email) return;
            const decision = await takeHit(db, `password-resets:${email.trim().toLowerCase()}`, PASSWORD_RESETS_PER_ACCOUNT);
            if (!decision.allowed) return ctx.json({ status: true, message: PASSWORD_RESET_ANSWER });
          }),
        },
        {
          matcher: (ctx) => CODE_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const userId = await pendingSignInUser(ctx);
            if (!userId) return;
            const decision = await countGuess(db, ctx, codeKeyOf(userId), CODE_GUESSES_PER_ACCOUNT);
            if (!decision.allowed) throw tooMany(CODE_GUESSES_CODE, 'codes', decision.retryAfterSeconds, '');
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === '/sign-in/email' || CODE_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => settleGuess(db, ctx)),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
