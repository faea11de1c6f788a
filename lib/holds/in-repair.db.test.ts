import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '@/lib/audit/record-audit';
import { holdLines, holdRequests, itemBlocks, items, users } from '@/lib/db/schema';
import { violatedConstraint } from '@/lib/db/constraint-violation';
import { seedCatalog } from '@/demo/seed-catalog';
import { answerForm } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import type { AuthUser } from '@/lib/identity/status/auth-status';
import type { Viewer } from '@/lib/identity/viewer';
import { tenant } from '@/lib/tenant';
import { addDays } from '@/lib/text/calendar-day';
import type { VendorUserRecord } from '@/lib/vendor-users/repository';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { askedRange, availability, linePeriod, unitsAway } from '@/lib/availability/availability';
import { barText } from './calendar-bars';
import { correctReturn } from './correct-return';
import type { LineState } from '@/lib/availability/hold-lifecycle';
import { readHouseCalendar, readItemCalendar } from './holds-calendar';
import { markRepaired, NOT_IN_REPAIR } from './mark-repaired';
import { MARK_REPAIRED_FORM } from './mark-repaired-form';
import { moveLine } from './move-line';
import { unitsInRepair } from './units-in-repair';

/**
 * Issue 36 §3 (decision 144): a unit back damaged is off the shelf from its return until staff mark
 * it repaired, not only for the order's days; the database's overbooking guard counts it; the holds
 * calendar says "In repair"; correcting the return keeps the blocks in step.
 */

const VENDOR = tenant.vendor.id;
const STAFF = { uid: 'staff-repair', name: 'Sam at the counter' };
const fixture = testDatabase();
const db = () => fixture.handle.db;
const UID = 'crew-repair-test';
let itemIds: string[] = [];

