import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { items, type Photo } from '@/lib/db/schema';
import type { SetListView } from '@/lib/set-lists/read-set-lists';
import type { ComparedProp } from './compare-columns';

/**
 * The chosen props of one list (issue 39 §4), in the order chosen, with what the compare view
 * shows. Only props on `list` and still in the catalogue: the caller has already checked the list
 * is the viewer's.
 */
export async function readComparedProps(db: Db, list: Pick<SetListView, 'lines'>, itemIds: readonly string[]): Promise<ComparedProp[]> {
  const quantities = new Map(list.lines.flatMap((line) => (line.itemId ? [[line.itemId, line.quantity] as const] : [])));
  const wanted = itemIds.filter((id) => quantities.has(id));
  if (wanted.length === 0) return [];
  const rows = await db
    .select({
      itemId: items.id,
      title: items.title,
      photo: sql<Photo | null>`${items.photos} -> 0`,
      period: items.period,
      dimensions: items.dimensions,
      colors: items.colors,
      stock: items.quantity,
    })
    .from(items)
    .where(and(inArray(items.id, wanted), eq(items.status, 'active')));
  const byId = new Map(rows.map((row) => [row.itemId, row]));
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, quantity: quantities.get(id)! }] : [];
  });
}
