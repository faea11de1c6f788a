import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { items } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';

export const ITEM_NOT_FOUND = 'We could not find that item.';

/** One of the vendor's items, its row locked for this transaction (every hold and block takes the same lock); `notFound` otherwise. */
export async function lockItem(tx: Tx, vendorId: string, itemId: string) {
  const [row] = await tx
    .select()
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.vendorId, vendorId)))
    .for('update');
  if (!row) throw new AppError('notFound', ITEM_NOT_FOUND);
  return row;
}
