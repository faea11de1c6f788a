import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { holdLines, holdRequests, items, vendorUsers } from '@/lib/db/schema';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { queueSearch } from './queue-search';
import { listHoldRequestsForStaff } from './read-holds';

const VENDOR = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
let itemIds: string[] = [];

beforeAll(async () => {
  await seedCatalog(db(), { items: 3, vendorId: VENDOR, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
});

const found = async (params: Record<string, string>) =>
  (await listHoldRequestsForStaff(db(), VENDOR, 'newest', '2027-03-01', 50, queueSearch(params))).map((request) => request.id);

describe('issue 25 §2: the queue searched by customer, production, email or SKU, and by day', () => {
  it('issue 25 §2: each search finds the request it names and not the other', async () => {
    const dana = await customerRequest(db(), fixture.auth, [itemIds[0]!]);
    const other = await customerRequest(db(), fixture.auth, [itemIds[1]!], { pickUpOn: '2027-04-05', returnOn: '2027-04-12' });
    await db().update(vendorUsers).set({ firstName: 'Dana', lastName: 'Reyes' }).where(eq(vendorUsers.uid, dana.owner.uid));
    // Dana's request came in an hour before the other: the oldest, the greatest age.
    await db()
      .update(holdRequests)
      .set({ production: 'Blue Plate Special', createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(holdRequests.id, dana.requestId));
    const [line] = await db().select({ sku: holdLines.sku }).from(holdLines).where(eq(holdLines.id, other.lineIds[0]!));

    expect(await found({ q: 'dana rey' })).toEqual([dana.requestId]);
    expect(await found({ q: 'blue plate' })).toEqual([dana.requestId]);
    expect(await found({ q: other.email })).toEqual([other.requestId]);
    expect(await found({ q: line!.sku.toLowerCase() })).toEqual([other.requestId]);
    expect(await found({ day: '2027-03-10' })).toEqual([dana.requestId]);
    expect(await found({ q: '100%_' })).toEqual([]);
    expect(new Set(await found({}))).toEqual(new Set([dana.requestId, other.requestId]));
    // The table's order, in the address: by pick-up either way, by age, by the customer's name.
    expect(await found({ sort: 'pickup', dir: 'asc' })).toEqual([dana.requestId, other.requestId]);
    expect(await found({ sort: 'pickup', dir: 'desc' })).toEqual([other.requestId, dana.requestId]);
    expect(await found({ sort: 'age', dir: 'desc' })).toEqual([dana.requestId, other.requestId]);
    expect(await found({ sort: 'age', dir: 'asc' })).toEqual([other.requestId, dana.requestId]);
    expect((await found({ sort: 'customer', dir: 'asc' }))[0]).toBe(dana.requestId);
  });
});
