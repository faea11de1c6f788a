import { sql } from 'drizzle-orm';
import { refreshCatalogStatistics } from '../catalog-statistics';
import type { Db } from '../open';
import { categories, items, searchTerms } from '../schema';
import { generateCategories, generateItems, type CatalogOptions } from './generate-catalog';

export type SeedOptions = Omit<CatalogOptions, 'count'> & { items: number; onProgress?: (inserted: number) => void };

/** Replaces the catalogue with a generated one, in one transaction: a failed seed leaves the old catalogue. */
export async function seedCatalog(db: Db, options: SeedOptions): Promise<{ categories: number; items: number }> {
  const categoryRows = generateCategories(options.colors);
  let inserted = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate ${items}, ${categories}, ${searchTerms} restart identity cascade`);
    await tx.insert(categories).values(categoryRows);
    for (const batch of generateItems({ ...options, count: options.items })) {
      await tx.insert(items).values(batch);
      inserted += batch.length;
      options.onProgress?.(inserted);
    }
  });
  await refreshCatalogStatistics(db);
  return { categories: categoryRows.length, items: inserted };
}

export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(categories);
  return (row?.count ?? 0) === 0;
}
