import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items } from '@/lib/db/schema';
import { catalogStatisticsRefreshedAt } from '@/lib/db/catalog-statistics';
import { seedCatalog } from '@/demo/seed-catalog';
import type { DatabaseHandle } from '@/lib/db/open';
import { testDatabase } from '@/test/database';
import demo from '@/tenant/config.json';
import { newArrivalsSince } from './item-card';
import { getCategory, getItem, listCategoriesWithCounts, listNewArrivals } from './queries';
import { searchCatalog } from './search';
import { SEARCH_PAGE_SIZE, type SearchQuery } from './search-query';

type Listing = { purchaseType?: 'Free' | 'Weekly Rental'; category?: string; page: number };
const listItems = (db: DatabaseHandle['db'], { purchaseType, category, page }: Listing) => {
  const filters: SearchQuery['filters'] = {};
  if (purchaseType) filters.purchaseType = [purchaseType];
  if (category) filters.category = [category];
  return searchCatalog(db, { text: '', filters, sort: 'newest', page }, []);
};

const now = new Date();
/** The demo's props with no units (rentals all: a free prop keeps one): not listed to crews (issue 39 §2). */
const noneLeft = () => fixture.handle.db.$count(items, eq(items.quantity, 0));
const fixture = testDatabase((handle) => seedCatalog(handle.db, { items: 300, vendorId: 'cahuenga-props', currency: 'USD', colors: demo.colorMap, now }));

describe('catalogue reads on a real database', () => {
  it('issue 9 §2: an item or category id from the URL with a NUL names nothing, with no failed query', async () => {
    for (const id of ['\0', 'prop-000001\0', 'a\u0007b']) {
      await expect(getItem(fixture.handle.db, id)).resolves.toBeUndefined();
      await expect(getCategory(fixture.handle.db, id)).resolves.toBeUndefined();
    }
  });

  it('a seed refreshes the planner statistics: PGlite has no autovacuum, and a planner guessing from an empty table reads every prop', async () => {
    const before = new Date(Date.now() - 1000);
    await seedCatalog(fixture.handle.db, { items: 300, vendorId: 'cahuenga-props', currency: 'USD', colors: demo.colorMap, now });
    expect((await catalogStatisticsRefreshedAt(fixture.handle.db))?.getTime()).toBeGreaterThan(before.getTime());
  });

  it('seeding twice replaces the catalogue rather than doubling it', async () => {
    await seedCatalog(fixture.handle.db, { items: 300, vendorId: 'cahuenga-props', currency: 'USD', colors: demo.colorMap, now });
    expect(await fixture.handle.db.$count(items)).toBe(300);
    // Issue 39 §2: the demo's rentals with no units are not listed.
    expect((await listItems(fixture.handle.db, { page: 1 })).total).toBe(300 - (await noneLeft()));
  });

  it('spec §2 "Free Props": /catalog?Purchase+Type=Free lists free items only', async () => {
    const { items, total } = await listItems(fixture.handle.db, { purchaseType: 'Free', page: 1 });
    expect(total).toBeGreaterThan(0);
    expect(items.every((item) => item.purchaseType === 'Free')).toBe(true);
  });

  it('spec §2 "Rentals": Weekly Rental lists rentals only, and the two add up to the whole', async () => {
    const rentals = await listItems(fixture.handle.db, { purchaseType: 'Weekly Rental', page: 1 });
    const free = await listItems(fixture.handle.db, { purchaseType: 'Free', page: 1 });
    expect(rentals.items.every((item) => item.purchaseType === 'Weekly Rental' && item.weeklyPrice! > 0)).toBe(true);
    expect(rentals.total + free.total).toBe(300 - (await noneLeft()));
  });

  it('pages through the catalogue newest first without repeats', async () => {
    const first = await listItems(fixture.handle.db, { page: 1 });
    const second = await listItems(fixture.handle.db, { page: 2 });
    expect(first.items).toHaveLength(SEARCH_PAGE_SIZE);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    const times = first.items.map((item) => item.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by category name, and category counts add up to the catalogue', async () => {
    const categories = await listCategoriesWithCounts(fixture.handle.db);
    expect(categories.reduce((sum, category) => sum + category.itemCount, 0)).toBe(300 - (await noneLeft()));
    const lighting = categories.find((category) => category.name === 'Lighting');
    const listed = await listItems(fixture.handle.db, { category: 'Lighting', page: 1 });
    expect(listed.total).toBe(lighting?.itemCount);
  });

  it('spec §9 newWeekCount: new arrivals are the items added within the last 3 weeks', async () => {
    const since = newArrivalsSince(now, 3);
    const arrivals = await listNewArrivals(fixture.handle.db, since, 1000);
    expect(arrivals.length).toBeGreaterThan(0);
    expect(arrivals.every((item) => item.createdAt >= since)).toBe(true);
    const everything = await listItems(fixture.handle.db, { page: 1 });
    const older = everything.items.filter((item) => item.createdAt < since);
    expect(arrivals.some((item) => older.some((old) => old.id === item.id))).toBe(false);
  });
});
