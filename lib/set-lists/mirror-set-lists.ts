import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { violatedConstraint } from '@/lib/db/constraint-violation';
import { setListItems, setLists, vendorUsers } from '@/lib/db/schema';
import { AppError, type Result } from '@/lib/errors/app-error';
import type { CustomerKey } from '@/lib/house/customer-key';
import { lockVendorUser } from '@/lib/vendor-users/lock-vendor-user';
import { nameTaken } from './owned-set-lists';

const epochMs = (column: unknown) => sql`(extract(epoch from ${column}) * 1000)::bigint`;

/**
 * The vendor user's `setLists` and `setListItems` maps and `stats.setListCount` /
 * `stats.setListItemCount` (spec §3; the entries' shapes are decision 87's), rewritten from the tables in the caller's transaction after
 * `lockVendorUser`: every count is of rows the statement sees, so they stay exact however many
 * writes arrive at once. The record's trigger carries the change to every open tab.
 */
export async function mirrorSetLists(tx: Tx | Db, { vendorId, uid }: CustomerKey, now = Date.now()): Promise<void> {
  const mine = and(eq(setLists.vendorId, vendorId), eq(setLists.uid, uid));
  // Written out with aliases: inside a one-table select Drizzle leaves columns unqualified, and a
  // correlated subquery would then compare its own table's columns.
  const lineCount = (review?: 'approved' | 'rejected') =>
    sql.raw(`(select count(*) from set_list_items line where line.set_list_id = set_lists.id${review ? ` and line.review = '${review}'` : ''})`);
  const listsMap = tx
    .select({
      map: sql`coalesce(jsonb_object_agg(${setLists.id}, jsonb_build_object(
        'name', ${setLists.name},
        'archived', ${setLists.archivedAt} is not null,
        'lineCount', ${lineCount()},
        'approvedCount', ${lineCount('approved')},
        'rejectedCount', ${lineCount('rejected')},
        'commentCount', (select count(*) from set_list_comments comment where comment.set_list_id = set_lists.id),
        'updatedAt', ${epochMs(setLists.updatedAt)})), '{}'::jsonb)`,
    })
    .from(setLists)
    .where(mine);
  const linesMap = tx
    .select({
      map: sql`coalesce(jsonb_object_agg(${setListItems.id}, jsonb_build_object('setListId', ${setListItems.setListId}, 'itemId', ${setListItems.itemId}, 'quantity', ${setListItems.quantity})), '{}'::jsonb)`,
    })
    .from(setListItems)
    .innerJoin(setLists, eq(setLists.id, setListItems.setListId))
    .where(mine);
  const listCount = tx
    .select({ count: sql`count(*)` })
    .from(setLists)
    .where(mine);
  const itemCount = tx
    .select({ count: sql`count(*)` })
    .from(setListItems)
    .innerJoin(setLists, eq(setLists.id, setListItems.setListId))
    .where(mine);
  await tx
    .update(vendorUsers)
    .set({
      setLists: sql`(${listsMap})`,
      setListItems: sql`(${linesMap})`,
      stats: sql`jsonb_set(jsonb_set(${vendorUsers.stats}, '{setListCount}', to_jsonb((${listCount}))), '{setListItemCount}', to_jsonb((${itemCount})))`,
      updatedAt: new Date(now),
    })
    .where(and(eq(vendorUsers.vendorId, vendorId), eq(vendorUsers.uid, uid)));
}

/**
 * One write to a person's set lists: a transaction that locks their record first (so writes are
 * counted one after another), runs `write`, and mirrors the tables onto the record. `write` throws
 * an AppError to refuse, and nothing it wrote stays. A guest has no record; the tables' own
 * constraints keep their lists whole, and a second active list of the same name is refused by the
 * database's unique index even when two arrive at once.
 */
export async function writeSetLists<T>(db: Db, owner: CustomerKey, write: (tx: Tx) => Promise<T>, now = Date.now()): Promise<Result<T>> {
  try {
    const data = await db.transaction(async (tx) => {
      const hasRecord = await lockVendorUser(tx, owner.vendorId, owner.uid);
      const answer = await write(tx);
      if (hasRecord) await mirrorSetLists(tx, owner, now);
      return answer;
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    if (violatedConstraint(error) === 'set_lists_active_name_idx') return { ok: false, error: nameTaken() };
    throw error;
  }
}
