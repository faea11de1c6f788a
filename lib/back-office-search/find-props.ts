import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { items } from '@/lib/db/schema';
import type { SearchResult } from './search-kinds';
import type { ParsedSearch } from './search-text';

/**
 * Props by SKU or title, hidden and archived ones too (staff look after them all): the SKU typed
 * whole (its unique index) or begun, or every word beginning a word of the title or SKU, through the search
 * vector's GIN index (weight A holds the title and SKU: migration 0023). The exact SKU comes first,
 * then A to Z by title.
 */
export async function findProps(db: Db, vendorId: string, search: ParsedSearch, limit: number): Promise<SearchResult[]> {
  const sku = search.text.toUpperCase();
  // Only letters and digits reach to_tsquery, each a prefix of a title or SKU word (`:*A`).
  const prefixes = search.titleWords.map((word) => `${word}:*A`).join(' & ');
  const byWords = prefixes ? sql`${items.searchVector} @@ to_tsquery('simple', ${prefixes})` : sql`false`;
  // A SKU being typed ("LGT-0000"): the SKUs it begins.
  const bySku = /^[A-Z0-9-]{3,40}$/.test(sku) && /\d/.test(sku) ? sql`${items.sku} like ${`${sku}%`}` : sql`false`;
  const rows = await db
    .select({ id: items.id, sku: items.sku, title: items.title, status: items.status })
    .from(items)
    .where(and(eq(items.vendorId, vendorId), sql`(${items.sku} = ${sku} or ${bySku} or ${byWords})`))
    .orderBy(sql`${items.sku} = ${sku} desc`, asc(items.title), asc(items.id))
    .limit(limit);
  return rows.map((row) => ({
    kind: 'prop',
    label: row.title,
    detail: row.status === 'active' ? row.sku : `${row.sku} · ${row.status === 'hidden' ? 'Hidden' : 'Archived'}`,
    href: `/staff/items/${encodeURIComponent(row.id)}`,
  }));
}
