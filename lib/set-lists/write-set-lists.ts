import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { items, setListItems, setLists } from '@/lib/db/schema';
import { AppError, type Result } from '@/lib/errors/app-error';
import type { CustomerKey } from '@/lib/house/customer-key';
import { writeSetLists } from './mirror-set-lists';
import { firstFreeName, nameIsTaken, nameTaken, ownedList } from './owned-set-lists';
import type { AddToSetList, LineChange, ListDays, NewSetList, SetListDays, SetListDetails, UndoAdd } from './set-list-schema';

/**
 * Every change a person makes to their set lists (issue 11 §2), each one transaction through
 * `writeSetLists`: the owner's record locked, the rows written, the §3 maps and counters rewritten.
 * Another person's list or line is notFound, exactly like one that does not exist.
 */

const lineNotFound = () => new AppError('notFound', 'We could not find that line; it may have been removed.');

/** Quantity's limit, in the words the crew reads beside the field. */
export function stockMessage(stock: number): string {
  if (stock === 0) return 'None of this prop is free right now, so no more can be added.';
  if (stock === 1) return 'We have 1 of this prop, so the quantity can only be 1.';
  return `We have ${stock} of this prop; choose 1 to ${stock}.`;
}

const tooMany = (stock: number) => new AppError('invalid', stockMessage(stock), { reason: 'ABOVE_STOCK', fieldErrors: { quantity: stockMessage(stock) } });

async function activeList(tx: Tx, owner: CustomerKey, setListId: string) {
  const list = await ownedList(tx, owner, setListId);
  if (list.archivedAt) throw new AppError('conflict', 'That set list is archived. Restore it first, or choose another list.');
  return list;
}

async function ownedLine(tx: Tx, owner: CustomerKey, lineId: string) {
  const [line] = await tx
    .select({ line: setListItems, stock: items.quantity })
    .from(setListItems)
    .innerJoin(setLists, eq(setLists.id, setListItems.setListId))
    .leftJoin(items, eq(items.id, setListItems.itemId))
    .where(and(eq(setListItems.id, lineId), eq(setLists.vendorId, owner.vendorId), eq(setLists.uid, owner.uid)));
  if (!line) throw lineNotFound();
  return line;
}

async function insertList(tx: Tx, owner: CustomerKey, input: NewSetList & Partial<ListDays & Pick<SetListDetails, 'notes'>>, now: number) {
  if (await nameIsTaken(tx, owner, input.name)) throw nameTaken();
  const at = new Date(now);
  const [list] = await tx
    .insert(setLists)
    .values({ id: randomUUID(), vendorId: owner.vendorId, uid: owner.uid, ...input, createdAt: at, updatedAt: at })
    .returning({ id: setLists.id, name: setLists.name });
  return list!;
}

const touch = (tx: Tx, setListId: string, now: number) =>
  tx
    .update(setLists)
    .set({ updatedAt: new Date(now) })
    .where(eq(setLists.id, setListId));

/** A new list; `days`, when given, are the person's rental period it starts with (issue 28 §4). */
export async function createSetList(
  db: Db,
  owner: CustomerKey,
  input: NewSetList & { days?: ListDays | null },
  now = Date.now(),
): Promise<Result<{ id: string; name: string }>> {
  const { days, ...list } = input;
  return writeSetLists(db, owner, (tx) => insertList(tx, owner, { ...list, ...days }, now), now);
}

export type Added = {
  setListId: string;
  setListName: string;
  lineId: string;
  /** The line's quantity now, with what this add put on it. */
  quantity: number;
  title: string;
  /** What "Undo" takes back (issue 39 §4): the units this add put on, whether it made the line, and whether it made the list. */
  added: number;
  lineMade: boolean;
  listMade: boolean;
};

/**
 * "Add to set list": to one of the person's active lists, or to a new one made in the same step. A
 * prop already on the list gains the quantity asked, within the units the house has.
 */
