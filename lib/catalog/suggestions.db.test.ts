import { describe, expect, it } from 'vitest';
import { categories, items } from '@/lib/db/schema';
import { tenant } from '@/lib/tenant';
import type { Tenant } from '@/lib/tenant/schema';
import { testDatabase } from '@/test/database';
import { searchCatalog } from './search';
import { parseSuggestionText } from './suggestion-query';
import type { Suggestion } from './suggestion-types';
import { SUGGESTED_PROPS, suggestCatalog } from './suggestions';

// A catalogue of its own (not the demo seed): the names below are what the tests expect to find.
const CATEGORIES = [
  { id: 'lighting', name: 'Lighting' },
  { id: 'seating', name: 'Seating' },
  { id: 'kitchen', name: 'Kitchen' },
  { id: 'empty', name: 'Lightboxes' },
];
type Row = { id: string; title: string; category: string; tags: string[]; status?: 'active' | 'hidden'; photo?: boolean };
const ROWS: Row[] = [
  { id: 'p-01', title: 'Chrome Bar Stool', category: 'seating', tags: ['Mid-Century'], photo: true },
  { id: 'p-02', title: 'Vinyl Bar Stool', category: 'seating', tags: ['Mid-Century'] },
  { id: 'p-03', title: 'Brass Table Lamp', category: 'lighting', tags: ['Victorian'] },
  { id: 'p-04', title: 'Oil Lamp', category: 'lighting', tags: ['Victorian'] },
  { id: 'p-05', title: 'Pendant Light', category: 'lighting', tags: ['Mid-Century'] },
  { id: 'p-06', title: 'Diner Counter', category: 'kitchen', tags: ['Mid-Century'] },
  { id: 'p-07', title: 'Copper Stock Pot', category: 'kitchen', tags: ['Industrial'] },
  { id: 'p-08', title: 'Hidden Stool Prototype', category: 'seating', tags: ['Art Deco'], status: 'hidden' },
  ...Array.from({ length: 9 }, (_, index): Row => ({ id: `p-1${index}`, title: `Wooden Stool ${index + 1}`, category: 'seating', tags: ['Rustic'] })),
];

const fixture = testDatabase(async ({ db }) => {
  await db
    .insert(categories)
    .values(CATEGORIES.map((category) => ({ ...category, description: category.name, photo: { url: '/x.svg', width: 4, height: 3, alt: '' } })));
  await db.insert(items).values(
    ROWS.map((row, index) => ({
      id: row.id,
      sku: `SKU-${row.id}`,
      title: row.title,
      description: 'A prop.',
      categoryId: row.category,
      vendorId: 'cahuenga-props',
      photos: row.photo ? [{ url: `/media/demo/${row.id}.svg`, width: 800, height: 600, alt: row.title }] : [],
      tags: row.tags,
      purchaseType: 'Weekly Rental' as const,
      weeklyPrice: 5_000,
      currency: 'USD',
      quantity: 2,
      status: row.status ?? 'active',
      dimensions: { width: 1, depth: 1, height: 1 },
      weightLb: 1,
      createdAt: new Date(Date.UTC(2026, 10, 1) - index * 60_000),
    })),
  );
});

/** The demo tenant without a Period custom field, whether or not the demo has one (issue 28 §2). */
const withoutPeriods: Tenant = { ...tenant, customFields: tenant.customFields.filter((field) => field.label !== 'Period') };
/** The same with a Period custom field on an item field these rows carry: which field it names is the tenant's to say. */
const withPeriods = (values: string[]): Tenant => ({
  ...withoutPeriods,
  customFields: [...withoutPeriods.customFields, { label: 'Period', field: 'tags', values }],
});
const suggest = (text: string, forTenant: Tenant = withoutPeriods) => suggestCatalog(fixture.handle.db, text, forTenant);
const ofKind = <K extends Suggestion['kind']>(suggestions: Suggestion[], kind: K) =>
  suggestions.filter((suggestion): suggestion is Extract<Suggestion, { kind: K }> => suggestion.kind === kind);

