import 'server-only';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { rateLimits } from '@/lib/db/schema';

export type RateLimit = { limit: number; windowMs: number };
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts a hit against `key` in the current fixed window. The counter lives in the database, so
 * every app instance shares it and a restart does not reset it.
 */
export async function takeHit(db: Db, key: string, { limit, windowMs }: RateLimit, now = new Date()): Promise<RateDecision> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { hits: sql`${rateLimits.hits} + 1` } })
    .returning({ hits: rateLimits.hits });
  const hits = row?.hits ?? 1;
  // The first hit of a window sweeps windows that ended more than a day ago.
  if (hits === 1) await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 86_400_000 - windowMs)));
  if (hits <= limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000) };
}
