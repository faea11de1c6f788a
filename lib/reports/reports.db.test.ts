import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { holdLines, holdRequests, items, users } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { linePeriod } from '@/lib/availability/availability';
import { addDays } from '@/lib/text/calendar-day';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { ordersInRange, requestsInRange, returnsInRange } from './activity';
import { mostRequested, utilisation } from './item-reports';
import { answerRoute } from '@/lib/entry-points/route-handler';
import type { AuthUser } from '@/lib/identity/status/auth-status';
import type { Viewer } from '@/lib/identity/viewer';
import type { VendorUserRecord } from '@/lib/vendor-users/repository';
import { reportCsvRoute } from './report-csv';
import { reportRange } from './report-range';
import { surplusGiven } from './surplus-given';

const VENDOR = tenant.vendor.id;
// Los Angeles is 8 hours behind UTC in March 2030 until the 10th, 7 after: the range's edges are the house's days.
const TZ = 'America/Los_Angeles';
const MARCH = { from: '2030-03-01', to: '2030-03-31' };
const fixture = testDatabase();
const db = () => fixture.handle.db;
const UID = 'crew-reports';
const props: Record<'A' | 'B' | 'C' | 'D', { id: string; sku: string }> = {} as never;

type Line = { prop: keyof typeof props; quantity: number; state: string; changedAt?: string; missingUnits?: number; conditionNote?: string };

async function request(
  kind: 'hold' | 'claim',
  createdAt: string,
  pickUpOn: string,
  returnOn: string | null,
  production: string,
  lines: Line[],
): Promise<string> {
  const id = randomUUID();
  await db()
    .insert(holdRequests)
    .values({ id, vendorId: VENDOR, uid: UID, kind, pickUpOn, returnOn, production, createdAt: new Date(createdAt) });
  for (const line of lines)
    await db()
      .insert(holdLines)
      .values({
        id: randomUUID(),
        requestId: id,
        itemId: props[line.prop].id,
        title: `Prop ${line.prop}`,
        sku: props[line.prop].sku,
        quantity: line.quantity,
        state: line.state,
        period: linePeriod(pickUpOn, returnOn ?? pickUpOn),
        stateChangedAt: new Date(line.changedAt ?? createdAt),
        missingUnits: line.missingUnits ?? 0,
        conditionNote: line.conditionNote ?? '',
      });
  return id;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  await seedCatalog(db(), { items: 8, vendorId: VENDOR, currency: 'USD', colors: demo.colorMap, now: new Date() });
  const rows = await db().select({ id: items.id, sku: items.sku }).from(items).orderBy(items.id);
  (['A', 'B', 'C', 'D'] as const).forEach((name, index) => (props[name] = rows[index]!));
  await db().update(items).set({ quantity: 2, purchaseType: 'Weekly Rental', weeklyPrice: 5000 }).where(eq(items.id, props.A.id));
  await db().update(items).set({ quantity: 1, purchaseType: 'Weekly Rental', weeklyPrice: 5000 }).where(eq(items.id, props.B.id));
  await db().update(items).set({ quantity: 10, purchaseType: 'Free', weeklyPrice: null, weightLb: 10 }).where(eq(items.id, props.C.id));
  await db().update(items).set({ quantity: 10, purchaseType: 'Free', weeklyPrice: null, weightLb: 2.5 }).where(eq(items.id, props.D.id));
  await db().insert(users).values({ id: UID, name: 'Crew', email: 'crew-reports@example.test' });

  // Sent Mar 1, 00:30 in the house: in March.
  ids.R1 = await request('hold', '2030-03-01T08:30:00Z', '2030-03-05', '2030-03-09', 'Night Shift', [
    { prop: 'A', quantity: 2, state: 'confirmed' },
    { prop: 'B', quantity: 1, state: 'returned', changedAt: '2030-03-10T18:00:00Z', missingUnits: 1, conditionNote: '=scratched left arm' },
  ]);
  // Sent Feb 28, 23:30 in the house: not in March; out over the month's first two days.
  ids.R2 = await request('hold', '2030-03-01T07:30:00Z', '2030-02-25', '2030-03-02', 'Pilot', [{ prop: 'A', quantity: 1, state: 'out' }]);
  ids.R3 = await request('hold', '2030-03-31T23:00:00Z', '2030-04-01', '2030-04-05', 'Finale', [
    { prop: 'A', quantity: 1, state: 'requested' },
    { prop: 'B', quantity: 1, state: 'cancelled' },
  ]);
  // Sent Mar 31, 23:59 in the house (Apr 1 in UTC): in March; picked up Mar 28.
  ids.R4 = await request('hold', '2030-04-01T06:59:00Z', '2030-03-28', '2030-04-03', 'Finale', [{ prop: 'B', quantity: 1, state: 'confirmed' }]);
  ids.R5 = await request('claim', '2030-03-02T20:00:00Z', '2030-03-03', null, 'Night Shift', [
    { prop: 'C', quantity: 2, state: 'collected', changedAt: '2030-03-03T18:00:00Z' },
    { prop: 'D', quantity: 1, state: 'collected', changedAt: '2030-03-03T18:00:00Z' },
  ]);
  ids.R6 = await request('claim', '2030-03-04T20:00:00Z', '2030-03-31', null, 'Day Break', [
    // Collected Mar 31, 23:00 in the house.
    { prop: 'C', quantity: 1, state: 'collected', changedAt: '2030-04-01T06:00:00Z' },
    { prop: 'D', quantity: 4, state: 'confirmed' },
  ]);
  ids.R7 = await request('claim', '2030-02-10T20:00:00Z', '2030-02-20', null, 'Old Show', [
    { prop: 'C', quantity: 1, state: 'collected', changedAt: '2030-02-20T18:00:00Z' },
  ]);
});

