import 'server-only';
import { and, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { categories, facetBitmaps, items } from '@/lib/db/schema';
import type { ItemCardData } from './item-card';
import { hasControlCharacters } from '@/lib/text/typed-text';

export const cardColumns = {
  id: items.id,
  title: items.title,
  sku: items.sku,
  photo: sql<ItemCardData['photo']>`${items.photos} -> 0`,
  purchaseType: items.purchaseType,
  weeklyPrice: items.weeklyPrice,
  currency: items.currency,
  quantity: items.quantity,
  createdAt: items.createdAt,
  period: items.period,
  dimensions: items.dimensions,
};

/** Only active items are shown to crews (issue 13 §3): hidden and archived ones are the staff's alone. */
export const isListed = eq(items.status, 'active');

export async function listNewArrivals(db: Db, since: Date, limit: number): Promise<ItemCardData[]> {
  return (
    db
      .select(cardColumns)
      .from(items)
      // A prop with no units is not offered to crews (issue 39 §2).
      .where(and(gte(items.createdAt, since), isListed, gt(items.quantity, 0)))
      .orderBy(desc(items.createdAt), items.id)
      .limit(limit)
  );
}

export type CategorySummary = { id: string; name: string; description: string; photo: typeof categories.$inferSelect.photo; itemCount: number };

/**
 * Counted from the facet bitmaps (docs/decisions/0013), not by reading every item, less the listed
 * props with no units, which crews are not shown (issue 39 §2; the few read through the partial index
 * of props at zero), so a category says what its page lists.
 */
export async function listCategoriesWithCounts(db: Db): Promise<CategorySummary[]> {
  const itemCount = sql<number>`(coalesce((select sum(bit_count(${facetBitmaps.bits})) from ${facetBitmaps} where ${facetBitmaps.facetValue} = 'category:' || ${categories.name}), 0)
    - (select count(*) from items as none_left where none_left.quantity = 0 and none_left.status = 'active' and none_left.category_id = "categories"."id"))::int`;
  return db
    .select({ id: categories.id, name: categories.name, description: categories.description, photo: categories.photo, itemCount })
    .from(categories)
    .orderBy(categories.sortOrder, categories.name);
}

/** An id from a URL: one with control characters names nothing, and PostgreSQL would refuse its NUL (issue 9). */
const canBeId = (id: string) => !hasControlCharacters(id);

export async function getCategory(db: Db, id: string) {
  if (!canBeId(id)) return undefined;
  const [category] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return category;
}

export type ItemDetail = typeof items.$inferSelect & { categoryName: string };

/** An item as its public page shows it; a hidden or archived one reads as none (a 404). */
export async function getItem(db: Db, id: string): Promise<ItemDetail | undefined> {
  if (!canBeId(id)) return undefined;
  const [row] = await db
    .select({ item: items, categoryName: categories.name })
    .from(items)
    .innerJoin(categories, eq(items.categoryId, categories.id))
    .where(and(eq(items.id, id), isListed))
    .limit(1);
  return row && { ...row.item, categoryName: row.categoryName };
}
