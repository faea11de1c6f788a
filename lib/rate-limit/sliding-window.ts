import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { rateLimits } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';

export type RateLimit = { limit: number; windowMs: number };
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts a hit against `key` if a sliding window allows it: the hits of the current window of the
 * clock plus the previous window's, weighted by how much of the last `windowMs` it still covers.
 * A burst at the end of one window still counts just after it, so nobody gets twice the limit around
 * a boundary, as plain fixed windows allow. The database refuses the hit past the limit (the
 * increment's condition), so simultaneous hits never overshoot it; a refused hit is not counted,
 * so trying again early does not push the wait further. The counters live in the database, so every
 * app instance shares them and a restart does not reset them.
 */
export async function takeHit(db: Db, key: string, { limit, windowMs }: RateLimit, now = new Date()): Promise<RateDecision> {
  const windows = windowAt(now, windowMs);
  const previous = await hitsIn(db, key, windows.previousStart);
  const carried = previous * (1 - windows.elapsed);
  const refusal = async () => slidingDecision(await hitsIn(db, key, windows.start), previous, { limit, windowMs }, now);
  if (carried + 1 > limit) return refusal();
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: windows.start, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
      setWhere: sql`${rateLimits.hits} + 1 + ${carried}::float8 <= ${limit}`,
    })
    .returning({ hits: rateLimits.hits });
  if (!row) return refusal();
  // The first hit of a window sweeps windows that ended more than a day ago.
  if (row.hits === 1) await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 86_400_000 - windowMs)));
  return { allowed: true };
}

/**
 * Takes back a hit counted at `takenAt` (a guess counted before its answer was known, which turned out
 * not to count). Never below zero, so a hit already swept with its window is not taken twice.
 */
export async function giveBackHit(db: Db, key: string, { windowMs }: RateLimit, takenAt: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`${rateLimits.hits} - 1` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowAt(takenAt, windowMs).start), sql`${rateLimits.hits} > 0`));
}

/** Whether `key` has used up its window already, without counting a hit (a check before an attempt that may not count). */
export async function isSpent(db: Db, key: string, { limit, windowMs }: RateLimit, now = new Date()): Promise<RateDecision> {
  const windows = windowAt(now, windowMs);
  const [current, previous] = await Promise.all([hitsIn(db, key, windows.start), hitsIn(db, key, windows.previousStart)]);
  return slidingDecision(current, previous, { limit, windowMs }, now);
}

async function hitsIn(db: Db, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
  return row?.hits ?? 0;
}

/** The window of the clock `now` falls in, the one before it, and the share of this one gone by. */
function windowAt(now: Date, windowMs: number) {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start: new Date(start), previousStart: new Date(start - windowMs), elapsed: (now.getTime() - start) / windowMs };
}

/**
 * Whether one more hit is allowed, `counted` being the current window's hits so far: allowed while
 * the sliding count with it is within the limit; otherwise refused until it would be.
 */
export function slidingDecision(counted: number, previous: number, { limit, windowMs }: RateLimit, now: Date): RateDecision {
  const { elapsed } = windowAt(now, windowMs);
  if (counted + 1 + previous * (1 - elapsed) <= limit) return { allowed: true };
  // Within this window once enough of the previous one has slid out, if this one leaves room;
  // otherwise in the next window, once enough of this one has.
  const room = limit - counted - 1;
  const waitWindows = room > 0 && previous > 0 ? 1 - room / previous - elapsed : 1 - elapsed + Math.max(0, 1 - (limit - 1) / counted);
  // Rounded to the millisecond first, so float error in the fractions never adds a whole second.
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.round(waitWindows * windowMs) / 1000)) };
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
