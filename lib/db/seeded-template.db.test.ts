import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ITEM_COUNT, demoCatalogOptions, demoDatabaseSeed, seedCatalog } from '@/demo/seed-catalog';
import { catalogFacets } from '@/lib/catalog/facets';
import { newArrivalsSince } from '@/lib/catalog/item-card';
import { listNewArrivals } from '@/lib/catalog/queries';
import { searchCatalog } from '@/lib/catalog/search';
import { tenant } from '@/lib/tenant';
import { tempFolders } from '@/test/temp-folders';
import { catalogStatisticsRefreshedAt } from './catalog-statistics';
import { openDatabase, type Db } from './open';
import { pgliteTemplatePath, seededPgliteTemplatePath } from './pglite-template';
import { rowsOf } from './sql';
import { items } from './schema';

const MIGRATIONS = resolve('lib/db/migrations');
const newFolder = tempFolders('storefront-seeded-');

const datesOf = (db: Db) => db.select({ id: items.id, createdAt: items.createdAt, updatedAt: items.updatedAt }).from(items).orderBy(asc(items.id));
const search = (db: Db, text: string) => searchCatalog(db, { text, filters: {}, sort: text ? 'relevance' : 'newest', page: 1 }, catalogFacets(tenant));

describe('issue 29: a new embedded database with the demo catalogue starts from a kept, seeded template (cold start)', () => {
  it('the first seeded database keeps the template; the next is loaded from it, unseeded, and has what a seed written today has: dates, words and facet counts', async () => {
    const seed = demoDatabaseSeed();
    const path = seededPgliteTemplatePath(MIGRATIONS, seed.content())!;
    rmSync(path, { force: true });
    const write = vi.spyOn(seed, 'write');

    const first = await openDatabase({ dataDir: newFolder(), seed });
    expect(first.seeded).toBe(true);
    await first.close();
    expect(write).toHaveBeenCalledTimes(1);
    expect(existsSync(path)).toBe(true);

    const before = Date.now();
    const fromTemplate = await openDatabase({ dataDir: newFolder(), seed });
    const after = Date.now();
    expect(fromTemplate.seeded).toBe(true);
    expect(write).toHaveBeenCalledTimes(1);

    // The same catalogue written the long way, as of the end of that open.
    const written = await openDatabase({});
    await seedCatalog(written.db, demoCatalogOptions(DEMO_ITEM_COUNT, new Date(after)));
    try {
      const loaded = await datesOf(fromTemplate.db);
      const expected = await datesOf(written.db);
      expect(loaded).toHaveLength(DEMO_ITEM_COUNT);
      expect(loaded.map((prop) => prop.id)).toEqual(expected.map((prop) => prop.id));
      // Every prop is as old as the seed makes it, counted from the moment the database was opened.
      loaded.forEach((prop, index) => {
        const lag = expected[index]!.createdAt.getTime() - prop.createdAt.getTime();
        expect(lag).toBeGreaterThanOrEqual(0);
        expect(lag).toBeLessThanOrEqual(after - before);
        expect(prop.updatedAt).toEqual(prop.createdAt);
      });
      const newest = (props: typeof loaded) => Math.max(...props.map((prop) => prop.createdAt.getTime()));
      expect(Math.abs(newest(loaded) - newest(expected))).toBeLessThan(1000 + (after - before));

      // The catalogue's new arrivals are the same props: the dates moved to today, not left at the template's.
      const since = newArrivalsSince(new Date(after), tenant.newWeekCount);
      const arrivals = async (db: Db) => (await listNewArrivals(db, since, 100)).map((prop) => prop.id);
      expect(await arrivals(fromTemplate.db)).toEqual(await arrivals(written.db));
      expect((await arrivals(fromTemplate.db)).length).toBeGreaterThan(0);

      // Search finds a prop by a word of its title, and counts every facet, as on the database seeded today.
      const [prop] = rowsOf<{ id: string; title: string }>(await fromTemplate.db.execute(sql`select id, title from items order by created_at desc limit 1`));
      const word = prop!.title.split(' ').at(-1)!.toLowerCase();
      const found = await search(fromTemplate.db, word);
      expect(found.items.map((item) => item.id)).toContain(prop!.id);
      const foundThere = await search(written.db, word);
      expect(found.items.map((item) => item.id)).toEqual(foundThere.items.map((item) => item.id));
      expect(found.facets).toEqual(foundThere.facets);
      const everything = await search(fromTemplate.db, '');
      // Every prop with units (issue 39 §2), as on the database seeded today.
      const everythingThere = await search(written.db, '');
      expect(everything.total).toBe(everythingThere.total);
      expect(everything.total).toBeGreaterThan(DEMO_ITEM_COUNT * 0.9);
      expect(everything.facets).toEqual(everythingThere.facets);

      // The planner has statistics for the catalogue, the moved dates among them (PGlite runs no autovacuum).
      expect((await catalogStatisticsRefreshedAt(fromTemplate.db))?.getTime()).toBeGreaterThanOrEqual(before - 1000);
      const [stats] = rowsOf<{ newest: string }>(
        await fromTemplate.db.execute(
          sql`select (histogram_bounds::text::timestamptz[])[cardinality(histogram_bounds::text::timestamptz[])]::text as newest from pg_stats where tablename = 'items' and attname = 'created_at'`,
        ),
      );
      expect(new Date(stats!.newest).getTime()).toBeGreaterThan(since.getTime());

      // The items' triggers, skipped while the dates moved, are all there and work: a retitled prop is found by its new word.
      const triggers = `select tgname from pg_trigger where tgrelid = 'items'::regclass and not tgisinternal order by tgname`;
      expect(rowsOf(await fromTemplate.db.execute(sql.raw(triggers)))).toEqual(rowsOf(await written.db.execute(sql.raw(triggers))));
      await fromTemplate.db.execute(sql`update items set title = 'Zanzibar Floor Lamp' where id = ${prop!.id}`);
      expect((await search(fromTemplate.db, 'zanzibar')).items.map((item) => item.id)).toEqual([prop!.id]);
    } finally {
      await fromTemplate.close();
      await written.close();
    }
  });

  it('a different seed output names a different template; the clock and a second call name the same one', () => {
    const named = (options = demoCatalogOptions(DEMO_ITEM_COUNT)) => seededPgliteTemplatePath(MIGRATIONS, demoDatabaseSeed(options).content());
    const demo = named();
    expect(demo).not.toBeNull();
    expect(named()).toBe(demo);
    expect(named(demoCatalogOptions(DEMO_ITEM_COUNT, new Date('2030-06-01T12:00:00Z')))).toBe(demo);
    expect(demo).not.toBe(pgliteTemplatePath(MIGRATIONS));

    const others = [
      named(demoCatalogOptions(DEMO_ITEM_COUNT - 1)),
      named({ ...demoCatalogOptions(DEMO_ITEM_COUNT), vendorId: 'another-house' }),
      named({ ...demoCatalogOptions(DEMO_ITEM_COUNT), currency: 'EUR' }),
      named({ ...demoCatalogOptions(DEMO_ITEM_COUNT), colors: [...tenant.colorMap].reverse() }),
      named({ ...demoCatalogOptions(DEMO_ITEM_COUNT), seed: 7 }),
    ];
    expect(new Set([demo, ...others]).size).toBe(others.length + 1);
  });
});
