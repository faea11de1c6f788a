import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, items } from '@/lib/db/schema';
import { testDatabase } from '@/test/database';
import { FACET_KEYS, priceBinOf, SIZE_BINS, sizeBinOf, type FacetKey } from '@/lib/tenant/facet-keys';
import type { FacetDefinition } from './facets';
import { searchCatalog } from './search';
import type { SearchQuery, SortKey } from './search-query';

const fixture = testDatabase();

// Small vocabularies, so random catalogues share values and filters hit.
const CATEGORIES = ['Furniture', 'Lighting', 'Signage'];
const TAGS = ['Victorian', 'Retro', 'Industrial', 'Modern'];
const COLORS = ['Red', 'Blue', 'Gold', 'Black And White'];
const ROOMS = ['Kitchen', 'Office', 'Hotel Lobby'];
const MATERIALS = ['Oak', 'Brass', 'Glass'];
const VENDORS = ['cahuenga-props', 'valley-surplus'];
const PERIODS = ['Victorian', 'Mid-Century', '1970s'];
/** Inches on each side of every size bin's bounds (issue 28 §2): the database's bins must be the app's. */
const MEASURES = [0.5, 11.9, 12, 23.5, 24, 35.9, 36, 47, 48, 71.5, 72, 95.9, 96, 240];
/** Title words that stem to themselves and begin no other word here: "matches the word" is "title has it". */
const WORDS = ['zephyr', 'quokka', 'marzipan', 'gondola', 'tundra'];

type TestItem = {
  id: string;
  title: string;
  category: string;
  vendor: string;
  tags: string[];
  colors: string[];
  rooms: string[];
  materials: string[];
  period: string | null;
  dimensions: { width: number; depth: number; height: number };
  weeklyPrice: number | null;
  createdAt: Date;
};

const subset = (values: string[]) => fc.subarray(values, { minLength: 0, maxLength: values.length });

const itemArb = fc.record({
  words: fc.subarray(WORDS, { minLength: 1, maxLength: 2 }),
  category: fc.constantFrom(...CATEGORIES),
  vendor: fc.constantFrom(...VENDORS),
  tags: subset(TAGS),
  colors: fc.subarray(COLORS, { minLength: 1, maxLength: 2 }),
  rooms: subset(ROOMS),
  materials: subset(MATERIALS),
  period: fc.option(fc.constantFrom(...PERIODS), { freq: 3 }),
  // A plain object: fast-check's records have no prototype, which drizzle's insert cannot read.
  dimensions: fc
    .record({ width: fc.constantFrom(...MEASURES), depth: fc.constantFrom(...MEASURES), height: fc.constantFrom(...MEASURES) })
    .map((measures) => ({ ...measures })),
  weeklyPrice: fc.option(
    fc.integer({ min: 1, max: 400 }).map((dollars) => dollars * 100),
    { freq: 4 },
  ),
  minutesAgo: fc.integer({ min: 0, max: 100_000 }),
});

const catalogArb = fc.array(itemArb, { minLength: 0, maxLength: 40 }).map((rows) =>
  rows.map((row, index): TestItem => ({
    id: `t-${String(index).padStart(3, '0')}`,
    title: row.words.join(' '),
    category: row.category,
    vendor: row.vendor,
    tags: row.tags,
    colors: row.colors,
    rooms: row.rooms,
    materials: row.materials,
    period: row.period,
    dimensions: row.dimensions,
    weeklyPrice: row.weeklyPrice,
    createdAt: new Date(Date.UTC(2026, 10, 1) - row.minutesAgo * 60_000),
  })),
);

const VALUE_POOL: Record<FacetKey, string[]> = {
  purchaseType: ['Free', 'Weekly Rental'],
  priceBin: ['Free', 'Under $50', '$50 to $99', '$100 to $249', '$250 and up'],
  vendors: VENDORS,
  category: [...CATEGORIES, 'Nowhere'],
  tags: [...TAGS, 'Unheard Of'],
  colors: COLORS,
  rooms: ROOMS,
  materials: MATERIALS,
  period: [...PERIODS, 'Edwardian'],
  height: SIZE_BINS.map((bin) => bin.label),
  width: SIZE_BINS.map((bin) => bin.label),
  depth: SIZE_BINS.map((bin) => bin.label),
};