export async function addToSetList(
  db: Db,
  owner: CustomerKey,
  input: AddToSetList & { newListDays?: ListDays | null },
  now = Date.now(),
): Promise<Result<Added>> {
  return writeSetLists(
    db,
    owner,
    async (tx) => {
      const [item] = await tx
        .select({ id: items.id, title: items.title, sku: items.sku, quantity: items.quantity })
        .from(items)
        // A hidden or archived prop (issue 13 §3) is not in the catalogue for crews.
        .where(and(eq(items.id, input.itemId), eq(items.status, 'active')));
      if (!item) throw new AppError('notFound', 'That prop is no longer in the catalogue.');
      const list =
        input.newName !== null
          ? await insertList(tx, owner, { name: input.newName, production: '', scene: '', ...input.newListDays }, now)
          : await activeList(tx, owner, input.setListId);
      const [line] = await tx
        .insert(setListItems)
        .values({
          id: randomUUID(),
          setListId: list.id,
          itemId: item.id,
          title: item.title,
          sku: item.sku,
          quantity: input.quantity,
          note: input.note,
          createdAt: new Date(now),
        })
        .onConflictDoUpdate({
          target: [setListItems.setListId, setListItems.itemId],
          set: {
            quantity: sql`${setListItems.quantity} + excluded.quantity`,
            note: sql`case when excluded.note = '' then ${setListItems.note} else excluded.note end`,
          },
        })
        // xmax is 0 on a row this statement inserted, and set on one it updated: whether the add made the line.
        .returning({ id: setListItems.id, quantity: setListItems.quantity, made: sql<boolean>`(xmax = 0)` });
      // Checked after the write, inside the transaction: two adds at once are summed by the
      // database, and a sum above the stock rolls back whichever add made it so.
      if (line!.quantity > item.quantity) throw tooMany(item.quantity);
      await touch(tx, list.id, now);
      return {
        setListId: list.id,
        setListName: list.name,
        lineId: line!.id,
        quantity: line!.quantity,
        title: item.title,
        added: input.quantity,
        lineMade: line!.made,
        listMade: input.newName !== null,
      };
    },
    now,
  );
}

/** A line's quantity and note, changed in place. A prop that ran out keeps its line; only raising it is refused. */
export async function changeLine(
  db: Db,
  owner: CustomerKey,
  { lineId, quantity, note }: LineChange,
  now = Date.now(),
): Promise<Result<{ lineId: string; quantity: number }>> {
  return writeSetLists(
    db,
    owner,
    async (tx) => {
      const { line, stock } = await ownedLine(tx, owner, lineId);
      if (quantity > line.quantity && quantity > (stock ?? 0)) throw tooMany(stock ?? 0);
      await tx.update(setListItems).set({ quantity, note }).where(eq(setListItems.id, lineId));
      await touch(tx, line.setListId, now);
      return { lineId, quantity };
    },
    now,
  );
}

export type Undone = { setListId: string; setListName: string; title: string; quantity: number; listDeleted: boolean };

/**
 * "Undo" after "Add to set list" (issue 39 §4): takes back what that add did. A line it made is
 * removed; units it put on a line already there come off again (never below one); a list it made
 * goes too when nothing else is on it, so its name is free to be given again. Only the person's own
 * line, as every write here.
 */
export async function undoAddToSetList(db: Db, owner: CustomerKey, { lineId, added, lineMade, listMade }: UndoAdd, now = Date.now()): Promise<Result<Undone>> {
  return writeSetLists(
    db,
    owner,
    async (tx) => {
      const { line } = await ownedLine(tx, owner, lineId);
      const list = await ownedList(tx, owner, line.setListId);
      const undone = { setListId: list.id, setListName: list.name, title: line.title };
      if (!lineMade) {
        const quantity = Math.max(1, line.quantity - added);
        await tx.update(setListItems).set({ quantity }).where(eq(setListItems.id, lineId));
        await touch(tx, list.id, now);
        return { ...undone, quantity, listDeleted: false };
      }
      await tx.delete(setListItems).where(eq(setListItems.id, lineId));
      const [other] = await tx.select({ id: setListItems.id }).from(setListItems).where(eq(setListItems.setListId, list.id)).limit(1);
      if (listMade && !other) {
        await tx.delete(setLists).where(eq(setLists.id, list.id));
        return { ...undone, quantity: 0, listDeleted: true };
      }
      await touch(tx, list.id, now);
      return { ...undone, quantity: 0, listDeleted: false };
    },
    now,
  );
}

