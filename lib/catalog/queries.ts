import 'server-only';
import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { categories, items } from '@/lib/db/schema';
import type { ItemCardData } from './item-card';
import { LISTING_PAGE_SIZE, type ListingParams } from './listing-params';

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
};

export async function listNewArrivals(db: Db, since: Date, limit: number): Promise<ItemCardData[]> {
  return db.select(cardColumns).from(items).where(gte(items.createdAt, since)).orderBy(desc(items.createdAt), items.id).limit(limit);
}

export type CategorySummary = { id: string; name: string; description: string; photo: typeof categories.$inferSelect.photo; itemCount: number };

export async function listCategoriesWithCounts(db: Db): Promise<CategorySummary[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      photo: categories.photo,
      itemCount: count(items.id),
    })
    .from(categories)
    .leftJoin(items, eq(items.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(categories.sortOrder, categories.name);
}

export async function listItems(db: Db, params: ListingParams): Promise<{ items: ItemCardData[]; total: number }> {
  const conditions: SQL[] = [];
  if (params.purchaseType) conditions.push(eq(items.purchaseType, params.purchaseType));
  if (params.category) conditions.push(eq(categories.name, params.category));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select(cardColumns)
      .from(items)
      .innerJoin(categories, eq(items.categoryId, categories.id))
      .where(where)
      .orderBy(desc(items.createdAt), items.id)
      .limit(LISTING_PAGE_SIZE)
      .offset((params.page - 1) * LISTING_PAGE_SIZE),
    db.select({ total: count() }).from(items).innerJoin(categories, eq(items.categoryId, categories.id)).where(where),
  ]);
  return { items: rows, total: totals?.total ?? 0 };
}
