import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { itemBlocks, items } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';
import { addDays, type CalendarDay } from '@/lib/text/calendar-day';
import { askedRange } from '@/lib/availability/availability';
import { afterLineMove, type House } from './after-line-move';

/**
 * Staff end a block (issue 13 §5): the repair is done, the lost prop found. A block that began before
 * today keeps its past days (the history of where the units were) and ends yesterday, so its units
 * are free from today; one that has not begun yet is removed. Ending frees units, so nothing needs
 * counting, but the prop's row is locked first all the same, in the order every write of its
 * calendar locks in. The change and its audit row are written together; a block already ended or
 * removed (two staff at once) is refused. Given the `house`, the units it frees go at once to the
 * second holds waiting for them (issue 25 §5), as after a release.
 */
export async function endItemBlock(
  db: Db,
  vendorId: string,
  blockId: string,
  actor: Actor,
  { today, now = new Date(), house }: { today: CalendarDay; now?: Date; house?: House },
): Promise<Result<{ itemId: string; removed: boolean; promoted: number }>> {
  try {
    const data = await db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ id: items.id })
        .from(items)
        .where(and(eq(items.vendorId, vendorId), sql`${items.id} = (select item_id from item_blocks where id = ${blockId})`))
        .for('update');
      const [block] = owner
        ? await tx
            .select({
              itemId: itemBlocks.itemId,
              quantity: itemBlocks.quantity,
              reason: itemBlocks.reason,
              note: itemBlocks.note,
              from: sql<string>`to_char(lower(${itemBlocks.period}), 'YYYY-MM-DD')`,
              to: sql<string>`to_char(upper(${itemBlocks.period}) - 1, 'YYYY-MM-DD')`,
            })
            .from(itemBlocks)
            .where(eq(itemBlocks.id, blockId))
            .for('update')
        : [];
      if (!block) throw new AppError('notFound', 'That block is gone: someone removed it already.');
      if (block.to < today) throw new AppError('conflict', 'That block has ended already.', { reason: 'ENDED' });
      const removed = block.from >= today;
      if (removed) await tx.delete(itemBlocks).where(eq(itemBlocks.id, blockId));
      else
        await tx
          .update(itemBlocks)
          .set({ period: askedRange(block.from, addDays(today, -1)) })
          .where(eq(itemBlocks.id, blockId));
      const before = { blockId, quantity: block.quantity, from: block.from, to: block.to, reason: block.reason, note: block.note };
      await recordAudit(
        tx,
        {
          vendorId,
          actor,
          subjectType: 'item',
          subjectId: block.itemId,
          action: removed ? 'removeBlock' : 'endBlock',
          before,
          after: removed ? {} : { ...before, to: addDays(today, -1) },
        },
        now,
      );
      return { itemId: block.itemId, removed };
    });
    const { promoted } = house ? await afterLineMove(db, house, [], now.getTime()) : { promoted: 0 };
    return { ok: true, data: { ...data, promoted } };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}
