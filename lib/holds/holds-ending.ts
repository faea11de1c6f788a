import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests } from '@/lib/db/schema';
import { lineEndsAt, type HoldTimes, type LineState } from '@/lib/availability/hold-lifecycle';

export type HoldEnding = { requestId: string; endsAt: number };

/**
 * The requests with a hold or a challenge that ends before `until` unless confirmed (issue 38 §5:
 * "Holds ending tonight", `until` being the end of the house's day), each once at its soonest end,
 * soonest first. When a line ends is the hold lifecycle's rule (lineEndsAt), not SQL: it depends on
 * the pick-up day in the house's time zone and the house's hold times. The lines read are only those
 * holding units now, a few hundred in a busy house.
 */
export async function holdsEndingBefore(db: Db, vendorId: string, until: number, house: { timeZone: string; holds: HoldTimes }): Promise<HoldEnding[]> {
  const lines = await db
    .select({
      requestId: holdLines.requestId,
      state: holdLines.state,
      heldAt: holdLines.heldAt,
      challengedAt: holdLines.challengedAt,
      pickUpOn: holdRequests.pickUpOn,
    })
    .from(holdLines)
    .innerJoin(holdRequests, eq(holdRequests.id, holdLines.requestId))
    .where(and(eq(holdRequests.vendorId, vendorId), inArray(holdLines.state, ['held', 'challenged'])));
  const soonest = new Map<string, number>();
  for (const line of lines) {
    const timed = {
      state: line.state as LineState,
      heldAt: line.heldAt?.getTime() ?? null,
      challengedAt: line.challengedAt?.getTime() ?? null,
      pickUpOn: line.pickUpOn,
    };
    const ends = lineEndsAt(timed, house.timeZone, house.holds);
    if (ends === null || ends >= until) continue;
    soonest.set(line.requestId, Math.min(ends, soonest.get(line.requestId) ?? Infinity));
  }
  return [...soonest].map(([requestId, endsAt]) => ({ requestId, endsAt })).sort((a, b) => a.endsAt - b.endsAt);
}
