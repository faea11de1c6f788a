import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { setLists } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import type { CustomerKey } from '@/lib/house/customer-key';
import { SET_LIST_NAME_MAX } from './set-list-schema';

/** Whose list it is, and the names of the active ones: the checks every set-list write starts from. */

const mine = (owner: CustomerKey) => and(eq(setLists.vendorId, owner.vendorId), eq(setLists.uid, owner.uid));

/** One of the person's lists, or notFound: another person's list answers exactly like none. */
export async function ownedList(tx: Tx, owner: CustomerKey, setListId: string) {
  const [list] = await tx
    .select()
    .from(setLists)
    .where(and(eq(setLists.id, setListId), mine(owner)));
  if (!list) throw new AppError('notFound', 'We could not find that set list.');
  return list;
}

const NAME_TAKEN = 'You already have a set list of that name. Choose another name, or archive the other list first.';

export function nameTaken(): AppError {
  return new AppError('conflict', NAME_TAKEN, { fieldErrors: { name: NAME_TAKEN, newName: NAME_TAKEN } });
}

/** Whether one of the person's active lists has this name, whatever its case (`except` one list). */
export async function nameIsTaken(tx: Tx, owner: CustomerKey, name: string, except?: string): Promise<boolean> {
  const rows = await tx
    .select({ id: setLists.id })
    .from(setLists)
    .where(and(mine(owner), isNull(setLists.archivedAt), sql`lower(${setLists.name}) = lower(${name})`, except ? sql`${setLists.id} <> ${except}` : undefined));
  return rows.length > 0;
}

/** The first of `name` with suffix 1, 2, 3… that none of the person's active lists has, within the name's length. */
export async function firstFreeName(tx: Tx, owner: CustomerKey, name: string, suffix: (n: number) => string): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = `${name.slice(0, SET_LIST_NAME_MAX - suffix(n).length)}${suffix(n)}`;
    if (!(await nameIsTaken(tx, owner, candidate))) return candidate;
  }
}