const queryArb = fc.record({
  text: fc.oneof(
    fc.constant(''),
    fc.constantFrom(...WORDS),
    fc.constantFrom(...WORDS).map((word) => word.slice(0, 3)),
  ),
  filters: fc
    .dictionary(fc.constantFrom(...FACET_KEYS), fc.constant(null))
    .chain((chosen) =>
      fc.record(
        Object.fromEntries(
          Object.keys(chosen).map((key) => [
            key,
            fc.subarray(VALUE_POOL[key as FacetKey], { minLength: 1, maxLength: Math.min(3, VALUE_POOL[key as FacetKey].length) }),
          ]),
        ) as Record<FacetKey, fc.Arbitrary<string[]>>,
      ),
    ),
  sort: fc.constantFrom<SortKey>('newest', 'price', 'relevance'),
});

const FACETS: FacetDefinition[] = FACET_KEYS.map((key) => ({ key, label: key }));

function valuesOf(item: TestItem, key: FacetKey): string[] {
  switch (key) {
    case 'purchaseType':
      return [item.weeklyPrice === null ? 'Free' : 'Weekly Rental'];
    case 'priceBin':
      return [priceBinOf(item.weeklyPrice)];
    case 'vendors':
      return [item.vendor];
    case 'category':
      return [item.category];
    case 'period':
      return item.period === null ? [] : [item.period];
    case 'height':
    case 'width':
    case 'depth':
      return [sizeBinOf(item.dimensions[key])];
    default:
      return item[key];
  }
}

const matchesText = (item: TestItem, text: string) => text === '' || item.title.split(' ').some((word) => word.startsWith(text));
const matchesFacet = (item: TestItem, key: FacetKey, query: SearchQuery) => {
  const chosen = query.filters[key];
  return !chosen || valuesOf(item, key).some((value) => chosen.includes(value));
};

async function loadCatalog(catalog: TestItem[]) {
  await fixture.handle.db.execute(sql`truncate ${items}, ${categories} cascade`);
  await fixture.handle.db
    .insert(categories)
    .values(CATEGORIES.map((name, i) => ({ id: `c${i}`, name, description: name, photo: { url: '/x', width: 1, height: 1, alt: name } })));
  for (let start = 0; start < catalog.length; start += 500) await insertItems(catalog.slice(start, start + 500));
}

async function insertItems(catalog: TestItem[]) {
  await fixture.handle.db.insert(items).values(
    catalog.map((item) => ({
      id: item.id,
      sku: `SKU-${item.id}`,
      title: item.title,
      description: 'A prop.',
      categoryId: `c${CATEGORIES.indexOf(item.category)}`,
      vendorId: item.vendor,
      photos: [],
      tags: item.tags,
      colors: item.colors,
      rooms: item.rooms,
      materials: item.materials,
      period: item.period,
      purchaseType: item.weeklyPrice === null ? ('Free' as const) : ('Weekly Rental' as const),
      weeklyPrice: item.weeklyPrice,
      currency: 'USD',
      quantity: 1,
      dimensions: item.dimensions,
      weightLb: 1,
      createdAt: item.createdAt,
    })),
  );
}

