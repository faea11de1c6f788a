import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { items, setListItems, setLists } from '@/lib/db/schema';
import { AppError, type Result } from '@/lib/errors/app-error';
import type { CustomerKey } from '@/lib/house/customer-key';
import { writeSetLists } from './mirror-set-lists';
import { nameIsTaken, nameTaken, ownedList } from './owned-set-lists';
import type { SaveSetList } from './save-set-list-schema';
import { lineField } from './set-list-form-names';
import { onTheListAlready, swapInTransaction, type Swapped } from './swap-line';
import { stockMessage } from './write-set-lists';

export type SavedSetList = { id: string; name: string; removed: string | null; swapped: Swapped | null };

/**
 * Saves a set list's page as one (issue 24 §2): the days, the details and every line's typed
 * quantity and note, then what the pressed button asked (remove a line, swap its prop), in one
 * transaction through `writeSetLists`. A refusal anywhere (a quantity above the stock, a name taken,
 * a swap refused) writes nothing, so the page never says "Saved." while dropping what was typed.
 * Only the lines that changed are written: a 200-line list saved for one note writes one line.
 */
export async function saveSetList(db: Db, owner: CustomerKey, input: SaveSetList, now = Date.now()): Promise<Result<SavedSetList>> {
  const { days, details, lines, intent } = input;
  const setListId = details.setListId;
  return writeSetLists(
    db,
    owner,
    async (tx) => {
      const list = await ownedList(tx, owner, setListId);
      if (days.setListId !== setListId) throw new AppError('invalid', 'Save one set list at a time.');
      if (!list.archivedAt && (await nameIsTaken(tx, owner, details.name, setListId))) throw nameTaken();
      const { setListId: _id, ...fields } = details;
      await tx
        .update(setLists)
        .set({ ...fields, pickUpOn: days.pickUpOn, returnOn: days.returnOn, updatedAt: new Date(now) })
        .where(eq(setLists.id, setListId));

      const stored = await tx
        .select({ id: setListItems.id, title: setListItems.title, quantity: setListItems.quantity, note: setListItems.note, stock: items.quantity })
        .from(setListItems)
        .leftJoin(items, eq(items.id, setListItems.itemId))
        .where(eq(setListItems.setListId, setListId));
      const byId = new Map(stored.map((line) => [line.id, line]));
      const refusals: Record<string, string> = {};
      for (const typed of lines) {
        const line = byId.get(typed.lineId);
        // A line removed in another tab since the page was loaded: nothing of it to save.
        if (!line || (line.quantity === typed.quantity && line.note === typed.note)) continue;
        // A prop that ran out keeps its line; only raising the quantity past the stock is refused.
        if (typed.quantity > line.quantity && typed.quantity > (line.stock ?? 0)) {
          refusals[lineField('quantity', line.id)] = stockMessage(line.stock ?? 0);
          continue;
        }
        await tx.update(setListItems).set({ quantity: typed.quantity, note: typed.note }).where(eq(setListItems.id, line.id));
      }
      const refused = Object.entries(refusals);
      if (refused.length > 0) {
        const [field, message] = refused[0]!;
        const title = byId.get(field.slice(field.indexOf(':') + 1))?.title ?? 'a prop';
        throw new AppError('invalid', `${title}: ${message}`, { reason: 'ABOVE_STOCK', fieldErrors: refusals });
      }

      let removed: string | null = null;
      let swapped: Swapped | null = null;
      if (intent.kind === 'remove') {
        const line = byId.get(intent.lineId);
        if (!line) throw new AppError('notFound', 'We could not find that line; it may have been removed.');
        await tx.delete(setListItems).where(eq(setListItems.id, line.id));
        removed = line.title;
      } else if (intent.kind === 'swap') {
        if (!byId.has(intent.lineId)) throw new AppError('notFound', 'We could not find that line; it may have been removed.');
        swapped = await swapInTransaction(tx, owner, intent, now);
      }
      return { id: setListId, name: details.name, removed, swapped };
    },
    now,
  ).catch(onTheListAlready);
}