beforeAll(async () => {
  await seedCatalog(db(), { items: 40, vendorId: VENDOR, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  // Each has a replacement value, so a missing unit is not asked for one (issue 38 §2).
  await db().update(items).set({ replacementValueCents: 10_000 });
  await db().insert(users).values({ id: UID, name: 'Crew', email: 'crew-repair@example.test' });
});

let nextItem = 0;
async function propWith(quantity: number): Promise<string> {
  const id = itemIds[nextItem++]!;
  await db().update(items).set({ quantity }).where(eq(items.id, id));
  return id;
}

async function line(itemId: string, pickUpOn: string, returnOn: string, state: LineState, quantity: number) {
  const requestId = randomUUID();
  await db().insert(holdRequests).values({ id: requestId, vendorId: VENDOR, uid: UID, kind: 'hold', pickUpOn, returnOn, production: 'Night Shift' });
  const lineId = randomUUID();
  await db()
    .insert(holdLines)
    .values({ id: lineId, requestId, itemId, title: 'Television', sku: 'TV-000001', quantity, state, period: linePeriod(pickUpOn, returnOn), outOn: pickUpOn });
  return { lineId, requestId };
}

const checkIn = (lineId: string, today: string, fields: { missingUnits?: number; damagedUnits?: number; unitsBack?: number }) =>
  moveLine(db(), lineId, 'checkIn', 'staff', {
    audit: STAFF,
    returned: {
      conditionNote: '',
      missingUnits: fields.missingUnits ?? 0,
      damagedUnits: fields.damagedUnits ?? 0,
      unitsBack: fields.unitsBack,
      today,
      turnaroundDays: 1,
    },
  });
const away = (itemId: string, day: string) => unitsAway(db(), itemId, askedRange(day, day));
const free = async (itemId: string, from: string, to: string) => (await availability(db(), itemId, askedRange(from, to)))!.available;
const repairBlocks = (lineId: string) =>
  db()
    .select({ quantity: itemBlocks.quantity, period: itemBlocks.period })
    .from(itemBlocks)
    .where(and(eq(itemBlocks.lineId, lineId), eq(itemBlocks.reason, 'repair')));

async function refusal(write: Promise<unknown>): Promise<string | null> {
  try {
    await write;
    return null;
  } catch (error) {
    return violatedConstraint(error) ?? `not a constraint: ${String(error)}`;
  }
}

describe('issue 36 §3: a damaged unit is not free to rent until staff mark it repaired', () => {
  it('"1 of 2 damaged" keeps one unit away past the order’s days and its turnaround, until "Mark repaired" frees it from that day', async () => {
    // 3 units; 2 out Nov 20 – Nov 30; back Nov 25 with one damaged.
    const prop = await propWith(3);
    const { lineId, requestId } = await line(prop, '2030-11-20', '2030-11-30', 'out', 2);
    const moved = await checkIn(lineId, '2030-11-25', { damagedUnits: 1 });
    expect(moved).toMatchObject({ ok: true, data: { to: 'returned', blocks: { repairBlockId: expect.any(String), overbookedFrom: null } } });
    // The turnaround keeps the sound unit; the damaged one is in repair from the return day on.
    const blocks = await db().select().from(itemBlocks).where(eq(itemBlocks.itemId, prop));
    expect(
      blocks.map(({ quantity, period, reason, lineId: of }) => ({ quantity, period, reason, of })).sort((a, b) => a.reason.localeCompare(b.reason)),
    ).toEqual([
      { quantity: 1, period: '[2030-11-25,2030-11-27)', reason: 'other', of: lineId },
      { quantity: 1, period: '[2030-11-25,2032-11-25)', reason: 'repair', of: lineId },
    ]);
    // Today's code said "2 of 3 free" for the rest of the order's days: it is 2 of 3 only because one is in repair, and stays so after.
    expect(await free(prop, '2030-11-27', '2030-11-30')).toBe(2);
    expect(await free(prop, '2030-12-01', '2031-06-30')).toBe(2);
    expect(await away(prop, '2031-11-01')).toBe(1);
    expect(await unitsInRepair(db(), [lineId], '2030-12-10')).toEqual(new Map([[lineId, 1]]));

    // Marked repaired on Dec 10: free from Dec 10, the repair's days before it kept as history.
    const repaired = await markRepaired(db(), VENDOR, lineId, STAFF, { today: '2030-12-10', now: new Date('2030-12-10T17:00:00Z') });
    expect(repaired).toEqual({ ok: true, data: { lineId, itemId: prop, units: 1, promoted: 0 } });
    expect(await repairBlocks(lineId)).toEqual([{ quantity: 1, period: '[2030-11-25,2030-12-10)' }]);
    expect(await away(prop, '2030-12-09')).toBe(1);
    expect(await free(prop, '2030-12-10', '2031-06-30')).toBe(3);
    expect(await unitsInRepair(db(), [lineId], '2030-12-10')).toEqual(new Map());
    const [audit] = await auditOf(db(), VENDOR, 'request', requestId);
    expect(audit).toMatchObject({
      actorUid: STAFF.uid,
      action: 'markRepaired',
      before: { lineId, inRepair: 1 },
      after: { lineId, inRepair: 0, repairedOn: '2030-12-10' },
    });

    // A second press (another staff member at once) is refused in words, and changes nothing.
    expect(await markRepaired(db(), VENDOR, lineId, STAFF, { today: '2030-12-10' })).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: NOT_IN_REPAIR },
    });
    expect(await repairBlocks(lineId)).toEqual([{ quantity: 1, period: '[2030-11-25,2030-12-10)' }]);
  });

  it('marked repaired on the day it came back, the repair block goes; another house’s line is not found', async () => {
    const prop = await propWith(2);
    const { lineId } = await line(prop, '2030-10-01', '2030-10-10', 'out', 2);
    expect(await checkIn(lineId, '2030-10-05', { damagedUnits: 2 })).toMatchObject({ ok: true });
    expect(await away(prop, '2030-10-20')).toBe(2);
    expect(await markRepaired(db(), 'another-house', lineId, STAFF, { today: '2030-10-05' })).toMatchObject({ ok: false, error: { code: 'notFound' } });
    expect(await markRepaired(db(), VENDOR, lineId, STAFF, { today: '2030-10-05' })).toMatchObject({ ok: true, data: { units: 2 } });
    expect(await repairBlocks(lineId)).toEqual([]);
    expect(await away(prop, '2030-10-05')).toBe(0);
  });

  it('a partial return’s damaged units are in repair on the returned part; the rest stay out on the line', async () => {
    const prop = await propWith(4);
    const { lineId } = await line(prop, '2030-09-01', '2030-09-20', 'out', 3);
    const moved = await checkIn(lineId, '2030-09-10', { unitsBack: 2, damagedUnits: 1 });
    if (!moved.ok) throw moved.error;
    const part = moved.data.part!.returnedLineId;
    expect(await repairBlocks(part)).toEqual([{ quantity: 1, period: '[2030-09-10,2032-09-10)' }]);
    // On Sep 15: the unit still out and the one in repair; after the rest's return and turnaround (Sep 22), the one in repair.
    expect(await away(prop, '2030-09-15')).toBe(2);
    expect(await away(prop, '2030-09-25')).toBe(1);
  });

  it('the database refuses a hold that would need a unit in repair (overbooking guard, decision 130), and so does accept', async () => {
    const prop = await propWith(2);
    const { lineId } = await line(prop, '2030-08-01', '2030-08-05', 'out', 2);
    expect(await checkIn(lineId, '2030-08-05', { damagedUnits: 1 })).toMatchObject({ ok: true });
    // Two units held in September, by raw SQL as psql or any other code path would: only one is on the shelf.
    const requestId = randomUUID();
    await db()
      .insert(holdRequests)
      .values({ id: requestId, vendorId: VENDOR, uid: UID, kind: 'hold', pickUpOn: '2030-09-01', returnOn: '2030-09-05', production: 'Pilot' });
    const raw = randomUUID();
    expect(
      await refusal(
        db().execute(
          sql`insert into hold_lines (id, request_id, item_id, title, sku, quantity, state, period) values (${raw}, ${requestId}, ${prop}, 'Television', 'TV-000001', 2, 'held', ${linePeriod('2030-09-01', '2030-09-05')}::daterange)`,
        ),
      ),
    ).toBe('hold_lines_no_overbooking');
    // The app's own count refuses first, with the units free in words.
    const asked = randomUUID();
    await db()
      .insert(holdLines)
      .values({
        id: asked,
        requestId,
        itemId: prop,
        title: 'Television',
        sku: 'TV-000001',
        quantity: 2,
        state: 'requested',
        period: linePeriod('2030-09-01', '2030-09-05'),
      });
    expect(await moveLine(db(), asked, 'accept', 'staff', { audit: STAFF })).toMatchObject({
      ok: false,
      error: { message: 'Does not fit those days: 1 of 2 free.' },
    });
    // One unit fits; once repaired, the second does too.
    await db().update(holdLines).set({ quantity: 1 }).where(eq(holdLines.id, asked));
    expect(await moveLine(db(), asked, 'accept', 'staff', { audit: STAFF })).toMatchObject({ ok: true });
    expect(await markRepaired(db(), VENDOR, lineId, STAFF, { today: '2030-08-20' })).toMatchObject({ ok: true });
    expect(
      await refusal(
        db().execute(
          sql`insert into hold_lines (id, request_id, item_id, title, sku, quantity, state, period) values (${randomUUID()}, ${requestId}, ${prop}, 'Television', 'TV-000001', 1, 'held', ${linePeriod('2030-09-01', '2030-09-05')}::daterange)`,
        ),
      ),
    ).toBeNull();
  });

  it('the holds calendar shows the unit "In repair", since its return, with "Mark repaired" for its line', async () => {
    const prop = await propWith(3);
    const { lineId } = await line(prop, '2030-07-01', '2030-07-10', 'out', 2);
    expect(await checkIn(lineId, '2030-07-08', { damagedUnits: 1 })).toMatchObject({ ok: true });
    const words = { locale: 'en-US', requestType: 'Hold' };
    for (const month of ['2030-07', '2030-08', '2031-01'] as const) {
      const calendar = (await readItemCalendar(db(), VENDOR, prop, month, '2030-07-20'))!;
      const repair = calendar.spans.find((span) => span.kind === 'repair');
      expect(repair, month).toMatchObject({ units: 1, openEnded: true });
      expect(barText(repair!, words)).toBe('In repair: Damaged at return from Night Shift (TV-000001), 1 unit, since Jul 8');
      expect(calendar.away.get(`${month}-15`)).toBe(1);
    }
    const calendar = (await readItemCalendar(db(), VENDOR, prop, '2030-08', '2030-07-20'))!;
    expect(calendar.openBlocks).toEqual([expect.objectContaining({ reason: 'repair', quantity: 1, lineId })]);
    const house = await readHouseCalendar(db(), VENDOR, { month: '2030-09', today: '2030-07-20' });
    expect(house.rows.find((row) => row.id === prop)?.spans.map((span) => barText(span, words))).toEqual([
      'In repair: Damaged at return from Night Shift (TV-000001), 1 unit, since Jul 8',
    ]);
    // Repaired: the calendar keeps the days it was in repair, and none after.
    await markRepaired(db(), VENDOR, lineId, STAFF, { today: '2030-07-20' });
    expect((await readItemCalendar(db(), VENDOR, prop, '2030-08', '2030-07-20'))!.spans).toEqual([]);
    const july = (await readItemCalendar(db(), VENDOR, prop, '2030-07', '2030-07-20'))!;
    expect(july.spans.find((span) => span.kind === 'repair')).toMatchObject({ start: '2030-07-08', end: '2030-07-20' });
  });
});