const where = (range = MARCH) => ({ vendorId: VENDOR, timeZone: TZ, range });

describe('issue 13 §8: reports by date range', () => {
  it('requests are counted on the house’s day they were sent, both ends of the range included', async () => {
    const march = await requestsInRange(db(), where());
    expect(march.map((row) => [row.requestId, row.sentOn, row.lines, row.units])).toEqual([
      [ids.R1, '2030-03-01', 2, 3],
      [ids.R5, '2030-03-02', 2, 3],
      [ids.R6, '2030-03-04', 2, 5],
      [ids.R3, '2030-03-31', 2, 2],
      [ids.R4, '2030-03-31', 1, 1],
    ]);
    expect(march[0]).toMatchObject({
      kind: 'hold',
      customer: 'crew-reports@example.test',
      production: 'Night Shift',
      pickUpOn: '2030-03-05',
      returnOn: '2030-03-09',
    });
    // The boundary: one day each side.
    expect((await requestsInRange(db(), where({ from: '2030-03-01', to: '2030-03-01' }))).map((row) => row.requestId)).toEqual([ids.R1]);
    expect((await requestsInRange(db(), where({ from: '2030-02-28', to: '2030-02-28' }))).map((row) => row.requestId)).toEqual([ids.R2]);
    expect((await requestsInRange(db(), where({ from: '2030-04-01', to: '2030-04-30' }))).map((row) => row.requestId)).toEqual([]);
  });

  it('orders are rental lines confirmed, out or returned, on their pick-up day; cancelled and requested lines are not', async () => {
    const orders = await ordersInRange(db(), where());
    expect(orders.map((row) => [row.requestId, row.sku, row.quantity, row.state, row.pickUpOn])).toEqual([
      [ids.R1, props.A.sku, 2, 'confirmed', '2030-03-05'],
      [ids.R1, props.B.sku, 1, 'returned', '2030-03-05'],
      [ids.R4, props.B.sku, 1, 'confirmed', '2030-03-28'],
    ]);
    expect((await ordersInRange(db(), where({ from: '2030-02-01', to: '2030-02-28' }))).map((row) => row.requestId)).toEqual([ids.R2]);
  });

  it('returns are counted on the day they were marked, with the condition note and missing units', async () => {
    expect(await returnsInRange(db(), where())).toEqual([
      expect.objectContaining({
        requestId: ids.R1,
        returnedOn: '2030-03-10',
        sku: props.B.sku,
        quantity: 1,
        missingUnits: 1,
        conditionNote: '=scratched left arm',
      }),
    ]);
    expect(await returnsInRange(db(), where({ from: '2030-03-10', to: '2030-03-10' }))).toHaveLength(1);
    expect(await returnsInRange(db(), where({ from: '2030-03-11', to: '2030-03-31' }))).toEqual([]);
  });

  it('the props most requested: by lines of requests sent in the range, then units, then SKU', async () => {
    const top = await mostRequested(db(), where());
    const [a, c] = [props.A, props.C].sort((x, y) => x.sku.localeCompare(y.sku));
    expect(top.map((row) => [row.sku, row.lines, row.units])).toEqual([
      [props.B.sku, 3, 3],
      [props.D.sku, 2, 5],
      [a!.sku, 2, 3],
      [c!.sku, 2, 3],
    ]);
  });

  it('utilisation: the unit-days orders took of the range’s days × quantity, only their days inside the range', async () => {
    const shares = await utilisation(db(), { vendorId: VENDOR, range: MARCH });
    // Decision 144: a line's days are from the day it went out up to the day it came back, that day not counted, as billing counts them.
    expect(shares.map(({ sku, unitDays, quantity }) => [sku, unitDays, quantity])).toEqual([
      // 4 days of the returned line (Mar 5–8, back Mar 9) + 4 of the order picked up Mar 28 (to Mar 31).
      [props.B.sku, 8, 1],
      // 2 units × 4 days + 1 unit out Mar 1 (back Mar 2).
      [props.A.sku, 9, 2],
    ]);
    expect(shares[0]!.share).toBeCloseTo(8 / 31, 10);
    expect(shares[1]!.share).toBeCloseTo(9 / 62, 10);
    const firstDay = await utilisation(db(), { vendorId: VENDOR, range: { from: '2030-03-01', to: '2030-03-01' } });
    expect(firstDay.map(({ sku, unitDays, share }) => [sku, unitDays, share])).toEqual([[props.A.sku, 1, 0.5]]);
  });

  it('the free surplus given away per production: collected in the range, weighed in the tenant’s units', async () => {
    expect(await surplusGiven(db(), { ...where(), units: 'lb' })).toEqual([
      { production: 'Night Shift', claims: 1, units: 3, weight: 22.5 },
      { production: 'Day Break', claims: 1, units: 1, weight: 10 },
    ]);
    expect(await surplusGiven(db(), { ...where(), units: 'kg' })).toEqual([
      { production: 'Night Shift', claims: 1, units: 3, weight: 10.2 },
      { production: 'Day Break', claims: 1, units: 1, weight: 4.5 },
    ]);
    // Collected Mar 31 at 23:00 in the house is March's, not April's.
    expect(await surplusGiven(db(), { ...where({ from: '2030-04-01', to: '2030-04-30' }), units: 'lb' })).toEqual([]);
  });
});

