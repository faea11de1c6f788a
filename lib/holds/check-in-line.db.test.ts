import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '@/lib/audit/record-audit';
import { holdLines, holdRequests, itemBlocks, items, users } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { askedRange, linePeriod, unitsAway } from '@/lib/availability/availability';
import { checkInFieldsSchema } from './check-in-schema';
import type { LineState } from '@/lib/availability/hold-lifecycle';
import { moveLine } from './move-line';

const VENDOR = tenant.vendor.id;
const STAFF = { uid: 'staff-counter', name: 'Sam at the counter' };
const fixture = testDatabase();
const db = () => fixture.handle.db;
const UID = 'crew-counter-test';
let itemIds: string[] = [];

beforeAll(async () => {
  await seedCatalog(db(), { items: 20, vendorId: VENDOR, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  // Each has a replacement value, so a missing unit is not asked for one (issue 38 §2).
  await db().update(items).set({ replacementValueCents: 10_000 });
  await db().insert(users).values({ id: UID, name: 'Crew', email: 'crew-counter@example.test' });
});

let nextItem = 0;
async function propWith(quantity: number): Promise<string> {
  const id = itemIds[nextItem++]!;
  await db().update(items).set({ quantity }).where(eq(items.id, id));
  return id;
}

async function line(itemId: string, pickUpOn: string, returnOn: string, state: LineState, quantity = 1): Promise<{ lineId: string; requestId: string }> {
  const requestId = randomUUID();
  await db().insert(holdRequests).values({ id: requestId, vendorId: VENDOR, uid: UID, kind: 'hold', pickUpOn, returnOn, production: 'Night Shift' });
  const lineId = randomUUID();
  await db()
    .insert(holdLines)
    .values({ id: lineId, requestId, itemId, title: 'Armchair', sku: 'ARM-000001', quantity, state, period: linePeriod(pickUpOn, returnOn) });
  return { lineId, requestId };
}

const checkIn = (lineId: string, today: string, fields: { conditionNote?: string; missingUnits?: number }) =>
  moveLine(db(), lineId, 'checkIn', 'staff', {
    audit: STAFF,
    returned: { conditionNote: fields.conditionNote ?? '', missingUnits: fields.missingUnits ?? 0, today, turnaroundDays: 1 },
  });
const away = (itemId: string, day: string) => unitsAway(db(), itemId, askedRange(day, day));
const lineRow = async (lineId: string) => (await db().select().from(holdLines).where(eq(holdLines.id, lineId)))[0]!;

describe('issue 13 §6: check-in with a condition note and missing units', () => {
  it('the note and missing units are written with the return and its audit row; the missing unit stays away as lost, the others through the turnaround', async () => {
    const prop = await propWith(3);
    const { lineId, requestId } = await line(prop, '2030-02-01', '2030-02-07', 'out', 2);
    const moved = await checkIn(lineId, '2030-02-05', { conditionNote: 'scratched left arm', missingUnits: 1 });
    expect(moved).toMatchObject({ ok: true, data: { to: 'returned', blocks: { overbookedFrom: null } } });
    expect(await lineRow(lineId)).toMatchObject({ state: 'returned', conditionNote: 'scratched left arm', missingUnits: 1 });

    const [audit] = await auditOf(db(), VENDOR, 'request', requestId);
    expect(audit).toMatchObject({
      actorUid: STAFF.uid,
      action: 'checkIn',
      before: { lineId, state: 'out' },
      after: { lineId, state: 'returned', conditionNote: 'scratched left arm', missingUnits: 1 },
    });

    const blocks = await db().select().from(itemBlocks).where(eq(itemBlocks.itemId, prop));
    expect(blocks.map(({ quantity, period, reason }) => ({ quantity, period, reason })).sort((a, b) => a.reason.localeCompare(b.reason))).toEqual([
      // Two years from the return day, the most a block may reach.
      { quantity: 1, period: '[2030-02-05,2032-02-06)', reason: 'lost' },
      // The return day and one turnaround day.
      { quantity: 1, period: '[2030-02-05,2030-02-07)', reason: 'other' },
    ]);
    expect((await auditOf(db(), VENDOR, 'item', prop)).map((row) => (row.after as { reason: string }).reason).sort()).toEqual(['lost', 'other']);
    // Returned early: the days of the rental after the turnaround are free again, except the missing unit.
    expect(await away(prop, '2030-02-06')).toBe(2);
    expect(await away(prop, '2030-02-07')).toBe(1);
    expect(await away(prop, '2031-06-01')).toBe(1);
    expect(await away(prop, '2032-02-06')).toBe(0);
  });

  it('a late return starts the turnaround on the day it came back', async () => {
    const prop = await propWith(1);
    const { lineId } = await line(prop, '2030-01-01', '2030-01-05', 'out');
    // Overdue: the line's own period ended on the 6th (return day + turnaround day), so it no longer counts.
    expect(await away(prop, '2030-01-20')).toBe(0);
    expect((await checkIn(lineId, '2030-01-20', {})).ok).toBe(true);
    expect(await away(prop, '2030-01-20')).toBe(1);
    expect(await away(prop, '2030-01-21')).toBe(1);
    expect(await away(prop, '2030-01-22')).toBe(0);
    expect(await lineRow(lineId)).toMatchObject({ state: 'returned', conditionNote: '', missingUnits: 0 });
  });

  it('more missing than went out is refused with a message, and nothing is written', async () => {
    const prop = await propWith(2);
    const { lineId, requestId } = await line(prop, '2030-03-01', '2030-03-04', 'out', 2);
    const moved = await checkIn(lineId, '2030-03-04', { conditionNote: 'all scuffed', missingUnits: 3 });
    expect(moved.ok).toBe(false);
    if (moved.ok) return;
    expect(moved.error.code).toBe('invalid');
    expect(moved.error.message).toBe('Only 2 units went out: units missing must be 0 to 2. Nothing was changed.');
    expect(moved.error.fieldErrors).toMatchObject({ missingUnits: expect.stringContaining('0 to 2') });
    expect(await lineRow(lineId)).toMatchObject({ state: 'out', conditionNote: '', missingUnits: 0 });
    expect(await db().select().from(itemBlocks).where(eq(itemBlocks.itemId, prop))).toEqual([]);
    expect(await auditOf(db(), VENDOR, 'request', requestId)).toEqual([]);
    expect(await auditOf(db(), VENDOR, 'item', prop)).toEqual([]);
    // The database refuses it too, whoever writes.
    await expect(db().update(holdLines).set({ missingUnits: 3 }).where(eq(holdLines.id, lineId))).rejects.toThrow();
  });

  it('a missing unit the house had promised to a later order is answered as the first overbooked day', async () => {
    const prop = await propWith(1);
    const { lineId } = await line(prop, '2030-04-01', '2030-04-03', 'out');
    await line(prop, '2030-05-10', '2030-05-12', 'confirmed');
    const moved = await checkIn(lineId, '2030-04-03', { missingUnits: 1 });
    expect(moved).toMatchObject({ ok: true, data: { blocks: { overbookedFrom: '2030-05-10', turnaroundBlockId: null } } });
  });

  it('the form’s fields: empty missing means none; a long note or control characters are refused', () => {
    expect(checkInFieldsSchema.parse({ conditionNote: '  chipped \n leg ', missingUnits: '' })).toEqual({
      conditionNote: 'chipped \n leg',
      missingUnits: 0,
      damagedUnits: 0,
      repairCents: 0,
    });
    expect(checkInFieldsSchema.safeParse({ conditionNote: 'x'.repeat(501), missingUnits: '0' }).error?.issues[0]?.message).toBe(
      'Keep the condition note to 500 characters.',
    );
    expect(checkInFieldsSchema.safeParse({ conditionNote: 'bad\u0000', missingUnits: '0' }).error?.issues[0]?.message).toBe(
      'Please remove the special characters from the condition note.',
    );
    expect(checkInFieldsSchema.safeParse({ conditionNote: '', missingUnits: '-1' }).error?.issues[0]?.message).toBe(
      'Enter how many units did not come back, 0 or more.',
    );
    expect(checkInFieldsSchema.safeParse({ conditionNote: '', missingUnits: '1.5' }).success).toBe(false);
  });
});
