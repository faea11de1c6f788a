import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests } from '@/lib/db/schema';
import { afterLineMove, type House, type LineMoved } from './after-line-move';
import { tellOfReminders } from './hold-emails';
import { dueEvent, lineEndsAt, type LineState, type TimedLine } from '@/lib/availability/hold-lifecycle';
import { moveLine } from './move-line';

/** A hold is reminded of when it ends within this long (issue 12 §9: "expiring in 24 hours"). */
const REMIND_MS = 24 * 3_600_000;

/**
 * The system's own moves (issue 12 §3), run on a schedule: holds and challenges whose time ran out
 * expire, then second holds are promoted, oldest first, where their units are free. Each move is
 * `moveLine`'s guarded change, so two sweeps at once (two app instances) expire or promote a line
 * once, and only the sweep whose change landed tells the customer. Holds ending within a day are
 * reminded of once (issue 12 §9), to customers subscribed to reminders. Every email of a sweep is one
 * per request (decision 142): one "Hold ended" for all the lines of a request that expired, one reminder.
 */
export async function sweepHolds(db: Db, house: House, now = Date.now()): Promise<{ expired: number; promoted: number; reminded: number }> {
  const open = await db
    .select({
      id: holdLines.id,
      state: holdLines.state,
      heldAt: holdLines.heldAt,
      challengedAt: holdLines.challengedAt,
      remindedAt: holdLines.remindedAt,
      pickUpOn: holdRequests.pickUpOn,
    })
    .from(holdLines)
    .innerJoin(holdRequests, eq(holdRequests.id, holdLines.requestId))
    .where(inArray(holdLines.state, ['held', 'challenged']));
  const expired: LineMoved[] = [];
  const remind: string[] = [];
  for (const line of open) {
    const timed: TimedLine = {
      state: line.state as LineState,
      heldAt: line.heldAt?.getTime() ?? null,
      challengedAt: line.challengedAt?.getTime() ?? null,
      pickUpOn: line.pickUpOn,
    };
    const due = dueEvent(timed, now, house.vendor.timezone, house.holds);
    if (!due) {
      const ends = line.state === 'held' ? lineEndsAt(timed, house.vendor.timezone, house.holds) : null;
      // A hold that was shorter than a day from the start (a rush) was told its end when accepted: no reminder.
      if (ends !== null && line.heldAt && !line.remindedAt && ends - now <= REMIND_MS && ends - line.heldAt.getTime() > REMIND_MS) {
        // Claimed by one sweep only: the reminder goes once, whatever runs at the same time.
        const claimed = await db
          .update(holdLines)
          .set({ remindedAt: new Date(now) })
          .where(and(eq(holdLines.id, line.id), eq(holdLines.state, 'held'), isNull(holdLines.remindedAt)))
          .returning({ id: holdLines.id });
        if (claimed.length > 0) remind.push(line.id);
      }
      continue;
    }
    const moved = await moveLine(db, line.id, due, 'system', { now });
    if (moved.ok) expired.push({ lineId: line.id, event: due, by: 'system' });
  }
  const reminded = await tellOfReminders(db, remind, house);
  // An expiry is one more cause of freed units (issue 25 §5): told and promoted like the others.
  const { promoted } = await afterLineMove(db, house, expired, now);
  return { expired: expired.length, promoted, reminded };
}
