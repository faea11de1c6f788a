import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { auditLog, favourites, holdLines, itemBlocks, items, setListItems, type ItemStatus } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';
import { itemFieldsText } from './item-fields';
import { itemRowFields } from './item-row-fields';
import { lockItem } from './lock-item';

/**
 * The buttons that move an item in or out of the catalogue (issue 13 §3): hide it for a while, show
 * it again, archive it for good (what staff do instead of deleting an item with holds or history),
 * and restore an archived one.
 */
export const STATUS_MOVES = {
  hide: { from: ['active'], to: 'hidden', label: 'Hide', done: 'Hidden: crews no longer see it in the catalogue.' },
  show: { from: ['hidden'], to: 'active', label: 'Show again', done: 'Shown again: it is back in the catalogue.' },
  archive: { from: ['active', 'hidden'], to: 'archived', label: 'Archive', done: 'Archived: it has left the catalogue, its holds and history kept.' },
  restore: { from: ['archived'], to: 'active', label: 'Restore', done: 'Restored: it is back in the catalogue.' },
} as const satisfies Record<string, { from: readonly ItemStatus[]; to: ItemStatus; label: string; done: string }>;
export type StatusMove = keyof typeof STATUS_MOVES;
export const STATUS_MOVE_NAMES = Object.keys(STATUS_MOVES) as [StatusMove, ...StatusMove[]];

/** The moves an item in `status` offers. */
export function movesFrom(status: ItemStatus): StatusMove[] {
  return STATUS_MOVE_NAMES.filter((move) => (STATUS_MOVES[move].from as readonly ItemStatus[]).includes(status));
}

/** Hide, show again, archive or restore one item, with its audit row; a move its status does not offer (another tab moved it) is refused. */
export async function moveItemStatus(
  db: Db,
  vendorId: string,
  itemId: string,
  move: StatusMove,
  actor: Actor,
  now = new Date(),
): Promise<Result<{ status: ItemStatus }>> {
  const { from, to } = STATUS_MOVES[move];
  try {
    await db.transaction(async (tx) => {
      const row = await lockItem(tx, vendorId, itemId);
      if (!(from as readonly ItemStatus[]).includes(row.status))
        throw new AppError('conflict', `This item is ${row.status} already; look again.`, { reason: 'RACED' });
      await tx.update(items).set({ status: to, updatedAt: now }).where(eq(items.id, itemId));
      await recordAudit(
        tx,
        {
          vendorId,
          actor,
          subjectType: 'item',
          subjectId: itemId,
          action: move,
          before: { title: row.title, status: row.status },
          after: { title: row.title, status: to },
        },
        now,
      );
    });
    return { ok: true, data: { status: to } };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}

export const KEEP_IT_MESSAGE = 'This item has holds, set-list lines, favourites or history, so it is kept: archive it instead.';

/** Whether anything points at the item: hold lines, blocks, set-list lines, favourites, or audit rows besides its creation. */
async function hasHistory(tx: Tx, vendorId: string, itemId: string): Promise<boolean> {
  // One statement: a transaction's queries run one at a time on its connection.
  const result = (await tx.execute(sql`select
    exists (select 1 from ${holdLines} where ${holdLines.itemId} = ${itemId})
    or exists (select 1 from ${itemBlocks} where ${itemBlocks.itemId} = ${itemId})
    or exists (select 1 from ${setListItems} where ${setListItems.itemId} = ${itemId})
    or exists (select 1 from ${favourites} where ${favourites.itemId} = ${itemId})
    or exists (select 1 from ${auditLog} where ${auditLog.vendorId} = ${vendorId} and ${auditLog.subjectType} = 'item'
      and ${auditLog.subjectId} = ${itemId} and ${auditLog.action} <> 'create') as kept`)) as unknown as { rows: { kept: boolean }[] };
  return result.rows[0]?.kept === true;
}

/** A hold line written for the item while it was being deleted: its foreign key refuses the delete. */
function isForeignKeyRefusal(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 4; cause = (cause as { cause?: unknown }).cause, depth++)
    if ((cause as { code?: unknown }).code === '23503') return true;
  return false;
}

/**
 * Deletes an item nothing points at yet (issue 13 §3: one added by mistake). An item with hold
 * lines, blocks, set-list lines, favourites or any history besides its own creation is never
 * deleted: the answer says to archive it instead. Checked under the prop's row lock; a hold line
 * slipping in meanwhile is refused by its foreign key, with the same answer. The deletion is
 * audited with the item as it was.
 */
export async function deleteItem(db: Db, vendorId: string, itemId: string, actor: Actor, now = new Date()): Promise<Result<{ title: string }>> {
  try {
    const title = await db.transaction(async (tx) => {
      const row = await lockItem(tx, vendorId, itemId);
      if (await hasHistory(tx, vendorId, itemId)) throw new AppError('conflict', KEEP_IT_MESSAGE, { reason: 'HAS_HISTORY' });
      await tx.delete(items).where(eq(items.id, itemId));
      await recordAudit(
        tx,
        { vendorId, actor, subjectType: 'item', subjectId: itemId, action: 'delete', before: itemFieldsText(itemRowFields(row), row.categoryId), after: {} },
        now,
      );
      return row.title;
    });
    return { ok: true, data: { title } };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    if (isForeignKeyRefusal(error)) return { ok: false, error: new AppError('conflict', KEEP_IT_MESSAGE, { reason: 'HAS_HISTORY' }) };
    throw error;
  }
}
