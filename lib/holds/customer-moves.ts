import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests } from '@/lib/db/schema';
import { AppError, type Result } from '@/lib/errors/app-error';
import { afterLineMove, type House } from './after-line-move';
import { cancellationFee, cancellationWords } from './cancellation';
import { transition, type LineState } from '@/lib/availability/hold-lifecycle';
import { moveLine } from './move-line';
import { startOfHouseDay } from '@/lib/house/clock';
import type { CustomerKey } from '@/lib/house/customer-key';

/**
 * A customer's release or cancellation of one of their own lines; a cancellation records the house's
 * fee rule on the line. The units it frees go at once to a second hold waiting behind (issue 25 §5).
 */
export async function moveOwnLine(db: Db, house: House, owner: CustomerKey, lineId: string, event: 'release' | 'cancel', now = Date.now()): Promise<Result> {
  let reason = '';
  if (event === 'cancel') {
    const [row] = await db
      .select({ pickUpOn: holdRequests.pickUpOn })
      .from(holdLines)
      .innerJoin(holdRequests, eq(holdRequests.id, holdLines.requestId))
      .where(eq(holdLines.id, lineId));
    if (row) reason = cancellationWords(cancellationFee(startOfHouseDay(row.pickUpOn, house.vendor.timezone), now, house.holds));
  }
  const moved = await moveLine(db, lineId, event, 'customer', { owner, reason, now });
  if (!moved.ok) return moved;
  await afterLineMove(db, house, [{ lineId, event, by: 'customer' }], now);
  return { ok: true, data: null };
}

/**
 * "Release all" (issue 25 §5): every line of the customer's own request that may still be released,
 * in one transaction, all or nothing. A line moved meanwhile (staff declined it, the sweep expired it)
 * refuses the whole, and the customer looks again. The props' rows are locked in one order (by prop)
 * so two such releases never wait on each other.
 */
export async function releaseRequest(db: Db, house: House, owner: CustomerKey, requestId: string, now = Date.now()): Promise<Result<{ released: number }>> {
  try {
    const released = await db.transaction(async (tx) => {
      const lines = await tx
        .select({ id: holdLines.id, state: holdLines.state, kind: holdRequests.kind })
        .from(holdLines)
        .innerJoin(holdRequests, eq(holdRequests.id, holdLines.requestId))
        .where(and(eq(holdRequests.id, requestId), eq(holdRequests.vendorId, owner.vendorId), eq(holdRequests.uid, owner.uid)))
        .orderBy(asc(holdLines.itemId), asc(holdLines.seq));
      if (lines.length === 0) throw new AppError('notFound', 'We could not find that request.');
      const open = lines.filter((line) => transition(line.state as LineState, 'release', 'customer', line.kind).ok);
      if (open.length === 0) throw new AppError('conflict', 'Nothing on this request can be released now.');
      for (const line of open) {
        const moved = await moveLine(tx, line.id, 'release', 'customer', { owner, now });
        if (!moved.ok) throw moved.error;
      }
      return open.map((line) => ({ lineId: line.id, event: 'release' as const, by: 'customer' as const }));
    });
    await afterLineMove(db, house, released, now);
    return { ok: true, data: { released: released.length } };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}
