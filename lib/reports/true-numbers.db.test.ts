import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { holdLines, holdRequests, items, users } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { linePeriod } from '@/lib/availability/availability';
import { moveLine } from '@/lib/holds/move-line';
import { addDays, daysBetween, type CalendarDay } from '@/lib/text/calendar-day';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { ordersInRange } from './activity';
import { utilisation } from './item-reports';
import { orderFigures } from './order-figures';
import { daysIn } from './report-range';

/**
 * Issue 36 §3 (decision 144): the staff report's numbers. "Orders" counts orders, not their lines;
 * utilisation counts a line's units only for the days it was really out, to the day it came back
 * (that day not counted, as billing counts), each part of a partial return to its own day.
 */

const VENDOR = tenant.vendor.id;
const TZ = 'America/Los_Angeles';
const STAFF = { uid: 'staff-numbers', name: 'Sam at the counter' };
const fixture = testDatabase();
const db = () => fixture.handle.db;
const UID = 'crew-numbers';
let itemIds: string[] = [];
let nextItem = 0;

beforeAll(async () => {
  await seedCatalog(db(), { items: 80, vendorId: VENDOR, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().insert(users).values({ id: UID, name: 'Crew', email: 'crew-numbers@example.test' });
});

async function propWith(quantity: number): Promise<string> {
  const id = itemIds[nextItem++]!;
  await db().update(items).set({ quantity }).where(eq(items.id, id));
  return id;
}

async function order(
  pickUpOn: CalendarDay,
  returnOn: CalendarDay,
  lines: { itemId: string; quantity: number; state?: string; outOn?: CalendarDay; backOn?: CalendarDay }[],
) {
  const requestId = randomUUID();
  await db().insert(holdRequests).values({ id: requestId, vendorId: VENDOR, uid: UID, kind: 'hold', pickUpOn, returnOn, production: 'Night Shift' });
  const lineIds: string[] = [];
  for (const line of lines) {
    const id = randomUUID();
    lineIds.push(id);
    await db()
      .insert(holdLines)
      .values({
        id,
        requestId,
        itemId: line.itemId,
        title: 'Television',
        sku: 'TV-000001',
        quantity: line.quantity,
        state: line.state ?? 'confirmed',
        period: linePeriod(pickUpOn, returnOn),
        outOn: line.outOn ?? null,
        backOn: line.backOn ?? null,
      });
  }
  return { requestId, lineIds };
}

const usedOf = async (itemId: string, range: { from: CalendarDay; to: CalendarDay }, today?: CalendarDay) =>
  (await utilisation(db(), { vendorId: VENDOR, range, today })).find((row) => row.itemId === itemId);

describe('issue 36 §3: the report counts orders, not lines', () => {
  it('2 orders of 8 lines are "Orders 2", with 8 lines and their units apart', async () => {
    const props = await Promise.all(Array.from({ length: 8 }, () => propWith(5)));
    await order(
      '2035-02-03',
      '2035-02-10',
      props.slice(0, 5).map((itemId) => ({ itemId, quantity: 2 })),
    );
    await order(
      '2035-02-14',
      '2035-02-20',
      props.slice(5).map((itemId) => ({ itemId, quantity: 1, state: 'out', outOn: '2035-02-14' })),
    );
    const rows = await ordersInRange(db(), { vendorId: VENDOR, timeZone: TZ, range: { from: '2035-02-01', to: '2035-02-28' } });
    expect(rows).toHaveLength(8);
    expect(orderFigures(rows)).toEqual({ orders: 2, lines: 8, units: 13 });
  });
});

describe('issue 36 §3: utilisation counts only the days a line was really out', () => {
  it('3 TVs of an order to Nov 30, out Nov 25 and back Nov 28, are 3 × 3 unit-days (Nov 25–27), not to Nov 30', async () => {
    const tv = await propWith(3);
    const { lineIds } = await order('2036-11-25', '2036-11-30', [{ itemId: tv, quantity: 3 }]);
    const lineId = lineIds[0]!;
    expect(await moveLine(db(), lineId, 'checkOut', 'staff', { audit: STAFF, today: '2036-11-25' })).toMatchObject({ ok: true });
    expect(
      await moveLine(db(), lineId, 'checkIn', 'staff', {
        audit: STAFF,
        returned: { conditionNote: '', missingUnits: 0, today: '2036-11-28', turnaroundDays: 1 },
      }),
    ).toMatchObject({
      ok: true,
    });
    const november = await usedOf(tv, { from: '2036-11-01', to: '2036-11-30' });
    expect(november).toMatchObject({ unitDays: 9, quantity: 3 });
    expect(november!.share).toBeCloseTo(9 / 90, 10);
    // The days after the return are no one's: a range of them has no utilisation at all.
    expect(await usedOf(tv, { from: '2036-11-28', to: '2036-11-30' })).toBeUndefined();
  });

  it('a partial return: each part to its own day back, the units still out to the agreed day, or to today when overdue', async () => {
    const prop = await propWith(4);
    const { lineIds } = await order('2037-11-20', '2037-11-30', [{ itemId: prop, quantity: 4 }]);
    const lineId = lineIds[0]!;
    await moveLine(db(), lineId, 'checkOut', 'staff', { audit: STAFF, today: '2037-11-20' });
    const back = (unitsBack: number, today: CalendarDay) =>
      moveLine(db(), lineId, 'checkIn', 'staff', { audit: STAFF, returned: { conditionNote: '', missingUnits: 0, unitsBack, today, turnaroundDays: 1 } });
    expect(await back(1, '2037-11-22')).toMatchObject({ ok: true, data: { part: { stillOut: 3 } } });
    expect(await back(2, '2037-11-25')).toMatchObject({ ok: true, data: { part: { stillOut: 1 } } });
    const november = { from: '2037-11-01', to: '2037-11-30' } as const;
    // 1 × (Nov 20–21) + 2 × (Nov 20–24) + 1 still out × (Nov 20–29, due back Nov 30) = 2 + 10 + 10.
    expect(await usedOf(prop, november, '2037-11-26')).toMatchObject({ unitDays: 22 });
    // Still out on Dec 5, five days late: its days run to today.
    expect(await usedOf(prop, { from: '2037-11-01', to: '2037-12-31' }, '2037-12-05')).toMatchObject({ unitDays: 27 });
    // Back on Dec 3: to that day.
    await back(1, '2037-12-03');
    expect(await usedOf(prop, { from: '2037-11-01', to: '2037-12-31' }, '2037-12-05')).toMatchObject({ unitDays: 25 });
  });

  it('a line out and back the same day counts that one day; a confirmed line not yet out counts its agreed days', async () => {
    const prop = await propWith(2);
    await order('2038-03-10', '2038-03-12', [{ itemId: prop, quantity: 1, state: 'returned', outOn: '2038-03-10', backOn: '2038-03-10' }]);
    await order('2038-03-20', '2038-03-27', [{ itemId: prop, quantity: 2 }]);
    expect(await usedOf(prop, { from: '2038-03-01', to: '2038-03-31' })).toMatchObject({ unitDays: 1 + 2 * 7 });
  });
});

describe('issue 36 §3: property: utilisation is the days each unit was out, never more than quantity × days', () => {
  it('for any rentals of a prop, one unit at a time after another, the report counts each day out once and never exceeds the range', async () => {
    let run = 0;
    // Each unit's rentals: gaps and lengths in days, laid one after another (a unit back on a day may go out that day again).
    const unitRentals = fc.array(fc.record({ gap: fc.nat(6), length: fc.nat(9), late: fc.boolean() }), { minLength: 0, maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(unitRentals, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        async (units, startOffset, length) => {
          const year = 2040 + run++;
          const prop = await propWith(units.length);
          const first = `${year}-01-01`;
          const range = { from: addDays(first, startOffset), to: addDays(first, startOffset + length) };
          let expected = 0;
          for (const rentals of units) {
            let day = first;
            for (const { gap, length: days, late } of rentals) {
              const outOn = addDays(day, gap);
              const backOn = addDays(outOn, days);
              // Returned early or late against the agreed return day: only the real days count.
              const agreed = addDays(outOn, late ? Math.max(0, days - 2) : days + 3);
              await order(outOn, agreed, [{ itemId: prop, quantity: 1, state: 'returned', outOn, backOn }]);
              const until = backOn > outOn ? backOn : addDays(outOn, 1);
              const from = outOn > range.from ? outOn : range.from;
              const after = until < addDays(range.to, 1) ? until : addDays(range.to, 1);
              expected += Math.max(0, daysBetween(from, after));
              day = until;
            }
          }
          const used = await usedOf(prop, range);
          expect(used?.unitDays ?? 0).toBe(expected);
          expect(used?.unitDays ?? 0).toBeLessThanOrEqual(units.length * daysIn(range));
          expect(used?.share ?? 0).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 15, seed: 36144 },
    );
  });
});