describe('issue 36 §3: correcting a return keeps the repair block in step', () => {
  it('more damaged units grow the repair block (from the return day) and shrink the turnaround; none damaged ends it', async () => {
    const prop = await propWith(3);
    const { lineId } = await line(prop, '2030-06-01', '2030-06-10', 'out', 3);
    expect(await checkIn(lineId, '2030-06-10', {})).toMatchObject({ ok: true });
    const blocksOf = async () =>
      (await db().select().from(itemBlocks).where(eq(itemBlocks.lineId, lineId)))
        .map(({ quantity, period, reason }) => ({ quantity, period, reason }))
        .sort((a, b) => a.reason.localeCompare(b.reason));
    expect(await blocksOf()).toEqual([{ quantity: 3, period: '[2030-06-10,2030-06-12)', reason: 'other' }]);
    const fix = (damagedUnits: number, today = '2030-06-11') =>
      correctReturn(db(), VENDOR, lineId, { conditionNote: '', missingUnits: 0, damagedUnits, repairCents: 0 }, { staff: STAFF, today });
    expect(await fix(2)).toEqual({ ok: true, data: { lineId } });
    expect(await blocksOf()).toEqual([
      { quantity: 1, period: '[2030-06-10,2030-06-12)', reason: 'other' },
      { quantity: 2, period: '[2030-06-10,2032-06-10)', reason: 'repair' },
    ]);
    // Never counted twice: on the return day 3 units are away, not 5.
    expect(await away(prop, '2030-06-10')).toBe(3);
    expect(await away(prop, '2030-07-01')).toBe(2);
    expect(await fix(1)).toMatchObject({ ok: true });
    expect(await away(prop, '2030-06-10')).toBe(3);
    expect(await away(prop, '2030-07-01')).toBe(1);
    expect(await fix(0)).toMatchObject({ ok: true });
    expect(await blocksOf()).toEqual([{ quantity: 3, period: '[2030-06-10,2030-06-12)', reason: 'other' }]);
    expect(await away(prop, '2030-07-01')).toBe(0);
  });

  it('damage found after the line was marked repaired is in repair from the day it is corrected', async () => {
    const prop = await propWith(2);
    const { lineId } = await line(prop, '2030-05-01', '2030-05-10', 'out', 2);
    expect(await checkIn(lineId, '2030-05-10', { damagedUnits: 1 })).toMatchObject({ ok: true });
    expect(await markRepaired(db(), VENDOR, lineId, STAFF, { today: '2030-05-15' })).toMatchObject({ ok: true });
    expect(
      await correctReturn(
        db(),
        VENDOR,
        lineId,
        { conditionNote: 'second one cracked', missingUnits: 0, damagedUnits: 2, repairCents: 0 },
        { staff: STAFF, today: '2030-05-20' },
      ),
    ).toMatchObject({ ok: true });
    expect((await repairBlocks(lineId)).map((block) => block.period).sort()).toEqual(['[2030-05-10,2030-05-15)', '[2030-05-20,2032-05-20)']);
    expect(await away(prop, '2030-05-17')).toBe(0);
    expect(await away(prop, '2030-06-01')).toBe(1);
  });
});

