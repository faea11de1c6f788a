import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines } from '@/lib/db/schema';
import type { Tenant } from '@/lib/tenant';
import { tellOfLineMoves } from './hold-emails';
import { moveLine } from './move-line';

export type House = Pick<Tenant, 'request' | 'vendor' | 'holds' | 'locale'>;

/**
 * Second holds move up, oldest first (by the line's sequence), where their units are free now; each
 * promoted customer is told once all have moved, one email per request (decision 142). Each promotion is `moveLine`'s guarded move under the prop's row lock,
 * so two runs at once (two app instances, or a sweep beside a release) promote a line once.
 */
export async function promoteWaiting(db: Db, house: House, now = Date.now()): Promise<number> {
  const waiting = await db.select({ id: holdLines.id }).from(holdLines).where(eq(holdLines.state, 'secondHold')).orderBy(asc(holdLines.seq));
  const promoted: string[] = [];
  for (const line of waiting) {
    const moved = await moveLine(db, line.id, 'promote', 'system', { now });
    if (moved.ok) promoted.push(line.id);
  }
  await tellOfLineMoves(
    db,
    promoted.map((lineId) => ({ lineId, event: 'promote' as const })),
    house,
  );
  return promoted.length;
}
