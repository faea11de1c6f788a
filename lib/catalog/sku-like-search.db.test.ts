import fc from 'fast-check';
import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { items } from '@/lib/db/schema';
import { readHouseCalendar } from '@/lib/holds/holds-calendar';
import { listHoldRequestsForStaff } from '@/lib/holds/read-holds';
import { listStaffItems } from '@/lib/inventory/staff-items';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { runCatalogSearch } from './catalog-search';
import { SORT_KEYS } from './search-query';
import { suggestCatalog } from './suggestions';

const VENDOR = tenant.vendor.id;
const fixture = testDatabase((handle) => seedCatalog(handle.db, { items: 40, vendorId: VENDOR, currency: 'USD', colors: demo.colorMap, now: new Date() }));
const db = () => fixture.handle.db;
let first = { id: '', sku: '', categoryName: '' };

beforeAll(async () => {
  const [row] = await db().select({ id: items.id, sku: items.sku, categoryId: items.categoryId }).from(items).orderBy(asc(items.sku)).limit(1);
  const { rows } = await listStaffItems(db(), VENDOR, { q: row!.sku, status: 'all' });
  first = { id: row!.id, sku: row!.sku, categoryName: rows[0]!.categoryName };
});

/** Digits only, 3 to 40 of them: part of a SKU, a year, a phone number. No catalogue word is one. */
const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 3, maxLength: 40 });
/** What the text match takes for a SKU: letters, digits, "_" and "-", 3 to 40, at least one digit. */
const skuLike = fc.stringMatching(/^[A-Za-z0-9_-]{3,40}$/).filter((text) => /\d/.test(text));
const typed = fc.oneof(digits, skuLike);

/**
 * Every place a person types a search, as its page or route calls it: the catalogue (each sort), a
 * category's page, "Load more" (/api/catalog reads the same runCatalogSearch), the suggestions, the
 * staff's catalogue, holds calendar and queue.
 */
async function searchEverywhere(text: string) {
  for (const sort of SORT_KEYS) await runCatalogSearch(db(), { q: text, sort }, { basePath: tenant.basepath });
  await runCatalogSearch(db(), { q: text }, { basePath: '/categories/x', fixed: { category: [first.categoryName] } });
  await suggestCatalog(db(), text);
  await listStaffItems(db(), VENDOR, { q: text, status: 'all' });
  await readHouseCalendar(db(), VENDOR, { month: '2026-11', today: '2026-11-28', search: text });
  await listHoldRequestsForStaff(db(), VENDOR, 'newest', '2026-11-28', 50, { q: text, day: null, sort: null, dir: 'asc' });
}

describe('issue 36 §4.1: a search that looks like part of a SKU', () => {
  it('issue 36 §4.1: the probe\'s own texts ("2026", "000052", "1234567") answer at every search, never an error', async () => {
    for (const text of ['2026', '000052', '1234567']) await expect(searchEverywhere(text)).resolves.toBeUndefined();
  });

  it('issue 36 §4.1: any text of 3 to 40 digits, or of SKU characters with a digit, searches everywhere without an error', async () => {
    await fc.assert(
      fc.asyncProperty(typed, async (text) => {
        await searchEverywhere(text);
      }),
      { numRuns: 25, seed: 36 },
    );
  });

  it('issue 36 §4.1: a SKU, whole or begun, is still found, the whole one first', async () => {
    const whole = await runCatalogSearch(db(), { q: first.sku }, { basePath: tenant.basepath });
    expect(whole.result.items[0]?.id).toBe(first.id);
    const begun = await runCatalogSearch(db(), { q: first.sku.slice(0, -1) }, { basePath: tenant.basepath });
    expect(begun.result.items.map((item) => item.id)).toContain(first.id);
    // The number alone, as it sits at the start of no SKU, finds nothing and says so with the closest categories.
    const number = first.sku.replace(/^\D+/, '');
    const none = await runCatalogSearch(db(), { q: number }, { basePath: tenant.basepath });
    expect(none.result.total).toBe(0);
    expect(none.result.fallback).toMatchObject({ asked: number });
  });
});