describe('issue 13 §8: the range asked', () => {
  it.each([
    [{}, { from: '2030-03-01', to: '2030-03-31' }, null],
    [{ from: '2030-01-05', to: '2030-02-10' }, { from: '2030-01-05', to: '2030-02-10' }, null],
    [{ from: '2030-02-30', to: '2030-03-01' }, { from: '2030-03-01', to: '2030-03-31' }, 'Choose a first and a last day. Showing this month.'],
    [{ from: '2030-03-10', to: '2030-03-01' }, { from: '2030-03-01', to: '2030-03-31' }, 'The last day must be on or after the first day. Showing this month.'],
    [{ from: '2020-01-01', to: '2030-01-01' }, { from: '2030-03-01', to: '2030-03-31' }, 'Choose at most three years. Showing this month.'],
    [{ from: ['2030-01-01'], to: 'x' }, { from: '2030-03-01', to: '2030-03-31' }, 'Choose a first and a last day. Showing this month.'],
  ])('%j → %j', (asked, range, problem) => {
    expect(reportRange(asked, '2030-03-17')).toEqual({ range, problem });
  });

  it('this month ends on its last day, in a leap year too', () => {
    expect(reportRange({}, '2032-02-29').range).toEqual({ from: '2032-02-01', to: addDays('2032-03-01', -1) });
  });
});

const user = { uid: 'someone' } as AuthUser;
const as = (kind: 'customer' | 'staff' | 'admin'): Viewer => ({ kind, user, vendorUser: {} as VendorUserRecord, impersonatedBy: null });
const VIEWERS: [string, Viewer][] = [
  ['nobody', { kind: 'anonymous', user: null, vendorUser: null, impersonatedBy: null }],
  ['a guest', { kind: 'guest', user, vendorUser: null, impersonatedBy: null }],
  ['a customer', as('customer')],
];
const download = (report: string, query: string, viewer: Viewer) =>
  answerRoute(
    'anyone',
    reportCsvRoute(async () => db(), { vendorId: VENDOR, timeZone: TZ }, report),
    new Request(`http://localhost/staff/reports/csv/${report}?${query}`),
    viewer,
  );

describe('issue 13 §8: a report’s CSV download', () => {
  it('staff get the range’s rows as CSV, a formula in a note kept as text', async () => {
    const response = await download('returns', 'from=2030-03-01&to=2030-03-31', as('staff'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="returns-2030-03-01-to-2030-03-31.csv"');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('"Request","Line","Returned on","Customer","Production","SKU","Title","Units","Units missing","Condition note"');
    expect(lines[1]).toContain(`"2030-03-10","crew-reports@example.test","Night Shift","${props.B.sku}","Prop B","1","1","'=scratched left arm"`);
    const orders = await (await download('orders', 'from=2030-03-01&to=2030-03-31', as('admin'))).text();
    expect(orders.trimEnd().split('\r\n')).toHaveLength(4);
    const requests = await (await download('requests', 'from=2030-03-01&to=2030-03-01', as('staff'))).text();
    expect(requests.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it.each(VIEWERS)('%s gets a 404 and no rows', async (_who, viewer) => {
    const response = await download('returns', 'from=2030-03-01&to=2030-03-31', viewer);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('scratched');
  });

  it('an unknown report is a 404; a backwards range is a 400 with its words', async () => {
    expect((await download('payroll', '', as('staff'))).status).toBe(404);
    const backwards = await download('orders', 'from=2030-03-10&to=2030-03-01', as('staff'));
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toMatchObject({ message: 'The last day must be on or after the first day.' });
  });
});
