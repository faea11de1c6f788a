import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCatalogSearch } from '@/lib/catalog/catalog-search';
import { holdLines, holdRequests, itemBlocks, items, users } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { linePeriod } from './availability';
import type { LineState } from './hold-lifecycle';
import { periodStates } from './period-states';

const fixture = testDatabase();
const db = () => fixture.handle.db;
const UID = 'crew-period-states';
const PERIOD = { from: '2027-05-03', to: '2027-05-10' };
type Prop = { id: string; title: string; quantity: number; purchaseType: 'Free' | 'Weekly Rental' };
let rentals: Prop[] = [];
let free: Prop;

beforeAll(async () => {
  await seedCatalog(db(), { items: 40, vendorId: tenant.vendor.id, currency: 'USD', colors: demo.colorMap, now: new Date() });
  const all = await db().select({ id: items.id, title: items.title, quantity: items.quantity, purchaseType: items.purchaseType }).from(items).orderBy(items.id);
  rentals = all.filter((item) => item.purchaseType === 'Weekly Rental');
  free = all.find((item) => item.purchaseType === 'Free' && item.quantity > 0)!;
  await db().insert(users).values({ id: UID, name: 'Crew', email: 'crew-period-states@example.test' });
});

let nextRental = 0;
/** A rental prop of its own for one test, with this many units. */
async function propWith(quantity: number): Promise<Prop> {
  const prop = rentals[nextRental++]!;
  await db().update(items).set({ quantity }).where(eq(items.id, prop.id));
  return { ...prop, quantity };
}

/** A request with one line on the prop for the days given (the turnaround day after the return is away too), in `state`. */
async function line(prop: Prop, pickUpOn: string, returnOn: string, state: LineState, quantity = 1) {
  const requestId = randomUUID();
  await db().insert(holdRequests).values({ id: requestId, vendorId: tenant.vendor.id, uid: UID, kind: 'hold', pickUpOn, returnOn });
  await db()
    .insert(holdLines)
    .values({ id: randomUUID(), requestId, itemId: prop.id, title: prop.title, sku: 'X', quantity, state, period: linePeriod(pickUpOn, returnOn) });
}

const wordsFor = async (...props: Prop[]) => {
  const states = await periodStates(db(), props, PERIOD, 'en-US');
  return props.map((prop) => states.get(prop.id)?.words ?? null);
};

describe('issue 28 §4: each prop’s state for a rental period, from the holds, orders and blocks on it', () => {
  it('says what each prop is on the period’s days, and when a taken one is next free for as long', async () => {
    const open = await propWith(5);
    const partly = await propWith(5);
    await line(partly, '2027-05-05', '2027-05-06', 'held', 2);
    const held = await propWith(1);
    await line(held, '2027-05-01', '2027-05-07', 'held');
    const out = await propWith(1);
    await line(out, '2027-04-20', '2027-05-09', 'out');
    const confirmed = await propWith(1);
    await line(confirmed, '2027-05-03', '2027-05-10', 'confirmed');
    const repaired = await propWith(1);
    await db().insert(itemBlocks).values({ id: randomUUID(), itemId: repaired.id, quantity: 1, period: '[2027-05-02,2027-05-14)', reason: 'repair' });
    // Asked for and second holds keep nothing from anyone.
    const asked = await propWith(1);
    await line(asked, '2027-05-03', '2027-05-10', 'requested');
    await line(asked, '2027-05-03', '2027-05-10', 'secondHold');

    expect(await wordsFor(open, partly, held, out, confirmed, repaired, asked)).toEqual([
      '5 of 5 available',
      '3 of 5 available',
      // Back on the 7th, away through the turnaround day (the 8th): free from the 9th.
      'On hold until May 9 (second holds welcome)',
      'Back May 11',
      'Back May 12',
      'Back May 14',
      'Available',
    ]);
  });

  it('answers for the props asked about only, and none for free surplus', async () => {
    const prop = await propWith(2);
    const states = await periodStates(db(), [prop, free], PERIOD, 'en-US');
    expect([...states.keys()]).toEqual([prop.id]);
  });
});

describe('issue 28 §4: with a period the catalogue keeps every prop, each with its state; "Only what’s free" leaves the taken out', () => {
  it('lists a taken prop with its next free day, counts it, and leaves it out only with available=1; totals and counts follow', async () => {
    const taken = await propWith(1);
    await line(taken, '2027-05-01', '2027-05-12', 'held');
    const scope = { basePath: '/catalog' };
    const search = (params: Record<string, string>, remembered = null as typeof PERIOD | null) =>
      runCatalogSearch(db(), { 'Purchase Type': 'Weekly Rental', pages: '10', ...params }, scope, remembered);
    const purchaseTypeCount = (result: Awaited<ReturnType<typeof search>>) =>
      result.result.facets.find((facet) => facet.key === 'purchaseType')?.values.find((entry) => entry.value === 'Weekly Rental')?.count;

    const without = await search({});
    const withPeriod = await search({ from: PERIOD.from, to: PERIOD.to });
    expect(withPeriod.result.total).toBe(without.result.total);
    expect(purchaseTypeCount(withPeriod)).toBe(purchaseTypeCount(without));
    const card = withPeriod.result.items.find((item) => item.id === taken.id);
    expect(card?.periodState).toEqual({ words: 'On hold until May 14 (second holds welcome)', tone: 'taken' });
    expect(withPeriod.result.items.every((item) => item.periodState)).toBe(true);
    expect(without.result.items.some((item) => item.periodState)).toBe(false);

    const onlyFree = await search({ from: PERIOD.from, to: PERIOD.to, available: '1' });
    expect(onlyFree.query.onlyAvailable).toBe(true);
    expect(onlyFree.result.items.map((item) => item.id)).not.toContain(taken.id);
    const unavailable = withPeriod.result.items.filter((item) => item.periodState?.tone === 'taken').length;
    expect(unavailable).toBeGreaterThan(0);
    expect(onlyFree.result.total).toBe(without.result.total - unavailable);
    expect(purchaseTypeCount(onlyFree)).toBe(onlyFree.result.total);
    expect(onlyFree.result.items.every((item) => item.periodState?.tone !== 'taken')).toBe(true);
  });

  it('issue 39 §2: a rental with no units at all is not listed to crews, nor counted, with or without a period', async () => {
    const none = await propWith(0);
    const scope = { basePath: '/catalog' };
    for (const params of [{}, { from: PERIOD.from, to: PERIOD.to }]) {
      const found = await runCatalogSearch(db(), { q: none.title, ...params }, scope);
      expect(found.result.items.map((item) => item.id)).not.toContain(none.id);
      const all = await runCatalogSearch(db(), { 'Purchase Type': 'Weekly Rental', pages: '10', ...params }, scope);
      expect(all.result.items.map((item) => item.id)).not.toContain(none.id);
      expect(all.result.total).toBe(all.result.items.length);
    }
  });

  it('an address without days shows the person’s remembered period; days in the address win', async () => {
    const remembered = await runCatalogSearch(db(), {}, { basePath: '/catalog' }, PERIOD);
    expect(remembered.query.dates).toEqual(PERIOD);
    expect(remembered.result.items.find((item) => item.purchaseType === 'Weekly Rental')?.periodState).toBeDefined();
    const asked = await runCatalogSearch(db(), { from: '2027-06-01', to: '2027-06-02' }, { basePath: '/catalog' }, PERIOD);
    expect(asked.query.dates).toEqual({ from: '2027-06-01', to: '2027-06-02' });
  });
});
