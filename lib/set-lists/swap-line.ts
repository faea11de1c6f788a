import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '@/lib/db';
import { violatedConstraint } from '@/lib/db/constraint-violation';
import { items, setListItems, setLists } from '@/lib/db/schema';
import { AppError, type Result } from '@/lib/errors/app-error';
import type { CustomerKey } from '@/lib/house/customer-key';
import { typedLine } from '@/lib/text/typed-text';
import { writeSetLists } from './mirror-set-lists';

export const swapLineSchema = z.object({
  lineId: typedLine('the line').min(1, 'Choose a line.').max(100, 'Choose a line.'),
  itemId: typedLine('the prop').min(1, 'Choose a prop.').max(100, 'Choose a prop.'),
});

export type SwapLine = z.infer<typeof swapLineSchema>;

export type Swapped = { setListId: string; from: string; to: string; quantity: number };

const lineNotFound = () => new AppError('notFound', 'We could not find that line; it may have been removed.');

/**
 * "Swap for …" (issue 28 §5): the line's prop replaced by another, its quantity, note and place on
 * the list kept, in one transaction through `writeSetLists` (the owner's record locked, the §3 maps
 * and counters rewritten). Only the list's owner may: another person's line answers notFound, as
 * one that does not exist. The designer's mark was of the old prop, so it goes. Refused: an
 * archived list, a prop that left the catalogue, one with fewer units than the line asks, and one
 * the list has already (its quantity is changed there instead).
 */
export async function swapLine(db: Db, owner: CustomerKey, input: SwapLine, now = Date.now()): Promise<Result<Swapped>> {
  return writeSetLists(db, owner, (tx) => swapInTransaction(tx, owner, input, now), now).catch(onTheListAlready);
}

/**
 * The swap itself, in the caller's transaction through `writeSetLists`: also the last step of saving
 * the whole list (save-set-list.ts), after the typed edits (issue 24 §2).
 */
export async function swapInTransaction(tx: Tx, owner: CustomerKey, { lineId, itemId }: SwapLine, now: number): Promise<Swapped> {
  const [line] = await tx
    .select({
      id: setListItems.id,
      setListId: setListItems.setListId,
      title: setListItems.title,
      quantity: setListItems.quantity,
      archivedAt: setLists.archivedAt,
    })
    .from(setListItems)
    .innerJoin(setLists, eq(setLists.id, setListItems.setListId))
    .where(and(eq(setListItems.id, lineId), eq(setLists.vendorId, owner.vendorId), eq(setLists.uid, owner.uid)));
  if (!line) throw lineNotFound();
  if (line.archivedAt) throw new AppError('conflict', 'That set list is archived. Restore it first, or choose another list.');
  const [item] = await tx
    .select({ id: items.id, title: items.title, sku: items.sku, quantity: items.quantity })
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.status, 'active')));
  if (!item) throw new AppError('notFound', 'That prop is no longer in the catalogue.');
  if (item.quantity < line.quantity)
    throw new AppError(
      'conflict',
      `We have ${item.quantity} of ${item.title}, and the line asks for ${line.quantity}: choose another, or lower the quantity first.`,
      {
        reason: 'ABOVE_STOCK',
      },
    );
  await tx
    .update(setListItems)
    .set({ itemId: item.id, title: item.title, sku: item.sku, review: null, reviewedBy: null, reviewedAt: null })
    .where(eq(setListItems.id, lineId));
  await tx
    .update(setLists)
    .set({ updatedAt: new Date(now) })
    .where(eq(setLists.id, line.setListId));
  return { setListId: line.setListId, from: line.title, to: item.title, quantity: line.quantity };
}

/** The list has that prop on another line already: one line per prop (set_list_items_item_idx). */
export function onTheListAlready(error: unknown): { ok: false; error: AppError } {
  if (violatedConstraint(error) === 'set_list_items_item_idx')
    return {
      ok: false,
      error: new AppError('conflict', 'That prop is on this list already: change the quantity on its line instead.', { reason: 'ON_LIST' }),
    };
  throw error;
}
