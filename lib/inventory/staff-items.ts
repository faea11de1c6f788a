import 'server-only';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/db';
import { categories, items, ITEM_STATUSES, naturalTitleOf, type ItemStatus } from '@/lib/db/schema';
import { hasControlCharacters } from '@/lib/text/typed-text';
import { itemRowFields } from './item-row-fields';

export const STAFF_ITEMS_PAGE_SIZE = 50;
export const STATUS_FILTERS = ['all', ...ITEM_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The staff list's query string, read leniently: anything odd falls back rather than failing. */
const listQuery = z.object({
  q: z.string().trim().max(100).catch(''),
  status: z.enum(STATUS_FILTERS).catch('all'),
  after: z.string().max(100).optional().catch(undefined),
});
export type StaffItemsQuery = z.infer<typeof listQuery>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function staffItemsQuery(params: Record<string, string | string[] | undefined>): StaffItemsQuery {
  const parsed = listQuery.parse({ q: first(params.q) ?? '', status: first(params.status) ?? 'all', after: first(params.after) });
  const clean = (text: string | undefined) => (text && !hasControlCharacters(text) ? text : undefined);
  return { q: clean(parsed.q) ?? '', status: parsed.status, after: clean(parsed.after) };
}

/**
 * The title's key for natural order (issue 38 §6: "Lamp 2" before "Lamp 10"): in lower case, each run
 * of digits padded to 12 with zeros, so numbers compare by value under any collation. PGlite has no
 * ICU, so a numeric collation ("und-u-kn") is not there; this expression is the same on both.
 * Numbers of more than 12 digits keep their digits (and sort after the shorter ones).
 */
export const naturalTitle = naturalTitleOf(items.title);

export type StaffItemRow = { id: string; title: string; sku: string; status: ItemStatus; quantity: number; categoryName: string };

/**
 * The staff's list of items (issue 13 §3), hidden and archived ones included, by title in natural
 * order (issue 38 §6). The catalogue may hold 100,000 items, so every read is one query with a
 * LIMIT: words match the search vector's GIN index (title, SKU, category, tags…), a whole SKU its
 * unique index, and the pages follow the natural key by keyset (`after` is the last item shown),
 * never OFFSET. The key is indexed with the vendor (items_natural_title_idx, migration 0039), so an
 * unsearched page reads its rows off the index.
 */
export async function listStaffItems(
  db: Db,
  vendorId: string,
  query: StaffItemsQuery,
  pageSize = STAFF_ITEMS_PAGE_SIZE,
): Promise<{ rows: StaffItemRow[]; nextAfter: string | null }> {
  const conditions: (SQL | undefined)[] = [eq(items.vendorId, vendorId)];
  if (query.status !== 'all') conditions.push(eq(items.status, query.status));
  if (query.q)
    conditions.push(sql`(${items.sku} = ${query.q} or ${items.sku} = upper(${query.q}) or ${items.searchVector} @@ plainto_tsquery('simple', ${query.q}))`);
  if (query.after)
    conditions.push(sql`(${naturalTitle}, ${items.id}) > (select ${naturalTitle}, ${items.id} from ${items} where ${items.id} = ${query.after})`);
  const rows = await db
    .select({ id: items.id, title: items.title, sku: items.sku, status: items.status, quantity: items.quantity, categoryName: categories.name })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(and(...conditions))
    .orderBy(asc(naturalTitle), asc(items.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  return { rows: page, nextAfter: rows.length > pageSize ? (page.at(-1)?.id ?? null) : null };
}

/** One item for its edit page: its fields, its category's name and its status. */
export async function readStaffItem(db: Db, vendorId: string, id: string) {
  if (hasControlCharacters(id)) return null;
  const [row] = await db
    .select({ item: items, categoryName: categories.name })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(and(eq(items.id, id), eq(items.vendorId, vendorId)))
    .limit(1);
  if (!row) return null;
  return { id: row.item.id, fields: itemRowFields(row.item), categoryName: row.categoryName, photoCount: row.item.photos.length };
}