describe('issue 28 §3 suggestions as you type, on a real database', () => {
  it('issue 28 §3: props come in the order the catalogue search ranks them, at most six, each linking to its page', async () => {
    const props = ofKind(await suggest('stool'), 'prop');
    const ranked = await searchCatalog(fixture.handle.db, { text: 'stool', filters: {}, sort: 'relevance', page: 1 }, [], SUGGESTED_PROPS);
    expect(props.map((prop) => prop.href)).toEqual(ranked.items.map((item) => `/items/${item.id}`));
    expect(props).toHaveLength(SUGGESTED_PROPS);
    expect(props.every((prop) => /Stool/.test(prop.label))).toBe(true);
  });

  it('issue 28 §3: a hidden prop is never suggested', async () => {
    const props = ofKind(await suggest('prototype'), 'prop');
    expect(props).toEqual([]);
  });

  it('issue 28 §3: a prop with a photo has a small thumbnail of it; one without has none', async () => {
    const props = ofKind(await suggest('bar stool'), 'prop');
    const chrome = props.find((prop) => prop.label === 'Chrome Bar Stool')!;
    expect(chrome).toMatchObject({ sku: 'SKU-p-01', thumbnail: { src: '/media/demo/p-01.svg', width: 48, height: 36 } });
    expect(props.find((prop) => prop.label === 'Vinyl Bar Stool')!.thumbnail).toBeNull();
  });

  it('issue 28 §3: the whole search comes last, with its count and the catalogue address of the typed text', async () => {
    const suggestions = await suggest('stool');
    const [search] = ofKind(suggestions, 'search');
    expect(suggestions.at(-1)).toBe(search);
    expect(search).toEqual({ kind: 'search', label: 'stool', href: '/catalog?q=stool', count: 11 });
  });

  it('issue 28 §3: categories are suggested by the beginning of their names, before the props, with how many props they hold', async () => {
    const suggestions = await suggest('light');
    expect(ofKind(suggestions, 'category')).toEqual([{ kind: 'category', label: 'Lighting', href: '/categories/lighting', count: 3 }]);
    expect(suggestions[0]!.kind).toBe('category');
    // A category with no listed props is left out (Lightboxes), and a word inside a name does not count.
    expect(ofKind(await suggest('ighting'), 'category')).toEqual([]);
    expect(ofKind(await suggest('kitchens'), 'category').map((category) => category.label)).toEqual(['Kitchen']);
  });

  it('issue 28 §3: without a Period custom field, no period is suggested', async () => {
    expect(ofKind(await suggest('mid'), 'period')).toEqual([]);
    expect(ofKind(await suggest('victorian'), 'period')).toEqual([]);
  });

  it('issue 28 §3: with a Period custom field, its values that have props are suggested, linking to the Period filter', async () => {
    const periods = ofKind(await suggest('mid cen', withPeriods([])), 'period');
    expect(periods).toEqual([{ kind: 'period', label: 'Mid-Century', href: '/catalog?Period=Mid-Century', count: 4 }]);
    // Configured values keep their order; one no listed prop carries (Art Deco: hidden only) is left out.
    const configured = withPeriods(['Victorian', 'Art Deco', 'Mid-Century']);
    expect(ofKind(await suggest('victorian', configured), 'period').map((period) => period.label)).toEqual(['Victorian']);
    expect(ofKind(await suggest('art', configured), 'period')).toEqual([]);
    expect((await suggest('rustic', configured)).some((suggestion) => suggestion.kind === 'period')).toBe(false);
  });

  it('issue 28 §1 §3: a period is suggested by its decades and nicknames too: "fif" and "1950s" offer Mid-Century', async () => {
    const configured = withPeriods(['Victorian', 'Art Deco', 'Mid-Century']);
    for (const typed of ['fif', 'fifties', '1950s', 'midcentury']) {
      expect(
        ofKind(await suggest(typed, configured), 'period').map((period) => period.label),
        typed,
      ).toEqual(['Mid-Century']);
    }
  });

  it('issue 28 §3: a text nothing matches suggests nothing, not even the whole search', async () => {
    expect(await suggest('zzyzx')).toEqual([]);
  });

  it('issue 28 §3: odd but well-formed text reaches the search and is answered, never an error', async () => {
    for (const text of ['\uFFFD\uFFFD', '__proto__', "'; drop table items; --", '(((', 'a:*|!b', '\\\\', 'x'.repeat(100)]) {
      const parsed = parseSuggestionText(new URLSearchParams({ q: text }));
      expect(parsed, text).not.toBeNull();
      await expect(suggest(parsed!)).resolves.toBeInstanceOf(Array);
    }
  });
});
