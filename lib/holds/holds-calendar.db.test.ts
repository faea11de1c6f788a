import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { holdLines, holdRequests, itemBlocks, items, users } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { askedRange, dailyUnitsAway, linePeriod } from '@/lib/availability/availability';
import { layoutBars } from './calendar-bars';
import { monthRange } from './calendar-month';
import type { LineState } from '@/lib/availability/hold-lifecycle';
import { CALENDAR_PAGE_SIZE, readHouseCalendar, readItemCalendar } from './holds-calendar';
import { getHoldRequestForStaff, listHoldRequestsForStaff } from './read-holds';

const VENDOR = tenant.vendor.id;
const fixture = testDatabase();
const db = () => fixture.handle.db;
const UID = 'crew-calendar-test';
/** A today before every line here, so none is overdue unless a test says so. */
const BEFORE_ALL = '2030-01-01';
let itemIds: string[] = [];

beforeAll(async () => {
  await seedCatalog(db(), { items: 80, vendorId: VENDOR, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().insert(users).values({ id: UID, name: 'Crew', email: 'crew-calendar@example.test' });
});

let nextItem = 0;
async function propWith(quantity: number, title?: string): Promise<string> {
  const id = itemIds[nextItem++]!;
  await db()
    .update(items)
    .set({ quantity, ...(title ? { title } : {}) })
    .where(eq(items.id, id));
  return id;
}

async function line(itemId: string, pickUpOn: string, returnOn: string, state: LineState, production = 'Night Shift') {
  const requestId = randomUUID();
  await db().insert(holdRequests).values({ id: requestId, vendorId: VENDOR, uid: UID, kind: 'hold', pickUpOn, returnOn, production });
  const id = randomUUID();
  await db()
    .insert(holdLines)
    .values({ id, requestId, itemId, title: 'Prop', sku: 'SKU', quantity: 1, state, period: linePeriod(pickUpOn, returnOn) });
  return { id, requestId };
}

async function block(itemId: string, from: string, to: string, reason: 'repair' | 'lost' | 'other' = 'repair', quantity = 1) {
  const id = randomUUID();
  await db()
    .insert(itemBlocks)
    .values({ id, itemId, quantity, period: askedRange(from, to), reason, note: 'Leg glued' });
  return id;
}

describe('issue 13 §5: the holds calendar across the house', () => {
  it('a prop’s month: a bar for each request, second hold, hold, challenge, order, line out and block, none for ended lines or other months', async () => {
    const prop = await propWith(8);
    const drawn: Record<string, string> = {};
    for (const [index, state] of (['requested', 'secondHold', 'held', 'challenged', 'confirmed', 'out'] as LineState[]).entries()) {
      drawn[state] = (await line(prop, `2031-03-0${index + 1}`, `2031-03-1${index}`, state)).id;
    }
    for (const state of ['returned', 'released', 'declined', 'expired', 'cancelled'] as LineState[]) await line(prop, '2031-03-02', '2031-03-05', state);
    await line(prop, '2031-05-02', '2031-05-05', 'held');
    const repair = await block(prop, '2031-03-20', '2031-03-22');
    const { id: spanning, requestId } = await line(prop, '2031-02-25', '2031-03-02', 'confirmed', 'Late Show');

    const calendar = await readHouseCalendar(db(), VENDOR, { today: BEFORE_ALL, month: '2031-03' });
    const row = calendar.rows.find((entry) => entry.id === prop)!;
    expect(row).toMatchObject({ quantity: 8 });
    expect(row.spans.map((span) => span.kind).sort()).toEqual(
      ['challenged', 'confirmed', 'confirmed', 'held', 'out', 'repair', 'requested', 'secondHold'].sort(),
    );
    expect(row.spans.find((span) => span.id === drawn.held)).toMatchObject({
      start: '2031-03-03',
      end: '2031-03-14',
      returnOn: '2031-03-12',
      who: 'Night Shift',
      units: 1,
    });
    // Each line leads to its request in the staff inbox; the block to its prop's calendar.
    expect(row.spans.find((span) => span.id === spanning)!.href).toBe(`/staff/holds?request=${requestId}#staff-line-${spanning}`);
    expect(row.spans.find((span) => span.id === repair)).toMatchObject({
      kind: 'repair',
      who: 'Leg glued',
      href: `/staff/calendar/${prop}?month=2031-03#block-${repair}`,
    });

    // Laid out: the order from February starts on the 1st, marked as continuing; nothing overlaps in a lane.
    const { bars, lanes } = layoutBars(row.spans, '2031-03');
    expect(bars.find((bar) => bar.id === spanning)).toMatchObject({ column: 1, days: 3, continuesBefore: true });
    for (let lane = 0; lane < lanes; lane++) {
      const inLane = bars.filter((bar) => bar.lane === lane).sort((a, b) => a.column - b.column);
      inLane.slice(1).forEach((bar, index) => expect(bar.column).toBeGreaterThanOrEqual(inLane[index]!.column + inLane[index]!.days));
    }
    // The inbox finds the one request a bar leads to, and only the house's own.
    expect((await getHoldRequestForStaff(db(), VENDOR, requestId))?.lines.map((entry) => entry.id)).toEqual([spanning]);
    expect(await getHoldRequestForStaff(db(), 'another-house', requestId)).toBeNull();
    // The same prop in February shows only the order that began then.
    const february = await readHouseCalendar(db(), VENDOR, { today: BEFORE_ALL, month: '2031-02' });
    expect(february.rows.find((entry) => entry.id === prop)!.spans.map((span) => span.id)).toEqual([spanning]);
  });

  it('only props with something that month are rows, by title, 50 a page', async () => {
    const busy: string[] = [];
    for (let n = 0; n < CALENDAR_PAGE_SIZE + 3; n++) {
      const prop = await propWith(2, `Busy prop ${String(n).padStart(2, '0')}`);
      busy.push(prop);
      if (n % 2) await line(prop, '2032-07-10', '2032-07-12', 'requested');
      else await block(prop, '2032-07-30', '2032-08-03', 'lost');
    }
    await line(await propWith(2), '2032-06-01', '2032-06-29', 'held');
    const first = await readHouseCalendar(db(), VENDOR, { today: BEFORE_ALL, month: '2032-07' });
    expect(first).toMatchObject({ total: CALENDAR_PAGE_SIZE + 3, page: 1, pages: 2 });
    expect(first.rows).toHaveLength(CALENDAR_PAGE_SIZE);
    expect(first.rows[0]!.title).toBe('Busy prop 00');
    const second = await readHouseCalendar(db(), VENDOR, { today: BEFORE_ALL, month: '2032-07', page: 2 });
    expect(second.rows.map((row) => row.title)).toEqual(['Busy prop 50', 'Busy prop 51', 'Busy prop 52']);
    expect(new Set([...first.rows, ...second.rows].map((row) => row.id))).toEqual(new Set(busy));
    expect(await readHouseCalendar(db(), VENDOR, { today: BEFORE_ALL, month: '2032-07', page: 9 })).toMatchObject({
      rows: [],
      total: CALENDAR_PAGE_SIZE + 3,
      pages: 2,
    });
    // August has only the lost props' blocks running into it.
    expect((await readHouseCalendar(db(), VENDOR, { today: BEFORE_ALL, month: '2032-08' })).total).toBe(Math.ceil((CALENDAR_PAGE_SIZE + 3) / 2));
  });

  it('a search by title or SKU finds props with nothing that month too, those with something first', async () => {
    const quiet = await propWith(1, 'Zeppelin gramophone horn');
    const loud = await propWith(1, 'Zeppelin gramophone cabinet');
    await line(loud, '2033-01-04', '2033-01-06', 'out');
    const found = await readHouseCalendar(db(), VENDOR, { today: BEFORE_ALL, month: '2033-01', search: 'zeppelin gramophone' });
    expect(found.rows.map((row) => row.id)).toEqual([loud, quiet]);
    expect(found.rows[1]!.spans).toEqual([]);
    const [{ sku }] = (await db().select({ sku: items.sku }).from(items).where(eq(items.id, quiet))) as [{ sku: string }];
    expect((await readHouseCalendar(db(), VENDOR, { today: BEFORE_ALL, month: '2033-01', search: sku.toLowerCase() })).rows.map((row) => row.id)).toContain(
      quiet,
    );
    expect(await readHouseCalendar(db(), VENDOR, { today: BEFORE_ALL, month: '2033-01', search: '!!!' })).toMatchObject({ rows: [], total: 0 });
  });

  it('one prop’s month: units away each day as availability counts them, its bars, and the blocks still to end', async () => {
    const prop = await propWith(3);
    await line(prop, '2034-04-03', '2034-04-05', 'held');
    await line(prop, '2034-04-04', '2034-04-05', 'requested');
    const ended = await block(prop, '2034-03-01', '2034-03-05', 'repair', 1);
    const open = await block(prop, '2034-04-05', '2034-04-09', 'repair', 2);
    const calendar = (await readItemCalendar(db(), VENDOR, prop, '2034-04', '2034-03-20'))!;
    expect(calendar.away).toEqual(await dailyUnitsAway(db(), prop, monthRange('2034-04')));
    expect(calendar.away.get('2034-04-05')).toBe(3);
    expect(calendar.away.get('2034-04-04')).toBe(1);
    expect(calendar.spans.map((span) => span.kind).sort()).toEqual(['held', 'repair', 'requested']);
    expect(calendar.openBlocks.map((entry) => entry.id)).toEqual([open]);
    expect(calendar.openBlocks[0]).toMatchObject({ from: '2034-04-05', to: '2034-04-09', quantity: 2, reason: 'repair', note: 'Leg glued' });
    expect(calendar.openBlocks.map((entry) => entry.id)).not.toContain(ended);
    expect(await readItemCalendar(db(), VENDOR, 'no-such-prop', '2034-04', '2034-03-20')).toBeNull();
    expect(await readItemCalendar(db(), 'another-house', prop, '2034-04', '2034-03-20')).toBeNull();
  });

  it('a line still out after its return day is drawn as overdue up to today, as the inbox counts it, in every month it spans, without a turnaround', async () => {
    const prop = await propWith(2, 'Overdue velocipede');
    const { id, requestId } = await line(prop, '2035-02-03', '2035-02-06', 'out');
    const inOverdueView = async (today: string) =>
      (await listHoldRequestsForStaff(db(), VENDOR, 'overdue', today, 500)).some((request) => request.id === requestId);
    const house = (month: string, today: string) => readHouseCalendar(db(), VENDOR, { month, today, search: 'overdue velocipede' });

    // Within its period it is simply out.
    const during = (await house('2035-02', '2035-02-05')).rows[0]!.spans;
    expect(during).toMatchObject([{ id, kind: 'out', end: '2035-02-08' }]);
    expect((await house('2035-02', '2035-02-06')).rows[0]!.spans).toMatchObject([{ id, kind: 'out' }]);

    // From the day after its return day it is overdue, though its turnaround has not ended.
    expect((await house('2035-02', '2035-02-07')).rows[0]!.spans).toMatchObject([{ id, kind: 'overdue', start: '2035-02-03', end: '2035-02-08' }]);
    expect(await inOverdueView('2035-02-07')).toBe(true);
    expect(await inOverdueView('2035-02-06')).toBe(false);

    // Weeks later it is overdue, drawn to today, in the month of today and the months between.
    expect((await house('2035-04', '2035-04-10')).rows[0]!.spans).toMatchObject([{ id, kind: 'overdue', start: '2035-02-03', end: '2035-04-11' }]);
    expect((await house('2035-03', '2035-04-10')).rows[0]!.spans).toMatchObject([{ id, kind: 'overdue' }]);
    expect((await house('2035-05', '2035-04-10')).rows[0]!.spans).toEqual([]);
    expect((await readHouseCalendar(db(), VENDOR, { month: '2035-04', today: '2035-04-10' })).rows.map((row) => row.id)).toContain(prop);
    expect((await readHouseCalendar(db(), VENDOR, { month: '2035-05', today: '2035-04-10' })).rows.map((row) => row.id)).not.toContain(prop);

    const item = (await readItemCalendar(db(), VENDOR, prop, '2035-04', '2035-04-10'))!;
    expect(item.spans).toMatchObject([{ id, kind: 'overdue', end: '2035-04-11' }]);
    const [bar] = layoutBars(item.spans, '2035-04').bars;
    expect(bar).toMatchObject({ column: 1, days: 10, turnaroundDays: 0, continuesBefore: true, continuesAfter: false });

    // Checked in, it leaves the calendar's overdue drawing.
    await db().update(holdLines).set({ state: 'returned' }).where(eq(holdLines.id, id));
    expect((await house('2035-04', '2035-04-10')).rows[0]!.spans).toEqual([]);
  });
});