export async function removeLine(db: Db, owner: CustomerKey, lineId: string, now = Date.now()): Promise<Result<{ setListId: string; title: string }>> {
  return writeSetLists(
    db,
    owner,
    async (tx) => {
      const { line } = await ownedLine(tx, owner, lineId);
      await tx.delete(setListItems).where(eq(setListItems.id, lineId));
      await touch(tx, line.setListId, now);
      return { setListId: line.setListId, title: line.title };
    },
    now,
  );
}

export async function saveSetListDetails(
  db: Db,
  owner: CustomerKey,
  // The days are the list's own form (saveSetListDays); taken here too for a caller that sets everything at once (the bench).
  { setListId, ...details }: SetListDetails & Partial<ListDays>,
  now = Date.now(),
): Promise<Result<{ id: string; name: string }>> {
  return writeSetLists(
    db,
    owner,
    async (tx) => {
      const list = await ownedList(tx, owner, setListId);
      if (!list.archivedAt && (await nameIsTaken(tx, owner, details.name, setListId))) throw nameTaken();
      await tx
        .update(setLists)
        .set({ ...details, updatedAt: new Date(now) })
        .where(eq(setLists.id, setListId));
      return { id: setListId, name: details.name };
    },
    now,
  );
}

/** A list's rental days (issue 28 §4): its one period, which its quote, its lines' availability and its Hold request use. */
export async function saveSetListDays(
  db: Db,
  owner: CustomerKey,
  { setListId, pickUpOn, returnOn }: SetListDays,
  now = Date.now(),
): Promise<Result<{ id: string; name: string }>> {
  return writeSetLists(
    db,
    owner,
    async (tx) => {
      const list = await ownedList(tx, owner, setListId);
      await tx
        .update(setLists)
        .set({ pickUpOn, returnOn, updatedAt: new Date(now) })
        .where(eq(setLists.id, setListId));
      return { id: setListId, name: list.name };
    },
    now,
  );
}

/** A new active list with the same details and lines; the designer's marks, comments and links stay with the original. */
export async function duplicateSetList(db: Db, owner: CustomerKey, setListId: string, now = Date.now()): Promise<Result<{ id: string; name: string }>> {
  return writeSetLists(
    db,
    owner,
    async (tx) => {
      const list = await ownedList(tx, owner, setListId);
      const name = await firstFreeName(tx, owner, list.name, (n) => (n === 1 ? ' (copy)' : ` (copy ${n})`));
      const copy = await insertList(
        tx,
        owner,
        { name, production: list.production, scene: list.scene, pickUpOn: list.pickUpOn, returnOn: list.returnOn, notes: list.notes },
        now,
      );
      const lines = await tx.select().from(setListItems).where(eq(setListItems.setListId, setListId)).orderBy(setListItems.seq);
      if (lines.length > 0) {
        await tx
          .insert(setListItems)
          // Inserted in the original's order, and each line keeps when it was added.
          .values(
            lines.map(({ itemId, title, sku, quantity, note, createdAt }) => ({
              id: randomUUID(),
              setListId: copy.id,
              itemId,
              title,
              sku,
              quantity,
              note,
              createdAt,
            })),
          );
      }
      return copy;
    },
    now,
  );
}

/** Archived lists leave the chooser and free their name; restoring one whose name was taken since is refused. */
export async function setArchived(
  db: Db,
  owner: CustomerKey,
  setListId: string,
  archived: boolean,
  now = Date.now(),
): Promise<Result<{ id: string; name: string; archived: boolean }>> {
  return writeSetLists(
    db,
    owner,
    async (tx) => {
      const list = await ownedList(tx, owner, setListId);
      if (!archived && list.archivedAt && (await nameIsTaken(tx, owner, list.name))) throw nameTaken();
      await tx
        .update(setLists)
        .set({ archivedAt: archived ? (list.archivedAt ?? new Date(now)) : null, updatedAt: new Date(now) })
        .where(eq(setLists.id, setListId));
      return { id: setListId, name: list.name, archived };
    },
    now,
  );
}

/** Deletes the list with its lines, share links and comments. */
export async function deleteSetList(db: Db, owner: CustomerKey, setListId: string, now = Date.now()): Promise<Result<{ name: string }>> {
  return writeSetLists(
    db,
    owner,
    async (tx) => {
      const list = await ownedList(tx, owner, setListId);
      await tx.delete(setLists).where(eq(setLists.id, setListId));
      return { name: list.name };
    },
    now,
  );
}
