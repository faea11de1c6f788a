import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { holdLines, holdRequests, itemBlocks, items, users } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { askedRange, availability, linePeriod, nextFreeStart, unavailableItems, unitsAway, unitsAwayForItems } from './availability';
import { checkDates, dateCheckWords } from './check-dates';
import { BLOCKING_STATES, LINE_STATES, type LineState } from './hold-lifecycle';
import { moveLine, NO_LONGER_AVAILABLE } from '@/lib/holds/move-line';
import { auditOf } from '@/lib/audit/record-audit';
import { rankedHoldsBeside } from '@/lib/holds/read-holds';

const fixture = testDatabase();
const db = () => fixture.handle.db;
let itemIds: string[] = [];
const UID = 'crew-holds-test';

beforeAll(async () => {
  await seedCatalog(db(), { items: 30, vendorId: tenant.vendor.id, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().insert(users).values({ id: UID, name: 'Crew', email: 'crew-holds@example.test' });
});

let nextItem = 0;
/** A prop of its own for one test, with this many units. */
async function propWith(quantity: number): Promise<string> {
  const id = itemIds[nextItem++]!;
  await db().update(items).set({ quantity }).where(eq(items.id, id));
  return id;
}

/** A request with one line on `itemId` for the days given, in `state`. */
async function line(itemId: string, pickUpOn: string, returnOn: string, { quantity = 1, state = 'requested' as LineState } = {}): Promise<string> {
  const requestId = randomUUID();
  await db().insert(holdRequests).values({ id: requestId, vendorId: tenant.vendor.id, uid: UID, kind: 'hold', pickUpOn, returnOn });
  const id = randomUUID();
  await db()
    .insert(holdLines)
    .values({ id, requestId, itemId, title: 'Prop', sku: 'SKU', quantity, state, period: linePeriod(pickUpOn, returnOn) });
  return id;
}

const stateOf = async (id: string) => (await db().select({ state: holdLines.state }).from(holdLines).where(eq(holdLines.id, id)))[0]?.state;

describe('issue 12 §1: dated availability', () => {
  it('a line is away from pick-up through its return day and a day of turnaround; touching periods share a unit', async () => {
    expect(linePeriod('2027-03-01', '2027-03-09')).toBe('[2027-03-01,2027-03-11)');
    const prop = await propWith(1);
    await line(prop, '2027-03-01', '2027-03-09', { state: 'held' });
    expect(await availability(db(), prop, askedRange('2027-03-09', '2027-03-09'))).toEqual({ quantity: 1, away: 1, available: 0 });
    // The turnaround day after the return is not free either.
    expect((await availability(db(), prop, askedRange('2027-03-10', '2027-03-12')))?.available).toBe(0);
    expect((await availability(db(), prop, askedRange('2027-03-11', '2027-03-20')))?.available).toBe(1);
    expect((await availability(db(), prop, askedRange('2027-02-20', '2027-02-28')))?.available).toBe(1);
  });

  it('only held, challenged, confirmed and out lines block; requests, second holds and ended lines do not', async () => {
    const prop = await propWith(LINE_STATES.length);
    for (const state of LINE_STATES) await line(prop, '2027-04-01', '2027-04-08', { state });
    expect(await unitsAway(db(), prop, askedRange('2027-04-02', '2027-04-03'))).toBe(BLOCKING_STATES.length);
  });

  it('staff blocks (repair, lost) take units off the shelf for their days', async () => {
    const prop = await propWith(3);
    await db()
      .insert(itemBlocks)
      .values({ id: randomUUID(), itemId: prop, quantity: 2, period: askedRange('2027-05-01', '2027-05-10'), reason: 'repair' });
    expect((await availability(db(), prop, askedRange('2027-05-05', '2027-05-06')))?.available).toBe(1);
    expect((await availability(db(), prop, askedRange('2027-05-11', '2027-05-12')))?.available).toBe(3);
  });

  it('equals a brute-force count, day by day, over random lines and blocks, and so does the table of fully booked days (fast-check)', async () => {
    const prop = await propWith(3);
    const day = (offset: number) => new Date(Date.UTC(2028, 0, 1 + offset)).toISOString().slice(0, 10);
    const lineArb = fc.record({
      start: fc.integer({ min: 0, max: 40 }),
      length: fc.integer({ min: 0, max: 12 }),
      quantity: fc.integer({ min: 1, max: 3 }),
      state: fc.constantFrom(...LINE_STATES),
      releasedLater: fc.boolean(),
    });
    const blockArb = fc.record({ start: fc.integer({ min: 0, max: 40 }), length: fc.integer({ min: 0, max: 8 }), quantity: fc.integer({ min: 1, max: 2 }) });
    await fc.assert(
      fc.asyncProperty(
        fc.array(lineArb, { maxLength: 12 }),
        fc.array(blockArb, { maxLength: 3 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 5 }),
        async (lines, blocks, from, length, stock) => {
          await db().execute(sql`delete from hold_lines where item_id = ${prop}`);
          await db().delete(itemBlocks).where(eq(itemBlocks.itemId, prop));
          // Room for every random line while they are written (the database refuses overbooking, decision 130);
          // the stock is lowered after, past the guard on the quantity (decision 148), so the days may be over it.
          await db().update(items).set({ quantity: 100 }).where(eq(items.id, prop));
          const ids = [];
          for (const held of lines) ids.push(await line(prop, day(held.start), day(held.start + held.length), { quantity: held.quantity, state: held.state }));
          for (const block of blocks) {
            await db()
              .insert(itemBlocks)
              .values({
                id: randomUUID(),
                itemId: prop,
                quantity: block.quantity,
                period: askedRange(day(block.start), day(block.start + block.length)),
                reason: 'lost',
              });
          }
          // Then some lines end, and the prop's stock changes: the database keeps its fully booked days through each.
          for (const [index, held] of lines.entries())
            if (held.releasedLater) await db().update(holdLines).set({ state: 'released' }).where(eq(holdLines.id, ids[index]!));
          await db().transaction(async (tx) => {
            await tx.execute(sql`alter table items disable trigger items_no_overbooking`);
            await tx.update(items).set({ quantity: stock }).where(eq(items.id, prop));
            await tx.execute(sql`alter table items enable trigger items_no_overbooking`);
          });
          // Brute force: for each asked day, the units of blocking lines (through return + 1 turnaround day) and blocks on it.
          let peak = 0;
          for (let asked = from; asked <= from + length; asked++) {
            let load = 0;
            for (const held of lines)
              if (BLOCKING_STATES.includes(held.state) && !held.releasedLater && asked >= held.start && asked <= held.start + held.length + 1)
                load += held.quantity;
            for (const block of blocks) if (asked >= block.start && asked <= block.start + block.length) load += block.quantity;
            peak = Math.max(peak, load);
          }
          expect(await unitsAway(db(), prop, askedRange(day(from), day(from + length)))).toBe(peak);
          // The batched read of a set list's lines says the same.
          expect((await unitsAwayForItems(db(), [prop, 'no-such-prop'], askedRange(day(from), day(from + length)))).get(prop) ?? 0).toBe(peak);
          // The catalogue's date filter leaves the prop out exactly when some asked day takes every unit.
          expect((await unavailableItems(db(), askedRange(day(from), day(from + length)))).includes(prop)).toBe(peak >= stock);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('issue 12 §4: no double-booking, by construction', () => {
  it('the fully booked days stay exact through simultaneous accepts and releases of one prop', async () => {
    const prop = await propWith(2);
    const july = (day: number) => `2027-07-${String(day).padStart(2, '0')}`;
    const asks = await Promise.all(Array.from({ length: 30 }, (_, n) => line(prop, july(1 + (n % 10)), july(4 + (n % 10)))));
    await Promise.all(asks.map((id) => moveLine(db(), id, 'accept', 'staff')));
    const held = (await Promise.all(asks.map(async (id) => ((await stateOf(id)) === 'held' ? id : null)))).filter((id) => id !== null);
    // Half the holds are released while the rest of the requests are accepted again, all at once.
    await Promise.all([
      ...held.slice(0, Math.ceil(held.length / 2)).map((id) => moveLine(db(), id, 'release', 'staff')),
      ...asks.filter((id) => !held.includes(id)).map((id) => moveLine(db(), id, 'accept', 'staff')),
    ]);
    const fullDays = async () =>
      (
        (await db().execute(sql`select day::text as day from item_full_days where item_id = ${prop} order by day`)) as unknown as { rows: { day: string }[] }
      ).rows.map((row) => row.day);
    const kept = await fullDays();
    expect(kept.length).toBeGreaterThan(0);
    await db().execute(sql`select rebuild_full_days()`);
    expect(await fullDays()).toEqual(kept);
  });

  it('50 simultaneous accepts for the last unit give exactly one hold; the rest are told it is no longer available', async () => {
    const prop = await propWith(3);
    await line(prop, '2027-06-01', '2027-06-08', { quantity: 2, state: 'confirmed' });
    const asks = await Promise.all(Array.from({ length: 50 }, (_, n) => line(prop, `2027-06-0${(n % 5) + 2}`, '2027-06-12')));
    const answers = await Promise.all(asks.map((id) => moveLine(db(), id, 'accept', 'staff')));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    for (const answer of answers) if (!answer.ok) expect(answer.error.message).toMatch(/^Does not fit those days: 0 of \d+ free\.$/);
    const states = await Promise.all(asks.map(stateOf));
    expect(states.filter((state) => state === 'held')).toHaveLength(1);
    expect(states.filter((state) => state === 'requested')).toHaveLength(49);
  });

  it('50 simultaneous accepts of one line hold it once', async () => {
    const prop = await propWith(5);
    const ask = await line(prop, '2027-07-01', '2027-07-08');
    const answers = await Promise.all(Array.from({ length: 50 }, () => moveLine(db(), ask, 'accept', 'staff')));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(await stateOf(ask)).toBe('held');
  });

  it('overlapping and contained periods clash; a period after the turnaround day does not', async () => {
    const prop = await propWith(1);
    const first = await line(prop, '2027-08-02', '2027-08-10');
    expect(await moveLine(db(), first, 'accept', 'staff')).toMatchObject({ ok: true, data: { from: 'requested', to: 'held' } });
    const contained = await line(prop, '2027-08-04', '2027-08-05');
    const overlapping = await line(prop, '2027-07-28', '2027-08-02');
    const onTurnaround = await line(prop, '2027-08-11', '2027-08-15');
    const after = await line(prop, '2027-08-12', '2027-08-15');
    for (const clash of [contained, overlapping, onTurnaround])
      expect(await moveLine(db(), clash, 'accept', 'staff')).toMatchObject({
        ok: false,
        error: { code: 'conflict', message: expect.stringMatching(/^Does not fit those days: /) },
      });
    expect(await moveLine(db(), after, 'accept', 'staff')).toMatchObject({ ok: true });
  });

  it('a second hold is promoted when the hold ahead is released, and not before', async () => {
    const prop = await propWith(1);
    const first = await line(prop, '2027-09-06', '2027-09-13');
    const second = await line(prop, '2027-09-06', '2027-09-13');
    await moveLine(db(), first, 'accept', 'staff');
    expect(await moveLine(db(), second, 'queue', 'staff')).toMatchObject({ ok: true, data: { to: 'secondHold' } });
    expect(await moveLine(db(), second, 'promote', 'system')).toMatchObject({ ok: false, error: { message: NO_LONGER_AVAILABLE } });
    expect(await moveLine(db(), first, 'release', 'customer', { owner: { vendorId: tenant.vendor.id, uid: UID } })).toMatchObject({
      ok: true,
      data: { to: 'released' },
    });
    expect(await moveLine(db(), second, 'promote', 'system')).toMatchObject({ ok: true, data: { to: 'held' } });
  });

  it('an event the lifecycle does not allow, or from the wrong person, changes nothing', async () => {
    const prop = await propWith(2);
    const ask = await line(prop, '2027-10-04', '2027-10-11');
    expect(await moveLine(db(), ask, 'checkOut', 'staff')).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(await moveLine(db(), ask, 'accept', 'customer')).toMatchObject({ ok: false, error: { code: 'refused' } });
    expect(await moveLine(db(), 'no-such-line', 'accept', 'staff')).toMatchObject({ ok: false, error: { code: 'notFound' } });
    // A customer releases only lines of their own requests.
    expect(await moveLine(db(), ask, 'release', 'customer', { owner: { vendorId: tenant.vendor.id, uid: 'someone-else' } })).toMatchObject({
      ok: false,
      error: { code: 'notFound' },
    });
    expect(await stateOf(ask)).toBe('requested');
  });
});

describe('issue 12 §1: "Check your dates" on an item page', () => {
  it('answers "N of M available" for a free range, and when the prop is next free for as long', async () => {
    const prop = await propWith(1);
    await line(prop, '2027-11-01', '2027-11-08', { state: 'confirmed' });
    const free = await checkDates(db(), { id: prop, quantity: 1 }, '2027-11-15', '2027-11-20');
    expect(dateCheckWords(free, 'en')).toBe('1 of 1 available Nov 15 – Nov 20');
    // Out from the 1st through the 8th, back on the shelf after the turnaround day (the 9th).
    const busy = await checkDates(db(), { id: prop, quantity: 1 }, '2027-11-05', '2027-11-07');
    expect(busy).toMatchObject({ available: 0, load: { nextFree: '2027-11-10', out: true } });
    // Issue 39 §2: in the card's words.
    expect(dateCheckWords(busy, 'en')).toBe('None free Nov 5 – Nov 7. Back Nov 10.');
  });

  it('issue 39 §2: a prop only on hold says until when, and that second holds are welcome; none for six months, or no units, says so', async () => {
    const held = await propWith(1);
    await line(held, '2027-12-01', '2027-12-08', { state: 'held' });
    expect(dateCheckWords(await checkDates(db(), { id: held, quantity: 1 }, '2027-12-02', '2027-12-04'), 'en')).toBe(
      'None free Dec 2 – Dec 4. On hold until Dec 10 (second holds welcome).',
    );
    const long = await propWith(1);
    await line(long, '2028-02-01', '2028-09-01', { state: 'confirmed' });
    expect(dateCheckWords(await checkDates(db(), { id: long, quantity: 1 }, '2028-02-03', '2028-02-05'), 'en')).toBe(
      'None free Feb 3 – Feb 5. Not available in the next six months.',
    );
    expect(dateCheckWords(await checkDates(db(), { id: long, quantity: 0 }, '2028-02-03', '2028-02-05'), 'en')).toBe('Not available in the next six months.');
  });

  it('next free needs the whole length free: a gap too short is skipped', () => {
    const away = new Map([
      ['2028-01-01', 1],
      ['2028-01-04', 1],
    ]);
    expect(nextFreeStart(away, 1, 1, '2028-01-01', 2, 30)).toBe('2028-01-02');
    expect(nextFreeStart(away, 1, 1, '2028-01-01', 3, 30)).toBe('2028-01-05');
    expect(nextFreeStart(new Map([['2028-01-01', 1]]), 1, 1, '2028-01-01', 1, 0)).toBeNull();
  });
});

describe('issue 12 §6: staff see the holds ranked on a line’s units', () => {
  it('the other lines on the prop for overlapping days: those holding units first, then second holds, then requests; ended and later lines left out', async () => {
    const prop = await propWith(1);
    const held = await line(prop, '2027-09-06', '2027-09-13', { state: 'held' });
    const second = await line(prop, '2027-09-08', '2027-09-10', { state: 'secondHold' });
    const asked = await line(prop, '2027-09-01', '2027-09-07');
    await line(prop, '2027-09-06', '2027-09-13', { state: 'released' });
    await line(prop, '2027-10-01', '2027-10-08', { state: 'held' });
    const ranked = await rankedHoldsBeside(db(), [asked, held]);
    expect(ranked.get(asked)!.map((other) => [other.lineId, other.state])).toEqual([
      [held, 'held'],
      [second, 'secondHold'],
    ]);
    expect(ranked.get(held)!.map((other) => other.lineId)).toEqual([second, asked]);
  });
});

describe('issue 13 §9: staff moves are audited with the move', () => {
  it('an accepted line writes its audit row (who, before, after); a refused one writes nothing', async () => {
    const prop = await propWith(1);
    const first = await line(prop, '2027-11-01', '2027-11-08');
    const second = await line(prop, '2027-11-02', '2027-11-05');
    const rosa = { uid: 'staff-rosa', name: 'Rosa' };
    const requestOf = async (id: string) => (await db().select({ requestId: holdLines.requestId }).from(holdLines).where(eq(holdLines.id, id)))[0]!.requestId;
    expect(await moveLine(db(), first, 'accept', 'staff', { audit: rosa })).toMatchObject({ ok: true });
    expect(await moveLine(db(), second, 'accept', 'staff', { audit: rosa })).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^Does not fit those days: /) },
    });
    const [entry] = await auditOf(db(), tenant.vendor.id, 'request', await requestOf(first));
    expect(entry).toMatchObject({
      actorUid: 'staff-rosa',
      actorName: 'Rosa',
      action: 'accept',
      before: { lineId: first, state: 'requested' },
      after: { lineId: first, state: 'held' },
    });
    expect(await auditOf(db(), tenant.vendor.id, 'request', await requestOf(second))).toEqual([]);
  });
});
