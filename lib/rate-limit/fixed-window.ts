import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { rateLimits } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';

export type RateLimit = { limit: number; windowMs: number };
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts a hit against `key` in the current fixed window. The counter lives in the database, so
 * every app instance shares it and a restart does not reset it.
 */
export async function takeHit(db: Db, key: string, { limit, windowMs }: RateLimit, now = new Date()): Promise<RateDecision> {
  const windowStart = windowStartOf(now, windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { hits: sql`${rateLimits.hits} + 1` } })
    .returning({ hits: rateLimits.hits });
  const hits = row?.hits ?? 1;
  // The first hit of a window sweeps windows that ended more than a day ago.
  if (hits === 1) await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 86_400_000 - windowMs)));
  return hits <= limit ? { allowed: true } : refused(windowStart, windowMs, now);
}

/** Whether `key` has used up its window already, without counting a hit (a check before an attempt that may not count). */
export async function isSpent(db: Db, key: string, { limit, windowMs }: RateLimit, now = new Date()): Promise<RateDecision> {
  const windowStart = windowStartOf(now, windowMs);
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
  return (row?.hits ?? 0) < limit ? { allowed: true } : refused(windowStart, windowMs, now);
}

function windowStartOf(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

function refused(windowStart: Date, windowMs: number, now: Date): RateDecision {
  return { allowed: false, retryAfterSeconds: Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000) };
}

/**
 * Counts a hit and, once `key` is over its limit, answers the refusal in the one error vocabulary:
 * `rateLimited` with Retry-After and the caller's words for "try again in N minutes". Null while
 * the hit is allowed.
 */
export async function rateLimitRefusal(
  db: Db,
  key: string,
  limit: RateLimit,
  tryAgain: (minutes: number) => string,
  now = new Date(),
): Promise<AppError | null> {
  const decision = await takeHit(db, key, limit, now);
  if (decision.allowed) return null;
  return new AppError('rateLimited', tryAgain(Math.ceil(decision.retryAfterSeconds / 60)), { retryAfterSeconds: decision.retryAfterSeconds });
}
