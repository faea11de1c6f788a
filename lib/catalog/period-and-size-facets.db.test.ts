import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, items, searchTerms } from '@/lib/db/schema';
import { tenant } from '@/lib/tenant';
import { testDatabase } from '@/test/database';
import { catalogFacets } from './facets';
import { searchCatalog } from './search';
import { emptySearch, type SearchQuery } from './search-query';

/**
 * Issue 28 §2: the items_search_fields trigger (migration 0022) writes an item's period and the size
 * bins of its width, depth and height into its facet values, and its period into its search text,
 * whoever writes the item; the facet bitmaps count them like every other facet.
 */

const fixture = testDatabase(async ({ db }) => {
  await db.insert(categories).values({ id: 'furniture', name: 'Furniture', description: 'Chairs.', photo: { url: '/x', width: 1, height: 1, alt: '' } });
});
const db = () => fixture.handle.db;

type Measures = { width: number; depth: number; height: number };

async function addItem(id: string, period: string | null, dimensions: Measures) {
  await db()
    .insert(items)
    .values({
      id,
      sku: id.toUpperCase(),
      title: `Zephyr ${id}`,
      description: 'A prop.',
      categoryId: 'furniture',
      vendorId: tenant.vendor.id,
      photos: [],
      tags: ['Retro'],
      period,
      purchaseType: 'Weekly Rental',
      weeklyPrice: 4500,
      currency: 'USD',
      quantity: 1,
      dimensions,
      weightLb: 10,
    });
}

const facetValuesOf = async (id: string) => (await db().select({ facetValues: items.facetValues }).from(items).where(eq(items.id, id)))[0]!.facetValues!;
const search = (filters: SearchQuery['filters']) => searchCatalog(db(), { ...emptySearch(), filters }, catalogFacets(tenant));
const countsOf = (result: Awaited<ReturnType<typeof search>>, key: string) =>
  Object.fromEntries((result.facets.find((facet) => facet.key === key)?.values ?? []).map((entry) => [entry.value, entry.count]));

beforeAll(async () => {
  await addItem('stool', 'Mid-Century', { width: 17, depth: 17, height: 30 });
  await addItem('sofa', 'Art Deco', { width: 84, depth: 36, height: 32 });
  await addItem('sign', null, { width: 30, depth: 3, height: 96 });
  await addItem('chair', 'Mid-Century', { width: 18.5, depth: 20, height: 35.9 });
});

describe('issue 28 §2: the trigger writes period and size facet values', () => {
  it('an item with a period carries period:<value>, and one bin of each measure, the bin holding its lower bound', async () => {
    expect(await facetValuesOf('stool')).toEqual(
      expect.arrayContaining(['period:Mid-Century', 'width:12 to 24 in', 'depth:12 to 24 in', 'height:24 to 36 in']),
    );
    expect(await facetValuesOf('sofa')).toEqual(expect.arrayContaining(['period:Art Deco', 'width:72 to 96 in', 'depth:36 to 48 in', 'height:24 to 36 in']));
    expect(await facetValuesOf('sign')).toEqual(expect.arrayContaining(['width:24 to 36 in', 'depth:Under 12 in', 'height:96 in and up']));
    expect(await facetValuesOf('chair')).toContain('height:24 to 36 in');
  });

  it('an item without a period has no period value, and an empty one counts as none', async () => {
    expect((await facetValuesOf('sign')).filter((value) => value.startsWith('period:'))).toEqual([]);
    await db().update(items).set({ period: '' }).where(eq(items.id, 'sign'));
    expect((await facetValuesOf('sign')).filter((value) => value.startsWith('period:'))).toEqual([]);
    await db().update(items).set({ period: null }).where(eq(items.id, 'sign'));
  });

  it('a measure that is not a number gets no bin, and the write is not refused', async () => {
    await db().execute(sql`update items set dimensions = '{"width": "wide", "depth": 3}'::jsonb where id = 'sign'`);
    expect((await facetValuesOf('sign')).filter((value) => /^(width|depth|height):/.test(value))).toEqual(['depth:Under 12 in']);
    await db()
      .update(items)
      .set({ dimensions: { width: 30, depth: 3, height: 96 } })
      .where(eq(items.id, 'sign'));
  });

  it('the period is search text of the item, and its words are catalogue words for typo tolerance', async () => {
    const found = await db()
      .select({ id: items.id })
      .from(items)
      .where(sql`${items.searchVector} @@ plainto_tsquery('english', 'deco')`);
    expect(found.map((row) => row.id)).toEqual(['sofa']);
    expect(await db().select().from(searchTerms).where(eq(searchTerms.word, 'deco'))).toHaveLength(1);
  });

  it('the bitmaps count each period and size bin, against the other filters, and follow an edit', async () => {
    const all = await search({});
    expect(countsOf(all, 'period')).toEqual({ 'Art Deco': 1, 'Mid-Century': 2 });
    expect(countsOf(all, 'height')).toEqual({ '24 to 36 in': 3, '96 in and up': 1 });
    const midCentury = await search({ period: ['Mid-Century'] });
    expect(midCentury.total).toBe(2);
    expect(countsOf(midCentury, 'width')).toEqual({ '12 to 24 in': 2 });
    const tall = await search({ height: ['96 in and up'], period: ['Mid-Century'] });
    expect(tall.total).toBe(0);
    expect(countsOf(tall, 'period')).toEqual({ 'Mid-Century': 0 });

    await db()
      .update(items)
      .set({ period: 'Victorian', dimensions: { width: 17, depth: 17, height: 24 } })
      .where(eq(items.id, 'stool'));
    const after = await search({});
    expect(countsOf(after, 'period')).toEqual({ Victorian: 1, 'Art Deco': 1, 'Mid-Century': 1 });
    expect(countsOf(after, 'height')).toEqual({ '24 to 36 in': 3, '96 in and up': 1 });
  });

  it('a hidden item has no facet values, so no period or size count holds it', async () => {
    await db().update(items).set({ status: 'hidden' }).where(eq(items.id, 'sofa'));
    expect(await facetValuesOf('sofa')).toEqual([]);
    expect(countsOf(await search({}), 'period')).toEqual({ Victorian: 1, 'Mid-Century': 1 });
  });
});
