import { gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { items } from '@/lib/db/schema';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { searchCatalog } from './search';
import type { SearchQuery } from './search-query';

const fixture = testDatabase((handle) =>
  seedCatalog(handle.db, { items: 300, vendorId: 'cahuenga-props', currency: 'USD', colors: demo.colorMap, now: new Date() }),
);

const search = (text: string, sort: SearchQuery['sort'] = 'relevance') => searchCatalog(fixture.handle.db, { text, filters: {}, sort, page: 1 }, [], 500);
const titles = async (text: string) => (await search(text)).items.map((item) => item.title);

describe('§3 Catalogue search: full text on a real database', () => {
  it('matches words by prefix, so results follow typing: "chand" finds chandeliers', async () => {
    const found = await titles('chand');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((title) => /Chandelier/.test(title))).toBe(true);
  });

  it('stems words: "lamps" finds every lamp', async () => {
    const found = await titles('lamps');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((title) => /Lamp/.test(title))).toBe(true);
  });

  it('tolerates a typo: "chandelir" and "typewritter" still find them', async () => {
    expect((await titles('chandelir')).filter((title) => /Chandelier/.test(title)).length).toBe((await titles('chandelier')).length);
    expect((await titles('typewritter')).some((title) => /Typewriter/.test(title))).toBe(true);
  });

  it('issue 14 §5: a misspelt word ranks real prefix matches first: "lampp" lists every lamp before anything else', async () => {
    const found = await titles('lampp');
    const lamps = found.filter((title) => /Lamp/.test(title));
    expect(lamps.length).toBeGreaterThan(0);
    expect(lamps.length).toBe((await titles('lamp')).length);
    // Trigram neighbours ("Laminate", say) may follow, never lead.
    expect(found.slice(0, lamps.length).every((title) => /Lamp/.test(title))).toBe(true);
  });

  it('does not guess when the word is in the catalogue: "lamp" finds lamps only', async () => {
    expect((await titles('lamp')).every((title) => /Lamp/.test(title))).toBe(true);
  });

  // The demo's titles name their material, and few lamps are Victorian (no 300-prop demo need have one): brass ones are many.
  it('needs every word: "brass lamp" finds brass lamps only', async () => {
    const { items } = await search('brass lamp');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => /Brass/.test(item.title) && /Lamp/.test(item.title))).toBe(true);
    expect(items.length).toBeLessThan((await search('lamp')).items.length);
  });

  it('ranks a match in the title above one in the description only', async () => {
    // "sets" appears in every description ("Suits … sets"), and in titles such as "Canister Set".
    const { items } = await search('set');
    const firstNonTitle = items.findIndex((item) => !/\bSet\b/.test(item.title));
    const lastTitle = items.map((item) => /\bSet\b/.test(item.title)).lastIndexOf(true);
    expect(lastTitle).toBeGreaterThanOrEqual(0);
    expect(lastTitle).toBeLessThan(firstNonTitle);
  });

  it('finds a prop by its SKU, whole or begun', async () => {
    expect((await search('FUR-000001')).items.map((item) => item.sku)).toContain('FUR-000001');
    expect((await search('lgt-00000')).items.map((item) => item.sku)).toContain('LGT-000002');
  });

  it('answers text that is all punctuation, or words nothing matches, with no results rather than an error', async () => {
    // Every prop crews are shown: those with units (issue 39 §2).
    const listed = (await fixture.handle.db.select({ id: items.id }).from(items).where(gt(items.quantity, 0))).length;
    expect((await search('!!! ---', 'newest')).total).toBe(listed);
    expect((await search('xqzvvy')).total).toBe(0);
  });
});