async function expectBruteForce(catalog: TestItem[], { text, filters, sort }: { text: string; filters: SearchQuery['filters']; sort: SortKey }) {
  const query: SearchQuery = { text, filters, sort: text === '' && sort === 'relevance' ? 'newest' : sort, page: 1 };
  const result = await searchCatalog(fixture.handle.db, query, FACETS, 10_000);

  const expected = catalog.filter((item) => matchesText(item, text) && FACET_KEYS.every((key) => matchesFacet(item, key, query)));
  expect(result.total).toBe(expected.length);
  expect(result.items.map((item) => item.id).sort()).toEqual(expected.map((item) => item.id).sort());

  for (const { key, values } of result.facets) {
    // A facet's own selection is left out of its counts; every other one applies.
    const base = catalog.filter((item) => matchesText(item, text) && FACET_KEYS.every((other) => other === key || matchesFacet(item, other, query)));
    const brute = new Map<string, number>();
    for (const item of base) for (const value of valuesOf(item, key)) brute.set(value, (brute.get(value) ?? 0) + 1);
    for (const value of query.filters[key] ?? []) if (!brute.has(value)) brute.set(value, 0);
    expect(Object.fromEntries(values.map((entry) => [entry.value, entry.count])), `facet ${key}`).toEqual(Object.fromEntries(brute));
  }

  if (query.sort === 'newest') {
    const times = result.items.map((item) => item.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  }
  if (query.sort === 'price') {
    const prices = result.items.map((item) => item.weeklyPrice ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }
}

describe('§3 Catalogue search: facets on a real database', () => {
  it('results and every facet count (issue 28 §2: Period, Height, Width, Depth too) equal a brute-force count, for random catalogues and filter combinations', async () => {
    await fc.assert(
      fc.asyncProperty(catalogArb, fc.array(queryArb, { minLength: 1, maxLength: 4 }), async (catalog, queries) => {
        await loadCatalog(catalog);
        for (const query of queries) await expectBruteForce(catalog, query);
      }),
      { numRuns: 60 },
    );
  });

  it('applies a filter whose facet it does not count: a category page fixes its category and lists the rest', async () => {
    // The longest sample with lighting in it: a new field of the props (issue 28 §2) moves what the seed samples.
    const catalog = fc
      .sample(catalogArb, { numRuns: 30, seed: 7 })
      .filter((rows) => rows.some((item) => item.category === 'Lighting'))
      .reduce((longest, rows) => (rows.length > longest.length ? rows : longest), []);
    expect(catalog.some((item) => item.category === 'Lighting')).toBe(true);
    await loadCatalog(catalog);
    const counted = FACETS.filter((facet) => facet.key !== 'category');
    const result = await searchCatalog(fixture.handle.db, { text: '', filters: { category: ['Lighting'] }, sort: 'newest', page: 1 }, counted, 1000);
    const lighting = catalog.filter((item) => item.category === 'Lighting');
    expect(result.total).toBe(lighting.length);
    expect(result.facets.map((facet) => facet.key)).not.toContain('category');
    const colors = result.facets.find((facet) => facet.key === 'colors')!.values;
    expect(colors.reduce((sum, entry) => sum + entry.count, 0)).toBe(lighting.reduce((sum, item) => sum + item.colors.length, 0));
  });

  it('counts across chunks of 4,096 items the same as a brute-force count', async () => {
    // 9,000 props: three bitmap chunks, some where a chosen value has no item at all.
    const catalog = fc.sample(itemArb, { numRuns: 9_000, seed: 11 }).map((row, index): TestItem => ({
      ...row,
      id: `t-${String(index).padStart(5, '0')}`,
      title: row.words.join(' '),
      createdAt: new Date(Date.UTC(2026, 10, 1) - row.minutesAgo * 60_000),
    }));
    await loadCatalog(catalog);
    for (const query of fc.sample(queryArb, { numRuns: 12, seed: 5 })) await expectBruteForce(catalog, query);
  });

  it('keeps counts true when props are edited and deleted', async () => {
    const catalog = fc.sample(catalogArb, { numRuns: 30, seed: 3 }).reduce((longest, rows) => (rows.length > longest.length ? rows : longest));
    await loadCatalog(catalog);
    const [edited, deleted] = catalog;
    await fixture.handle.db
      .update(items)
      .set({ colors: ['Gold'], weightLb: 2 })
      .where(eq(items.id, edited!.id));
    await fixture.handle.db.delete(items).where(eq(items.id, deleted!.id));
    const now = catalog.slice(2).concat({ ...edited!, colors: ['Gold'] });
    for (const query of fc.sample(queryArb, { numRuns: 8, seed: 9 })) await expectBruteForce(now, query);
  });
});
