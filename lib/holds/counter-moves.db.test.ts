import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { holdLines, holdRequests, items, users } from '@/lib/db/schema';
import { utilisation } from '@/lib/reports/item-reports';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { linePeriod } from '@/lib/availability/availability';
import { staffMoveLine, type StaffLineMove } from './staff-move-line';

const VENDOR = tenant.vendor.id;
const STAFF = { uid: 'staff-counter', name: 'Sam at the counter' };
const UID = 'crew-counter-25';
const fixture = testDatabase();
const db = () => fixture.handle.db;
let itemId = '';

beforeAll(async () => {
  await seedCatalog(db(), { items: 2, vendorId: VENDOR, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemId = (await db().select({ id: items.id }).from(items).orderBy(items.id))[0]!.id;
  // A replacement value, so a missing unit is not asked for one (issue 38 §2).
  await db().update(items).set({ quantity: 4, replacementValueCents: 10_000 }).where(eq(items.id, itemId));
  await db().insert(users).values({ id: UID, name: 'Crew', email: 'crew-counter-25@example.test' });
});

async function confirmedLine(pickUpOn: string, returnOn: string, quantity = 2): Promise<string> {
  const requestId = randomUUID();
  await db().insert(holdRequests).values({ id: requestId, vendorId: VENDOR, uid: UID, kind: 'hold', pickUpOn, returnOn, production: 'Night Shift' });
  const lineId = randomUUID();
  await db()
    .insert(holdLines)
    .values({ id: lineId, requestId, itemId, title: 'Armchair', sku: 'FUR-000071', quantity, state: 'confirmed', period: linePeriod(pickUpOn, returnOn) });
  return lineId;
}

/** The line as it stands now, as the request page reads it back. */
const lineNow = async (lineId: string) =>
  (
    await db()
      .select({
        state: holdLines.state,
        quantity: holdLines.quantity,
        sku: holdLines.sku,
        missingUnits: holdLines.missingUnits,
        damagedUnits: holdLines.damagedUnits,
        conditionNote: holdLines.conditionNote,
      })
      .from(holdLines)
      .where(eq(holdLines.id, lineId))
  )[0];

const move = (lineId: string, event: StaffLineMove['event'], today: string, extra: Partial<StaffLineMove> = {}) =>
  staffMoveLine(db(), tenant, { lineId, event, reason: '', offerAlternates: false, conditionNote: '', missingUnits: 0, ...extra }, { audit: STAFF, today });

describe('issue 25 §4: the counter', () => {
  it('issue 25 §4: "Mark out" before the pick-up day is asked first, then kept as the day it really went out, which utilisation counts from', async () => {
    const lineId = await confirmedLine('2030-12-15', '2030-12-21');
    const asked = await move(lineId, 'checkOut', '2030-12-10');
    expect(asked).toMatchObject({ ok: false, error: { code: 'conflict', reason: 'EARLY_PICK_UP', message: 'Pick-up is Dec 15; mark out now?' } });
    expect((await lineNow(lineId))?.state).toBe('confirmed');

    expect(await move(lineId, 'checkOut', '2030-12-10', { early: true })).toMatchObject({ ok: true, data: { to: 'out' } });
    const [row] = await db().select({ outOn: holdLines.outOn }).from(holdLines).where(eq(holdLines.id, lineId));
    expect(row?.outOn).toBe('2030-12-10');
    // Out from the 10th, due back the 21st: the 11 days between × 2 units (decision 144: the return day is not counted, as billing counts).
    const [used] = await utilisation(db(), { vendorId: VENDOR, range: { from: '2030-12-01', to: '2030-12-31' } });
    expect(used).toMatchObject({ itemId, unitDays: 22 });
  });

  it('issue 25 §4: on the pick-up day nothing is asked; the return is read back for the page with its missing unit', async () => {
    const lineId = await confirmedLine('2031-01-05', '2031-01-09');
    expect(await move(lineId, 'checkOut', '2031-01-05')).toMatchObject({ ok: true });
    expect(await move(lineId, 'checkIn', '2031-01-09', { missingUnits: 1, conditionNote: 'one leg loose' })).toMatchObject({
      ok: true,
      data: { to: 'returned' },
    });
    expect(await lineNow(lineId)).toEqual({
      state: 'returned',
      quantity: 2,
      sku: 'FUR-000071',
      missingUnits: 1,
      damagedUnits: 0,
      conditionNote: 'one leg loose',
    });
  });
});
