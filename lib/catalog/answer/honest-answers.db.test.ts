import { like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { categories, items } from '@/lib/db/schema';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { tenant } from '@/lib/tenant';
import { catalogJson } from './catalog-json';
import { runCatalogSearch } from '../catalog-search';
import { searchCatalog } from '../search';

const fixture = testDatabase(async (handle) => {
  await seedCatalog(handle.db, { items: 300, vendorId: tenant.vendor.id, currency: 'USD', colors: demo.colorMap, now: new Date() });
  // Every coffee table Mid-Century, so "70s coffee table" has none of its era and the nearest era has them.
  await handle.db.update(items).set({ period: 'Mid-Century' }).where(like(items.title, '%Coffee Table'));
  // A category with no props, whose words are nearest a search for them: it is never offered.
  await handle.db.insert(categories).values({
    id: 'zz-empty',
    name: 'Xqzvvy Oddments',
    description: 'xqzvvy oddments',
    sortOrder: 99,
    photo: { url: '/x.png', width: 1, height: 1, alt: '' },
  });
});
const db = () => fixture.handle.db;
const search = (text: string) => searchCatalog(db(), { text, filters: {}, sort: 'relevance', page: 1 }, [], 24);

describe('issue 39 §1: a kind of prop the house does not hold is said to be absent, the closest offered apart', () => {
  it('"recliner" finds no results (its nearest spelling, "reclaimed", is three slips away) and says so first', async () => {
    const result = await search('recliner');
    expect(result.items).toEqual([]);
    expect(result.total).toBe(0);
    expect(result.fallback?.nothing).toBe('No “recliner” in the catalogue.');
  });

  it('a typo within one slip is still a result ("stols", "wheelchiar"); one further is only the closest ("grand piano" → "pine")', async () => {
    expect((await search('stols')).items[0]?.title).toMatch(/Bar Stool/);
    expect((await search('wheelchiar')).items[0]?.title).toMatch(/Wheelchair/);
    const piano = await search('grand piano');
    expect(piano.items).toEqual([]);
    expect(piano.fallback?.closest?.items.length ?? 0).toBeGreaterThan(0);
    expect(piano.fallback?.closest?.label).toMatch(/^\d+ props? for “/);
  });

  it('"bunk bed" is not answered with other beds as results: they are the closest, apart', async () => {
    const result = await search('bunk bed');
    expect(result.items).toEqual([]);
    expect(result.fallback?.closest?.label).toMatch(/props? for “bed”$/);
    expect(result.fallback?.closest?.items[0]?.title).toMatch(/\bBed\b/);
  });

  it('/api/catalog says which props are results and which only come closest', async () => {
    const nothing = await runCatalogSearch(db(), { q: 'bunk bed' }, { basePath: tenant.basepath });
    const json = catalogJson(nothing.result, 1);
    expect(json).toMatchObject({ answer: 'nothing', items: [], total: 0, nothing: 'No “bunk bed” in the catalogue.' });
    expect(json.closest?.items.length).toBeGreaterThan(0);
    const found = catalogJson((await runCatalogSearch(db(), { q: 'bed' }, { basePath: tenant.basepath })).result, 1);
    expect(found).toMatchObject({ answer: 'found', nothing: null, closest: null });
    expect(found.items.length).toBeGreaterThan(0);
  });

  it('issue 39 §5: the categories offered when nothing comes near are only those with props, each counted', async () => {
    const result = await search('xqzvvy');
    expect(result.fallback?.categories.length).toBeGreaterThan(0);
    expect(result.fallback?.categories.map((category) => category.name)).not.toContain('Xqzvvy Oddments');
    for (const category of result.fallback!.categories) expect(category.itemCount).toBeGreaterThan(0);
  });
});

describe('issue 39 §4: an era and a kind together', () => {
  it('"70s coffee table" with no 1970s coffee tables says so and shows the nearest era’s, labelled, not a mix', async () => {
    const [{ n }] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(items)
      .where(like(items.title, '%Coffee Table'))) as [{ n: number }];
    const result = await search('70s coffee table');
    expect(result.items).toEqual([]);
    expect(result.fallback?.nothing).toBe('No 1970s coffee tables in the catalogue.');
    expect(result.fallback?.closest?.label).toBe(`${n} Mid-Century ${n === 1 ? 'coffee table' : 'coffee tables'}`);
    expect(result.fallback?.closest?.items.every((item) => /Coffee Table/.test(item.title) && item.period === 'Mid-Century')).toBe(true);
  });

  it('"mid century coffee table" lists them as results', async () => {
    const result = await search('mid century coffee table');
    expect(result.total).toBeGreaterThan(0);
    expect(result.fallback).toBeUndefined();
  });
});

describe('issue 39 §1: the trade’s words, from the house’s default synonyms', () => {
  it('"greens" finds potted palms first, "set dec" the Set Dressing category rather than Art Deco, "practical" working lamps', async () => {
    expect((await search('greens')).items[0]?.title).toMatch(/Potted Palm/);
    expect((await search('set dec')).items.slice(0, 5).some((item) => /Art Deco/.test(item.title) && /Set$/.test(item.title))).toBe(false);
    expect((await search('practical')).items[0]?.title).toMatch(/Lamp|Chandelier|Pendant Light/);
    expect((await search('hero prop')).items).toEqual([]);
  });
});