describe('issue 36 §3: "Mark repaired" is a staff form', () => {
  const user = { uid: 'someone' } as AuthUser;
  const viewer = (kind: 'anonymous' | 'customer' | 'staff'): Viewer =>
    kind === 'anonymous'
      ? { kind, user: null, vendorUser: null, impersonatedBy: null }
      : { kind, user, vendorUser: {} as VendorUserRecord, impersonatedBy: null };
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it('anyone but staff gets a 404 before anything runs; an empty line is refused beside the field', async () => {
    let ran = false;
    const run = async () => {
      ran = true;
      return {};
    };
    for (const kind of ['anonymous', 'customer'] as const)
      await expect(answerForm(MARK_REPAIRED_FORM, run, FORM_START, form({ lineId: 'x' }), viewer(kind))).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
    expect(ran).toBe(false);
    expect(await answerForm(MARK_REPAIRED_FORM, run, FORM_START, form({ lineId: '', enhanced: '1' }), viewer('staff'))).toMatchObject({
      status: 'failed',
      fieldErrors: { lineId: expect.any(String) },
    });
    expect(ran).toBe(false);
  });
});

describe('issue 36 §3: property: the units free never go below none, and a damaged unit stays away until repaired', () => {
  it('for any units out, missing and damaged at a return, the units away after the turnaround are the missing and the damaged, then the missing alone', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc
          .record({ stock: fc.integer({ min: 1, max: 6 }), out: fc.integer({ min: 1, max: 6 }), missing: fc.nat(6), damaged: fc.nat(6), early: fc.nat(5) })
          .filter(({ stock, out, missing, damaged }) => out <= stock && missing + damaged <= out),
        async ({ stock, out, missing, damaged, early }) => {
          const prop = await propWith(stock);
          const first = addDays('2031-01-01', 20 * run++);
          const returnOn = addDays(first, 7);
          const backOn = addDays(returnOn, -early);
          const { lineId } = await line(prop, first, returnOn, 'out', out);
          const moved = await checkIn(lineId, backOn, { missingUnits: missing, damagedUnits: damaged });
          expect(moved.ok).toBe(true);
          const later = addDays(backOn, 30);
          const { available, away: taken } = (await availability(db(), prop, askedRange(later, addDays(later, 60))))!;
          expect(taken).toBe(missing + damaged);
          expect(available).toBe(stock - missing - damaged);
          expect(available).toBeGreaterThanOrEqual(0);
          // On the return day itself every unit that went out is away once, never twice.
          expect(await away(prop, backOn)).toBe(out);
          if (damaged > 0) {
            expect(await markRepaired(db(), VENDOR, lineId, STAFF, { today: later })).toMatchObject({ ok: true, data: { units: damaged } });
            expect(await away(prop, later)).toBe(missing);
          }
        },
      ),
      { numRuns: 12, seed: 36144 },
    );
  });
});
