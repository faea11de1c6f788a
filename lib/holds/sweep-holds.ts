import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests } from '@/lib/db/schema';
import type { Tenant } from '@/lib/tenant';
import { tellOfLineMove } from './hold-emails';
import { dueEvent, type LineState } from './hold-lifecycle';
import { startOfHouseDay } from './house-time';
import { moveLine } from './move-line';

type House = Pick<Tenant, 'request' | 'vendor' | 'holds' | 'locale'>;

/**
 * The system's own moves (issue 12 §3), run on a schedule: holds and challenges whose time ran out
 * expire, then second holds are promoted, oldest first, where their units are free. Each move is
 * `moveLine`'s guarded change, so two sweeps at once (two app instances) expire or promote a line
 * once, and only the sweep whose change landed tells the customer.
 */
export async function sweepHolds(db: Db, house: House, now = Date.now()): Promise<{ expired: number; promoted: number }> {
  const open = await db
    .select({ id: holdLines.id, state: holdLines.state, heldAt: holdLines.heldAt, challengedAt: holdLines.challengedAt, pickUpOn: holdRequests.pickUpOn })
    .from(holdLines)
    .innerJoin(holdRequests, eq(holdRequests.id, holdLines.requestId))
    .where(inArray(holdLines.state, ['held', 'challenged']));
  let expired = 0;
  for (const line of open) {
    const due = dueEvent(
      {
        state: line.state as LineState,
        heldAt: line.heldAt?.getTime() ?? null,
        challengedAt: line.challengedAt?.getTime() ?? null,
        pickUpAt: startOfHouseDay(line.pickUpOn, house.vendor.timezone),
      },
      now,
      house.holds,
    );
    if (!due) continue;
    const moved = await moveLine(db, line.id, due, 'system', { now });
    if (!moved.ok) continue;
    expired++;
    await tellOfLineMove(db, line.id, due, house);
  }
  const waiting = await db.select({ id: holdLines.id }).from(holdLines).where(eq(holdLines.state, 'secondHold')).orderBy(asc(holdLines.seq));
  let promoted = 0;
  for (const line of waiting) {
    const moved = await moveLine(db, line.id, 'promote', 'system', { now });
    if (!moved.ok) continue;
    promoted++;
    await tellOfLineMove(db, line.id, 'promote', house);
  }
  return { expired, promoted };
}
