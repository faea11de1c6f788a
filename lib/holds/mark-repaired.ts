import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests, itemBlocks, items } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';
import { addDays, type CalendarDay } from '@/lib/text/calendar-day';
import { askedRange } from '@/lib/availability/availability';
import { afterLineMove, type House } from './after-line-move';

/** Refused when the line has no unit in repair now: marked repaired already, or none came back damaged. */
export const NOT_IN_REPAIR = 'No unit of this line is in repair now: it was marked repaired already. Nothing was changed.';

/**
 * Staff mark a returned line's damaged units repaired (issue 36 §3, decision 144). At the counter
 * they went into a repair block of their own (`keepReturnedUnitsAway`), open-ended; this ends it, so
 * the units are free to rent from today. Like "End block": a block that began before today keeps its
 * past days (the history of the repair) and ends yesterday; one beginning today or later (marked
 * repaired on the day it came back) is removed. In one transaction, the prop's row locked first (the
 * order every write of its calendar locks in), then the line's running repair block; a second press
 * (two staff at once) finds none and is refused. One audit row on the request, one on the prop. Given
 * the `house`, the units freed go at once to the second holds waiting for them, as after a release.
 */
export async function markRepaired(
  db: Db,
  vendorId: string,
  lineId: string,
  actor: Actor,
  { today, now = new Date(), house }: { today: CalendarDay; now?: Date; house?: House },
): Promise<Result<{ lineId: string; itemId: string; units: number; promoted: number }>> {
  try {
    const data = await db.transaction(async (tx) => {
      const [line] = await tx
        .select({ id: holdLines.id, requestId: holdLines.requestId, itemId: holdLines.itemId, title: holdLines.title })
        .from(holdLines)
        .innerJoin(holdRequests, eq(holdRequests.id, holdLines.requestId))
        .where(and(eq(holdLines.id, lineId), eq(holdRequests.vendorId, vendorId)));
      if (!line) throw new AppError('notFound', 'We could not find that line.');
      await tx.select({ id: items.id }).from(items).where(eq(items.id, line.itemId)).for('update');
      const running = await tx
        .select({
          id: itemBlocks.id,
          quantity: itemBlocks.quantity,
          from: sql<string>`to_char(lower(${itemBlocks.period}), 'YYYY-MM-DD')`,
          to: sql<string>`to_char(upper(${itemBlocks.period}) - 1, 'YYYY-MM-DD')`,
        })
        .from(itemBlocks)
        .where(and(eq(itemBlocks.lineId, lineId), eq(itemBlocks.reason, 'repair'), sql`upper(${itemBlocks.period}) > ${today}::date`))
        .for('update');
      if (running.length === 0) throw new AppError('conflict', NOT_IN_REPAIR, { reason: 'NOT_IN_REPAIR' });
      let units = 0;
      for (const block of running) {
        units += block.quantity;
        const removed = block.from >= today;
        if (removed) await tx.delete(itemBlocks).where(eq(itemBlocks.id, block.id));
        else
          await tx
            .update(itemBlocks)
            .set({ period: askedRange(block.from, addDays(today, -1)) })
            .where(eq(itemBlocks.id, block.id));
        const before = { blockId: block.id, quantity: block.quantity, from: block.from, to: block.to, reason: 'repair', lineId };
        await recordAudit(
          tx,
          {
            vendorId,
            actor,
            subjectType: 'item',
            subjectId: line.itemId,
            action: removed ? 'removeBlock' : 'endBlock',
            before,
            after: removed ? {} : { ...before, to: addDays(today, -1) },
          },
          now,
        );
      }
      await recordAudit(
        tx,
        {
          vendorId,
          actor,
          subjectType: 'request',
          subjectId: line.requestId,
          action: 'markRepaired',
          before: { lineId, title: line.title, inRepair: units },
          after: { lineId, title: line.title, inRepair: 0, repairedOn: today },
        },
        now,
      );
      return { lineId, itemId: line.itemId, units };
    });
    const { promoted } = house ? await afterLineMove(db, house, [], now.getTime()) : { promoted: 0 };
    return { ok: true, data: { ...data, promoted } };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}
