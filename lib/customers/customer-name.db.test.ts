import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { holdRequests, items, vendorUsers } from '@/lib/db/schema';
import { readItemCalendar } from '@/lib/holds/holds-calendar';
import { moveLine } from '@/lib/holds/move-line';
import { listHoldRequestsForStaff, rankedHoldsBeside } from '@/lib/holds/read-holds';
import { requestsInRange } from '@/lib/reports/activity';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { listAwaitingApproval } from './approval';

const VENDOR = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
let itemId = '';

beforeAll(async () => {
  await seedCatalog(db(), { items: 2, vendorId: VENDOR, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemId = (await db().select({ id: items.id }).from(items).orderBy(items.id))[0]!.id;
});

describe('issue 25 §3: staff see customers by their names', () => {
  it('issue 25 §3: once a customer saved a first and last name, the queue, rank lists, calendar bars, approvals and reports name them by it; the handle only without a name', async () => {
    const named = await customerRequest(db(), fixture.auth, [itemId]);
    const unnamed = await customerRequest(db(), fixture.auth, [itemId]);
    await db().update(vendorUsers).set({ firstName: 'Dana', lastName: 'Reyes', isAuthorized: null }).where(eq(vendorUsers.uid, named.owner.uid));
    await db().update(holdRequests).set({ production: 'Blue Plate Special' }).where(eq(holdRequests.id, named.requestId));
    expect(await moveLine(db(), named.lineIds[0]!, 'accept', 'staff')).toMatchObject({ ok: true });

    const queue = await listHoldRequestsForStaff(db(), VENDOR);
    expect(queue.find((request) => request.id === named.requestId)?.customer.name).toBe('Dana Reyes');
    const [stored] = await db().select({ displayName: vendorUsers.displayName }).from(vendorUsers).where(eq(vendorUsers.uid, unnamed.owner.uid));
    expect(queue.find((request) => request.id === unnamed.requestId)?.customer.name).toBe(stored!.displayName);

    const beside = await rankedHoldsBeside(db(), [unnamed.lineIds[0]!]);
    expect(beside.get(unnamed.lineIds[0]!)?.map((other) => other.customer)).toEqual(['Dana Reyes']);

    const calendar = await readItemCalendar(db(), VENDOR, itemId, '2027-03', '2027-03-01');
    expect(calendar?.spans.map((span) => span.who)).toContain('Dana Reyes · Blue Plate Special');

    expect((await listAwaitingApproval(db(), VENDOR)).map((customer) => customer.name)).toContain('Dana Reyes');

    // The request was sent on 1 March 2027 (test/hold-requests.ts).
    const reported = await requestsInRange(db(), { vendorId: VENDOR, timeZone: 'UTC', range: { from: '2027-03-01', to: '2027-03-01' } });
    expect(reported.map((row) => row.customer)).toContain('Dana Reyes');
  });
});
