/**
 * The demo prop house's catalogue written into a database: `npm run seed`, the first start of an
 * empty database (lib/start-up/database-ready.ts, the one module of lib/ that imports demo/, through a template of
 * it on the embedded database) and the tests that need a catalogue to work on.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { refreshCatalogStatistics } from '@/lib/db/catalog-statistics';
import { moveCatalogDates } from '@/lib/db/move-catalog-dates';
import type { DatabaseSeed, Db } from '@/lib/db/open';
import { categories, items, searchSynonyms, searchTerms } from '@/lib/db/schema';
import { tenant } from '@/lib/tenant';
import { generateCategories, generateItems, type CatalogOptions } from './generate-catalog';
import { DEMO_SYNONYMS } from './synonyms';

export type SeedOptions = Omit<CatalogOptions, 'count'> & { items: number; onProgress?: (inserted: number) => void };

/** How many props the demo prop house has. */
export const DEMO_ITEM_COUNT = 300;

/** The demo's catalogue as the tenant configures it: its vendor, currency and colours. */
export function demoCatalogOptions(count: number, now = new Date()): SeedOptions {
  return {
    items: count,
    vendorId: tenant.vendor.id,
    currency: tenant.currency,
    colors: tenant.colorMap,
    now,
  };
}

/** Any fixed instant: the seeded template's props are dated back from it, then moved to the day a database is made from it. */
const TEMPLATE_NOW = new Date('2026-01-01T00:00:00.000Z');

/**
 * The demo prop house as a new embedded database's seed (lib/db/open.ts, issue 29): written once, at
 * a fixed `now`, and kept as a template; every later new database is loaded from it and its props'
 * dates moved to the day, so it has what a seed that day would have written.
 */
export function demoDatabaseSeed(options: SeedOptions = demoCatalogOptions(DEMO_ITEM_COUNT)): DatabaseSeed {
  const fixed = { ...options, now: TEMPLATE_NOW };
  return {
    content: () => seedContent(fixed),
    write: async (db) => {
      await seedCatalog(db, fixed);
    },
    moveToNow: (db, now) => moveCatalogDates(db, now.getTime() - TEMPLATE_NOW.getTime()),
  };
}

/**
 * What `seedCatalog` writes with these options, as text: the options (the tenant's vendor, currency
 * and colours among them), the categories, the house's synonyms and every prop. What the database
 * makes of them (search words, facet bitmaps) follows from the migrations, which name the template too.
 */
function seedContent(options: SeedOptions): string {
  const { onProgress: _, ...made } = options;
  return JSON.stringify({
    options: made,
    categories: generateCategories(options.colors),
    synonyms: DEMO_SYNONYMS,
    items: [...generateItems({ ...options, count: options.items })],
  });
}

/** Replaces the catalogue (and the house's search synonyms) with a generated one, in one transaction: a failed seed leaves the old catalogue. */
export async function seedCatalog(db: Db, options: SeedOptions): Promise<{ categories: number; items: number }> {
  const categoryRows = generateCategories(options.colors);
  let inserted = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate ${items}, ${categories}, ${searchTerms} restart identity cascade`);
    await tx.insert(categories).values(categoryRows);
    await tx.delete(searchSynonyms).where(eq(searchSynonyms.vendorId, options.vendorId));
    await tx.insert(searchSynonyms).values(DEMO_SYNONYMS.map((terms) => ({ id: randomUUID(), vendorId: options.vendorId, terms: [...terms] })));
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
