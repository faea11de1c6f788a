import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogFacets } from '@/lib/catalog/facets';
import { searchCatalog } from '@/lib/catalog/search';
import { parseSearchQuery, searchQueryParams } from '@/lib/catalog/search-query';
import { holdLines, holdRequests, items, users } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { linePeriod } from '@/lib/availability/availability';

const fixture = testDatabase();
const db = () => fixture.handle.db;
const facets = catalogFacets(tenant);
const options = { facets, priceSort: false };
let held: { id: string; title: string; purchaseType: string };

beforeAll(async () => {
  await seedCatalog(db(), { items: 40, vendorId: tenant.vendor.id, currency: 'USD', colors: demo.colorMap, now: new Date() });
  const [prop] = await db().select().from(items).where(eq(items.purchaseType, 'Weekly Rental')).orderBy(items.id).limit(1);
  held = prop!;
  await db().update(items).set({ quantity: 1 }).where(eq(items.id, held.id));
  await db().insert(users).values({ id: 'crew-dates', name: 'Crew', email: 'crew-dates@example.test' });
  await db()
    .insert(holdRequests)
    .values({ id: 'request-dates', vendorId: tenant.vendor.id, uid: 'crew-dates', kind: 'hold', pickUpOn: '2027-05-03', returnOn: '2027-05-10' });
  await db()
    .insert(holdLines)
    .values({
      id: randomUUID(),
      requestId: 'request-dates',
      itemId: held.id,
      title: held.title,
      sku: 'X',
      quantity: 1,
      state: 'held',
      period: linePeriod('2027-05-03', '2027-05-10'),
    });
});

const search = (params: Record<string, string>) => searchCatalog(db(), parseSearchQuery(params, options), facets, 1000);
const ids = async (params: Record<string, string>) => (await search(params)).items.map((item) => item.id);
const purchaseTypeCount = async (params: Record<string, string>, value: string) =>
  (await search(params)).facets.find((facet) => facet.key === 'purchaseType')?.values.find((entry) => entry.value === value)?.count ?? 0;

describe('issue 12 §1, issue 28 §4: the catalogue’s period (from, to in the URL) and "Only what’s free" (available=1)', () => {
  it('with "Only what’s free", hides a prop held for those dates, and only for those dates; totals and facet counts follow', async () => {
    const everything = await search({});
    const onlyFree = (from: string, to: string) => ({ from, to, available: '1' });
    expect(await ids(onlyFree('2027-05-05', '2027-05-06'))).not.toContain(held.id);
    // The turnaround day after the return (the 11th) is still away; the 12th is free.
    expect(await ids(onlyFree('2027-05-11', '2027-05-11'))).not.toContain(held.id);
    expect(await ids(onlyFree('2027-05-12', '2027-05-20'))).toContain(held.id);
    expect(await ids(onlyFree('2027-04-20', '2027-05-02'))).toContain(held.id);
    const during = await search(onlyFree('2027-05-05', '2027-05-06'));
    // Props with no units are never listed (issue 39 §2): the held one is all the period hides.
    expect(during.total).toBe(everything.total - 1);
    expect(await purchaseTypeCount(onlyFree('2027-05-05', '2027-05-06'), 'Weekly Rental')).toBe(
      (await purchaseTypeCount(onlyFree('2027-06-05', '2027-06-06'), 'Weekly Rental')) - 1,
    );
  });

  it('without the switch, the held prop stays listed on its days, and the totals are the catalogue’s', async () => {
    const everything = await search({});
    expect(await ids({ from: '2027-05-05', to: '2027-05-06' })).toContain(held.id);
    expect((await search({ from: '2027-05-05', to: '2027-05-06' })).total).toBe(everything.total);
  });

  it('reads from and to from the URL and writes them back; bad or reversed days are no filter at all', () => {
    const query = parseSearchQuery({ from: '2027-05-05', to: '2027-05-06', 'Purchase Type': 'Weekly Rental' }, options);
    expect(query.dates).toEqual({ from: '2027-05-05', to: '2027-05-06' });
    expect(searchQueryParams(query, facets).toString()).toBe('Purchase+Type=Weekly+Rental&from=2027-05-05&to=2027-05-06');
    expect(parseSearchQuery({ from: '2027-05-06', to: '2027-05-05' }, options).dates).toBeUndefined();
    expect(parseSearchQuery({ from: '2027-02-30', to: '2027-03-05' }, options).dates).toBeUndefined();
    expect(parseSearchQuery({ from: '2027-01-01', to: '2029-01-01' }, options).dates).toBeUndefined();
    expect(parseSearchQuery({ from: '2027-05-05' }, options).dates).toBeUndefined();
  });
});
