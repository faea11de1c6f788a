import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { holdLines, holdRequests, itemBlocks, items, users } from '@/lib/db/schema';
import { violatedConstraint } from '@/lib/db/constraint-violation';
import { seedCatalog } from '@/demo/seed-catalog';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { itemRowFields } from '@/lib/inventory/item-row-fields';
import { updateItem } from '@/lib/inventory/save-item';
import { addItemBlock } from '@/lib/holds/add-item-block';
import { askedRange, unitsAway } from './availability';
import type { LineState } from './hold-lifecycle';
import { moveLine, NO_LONGER_AVAILABLE } from '@/lib/holds/move-line';

const fixture = testDatabase();
const db = () => fixture.handle.db;
const VENDOR = tenant.vendor.id;
const UID = 'crew-overbooking-test';
const STAFF = { uid: 'staff-overbooking-test', name: 'Sam Staff' };
let itemIds: string[] = [];

beforeAll(async () => {
  await seedCatalog(db(), { items: 40, vendorId: VENDOR, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().insert(users).values({ id: UID, name: 'Crew', email: 'crew-overbooking@example.test' });
});

let nextItem = 0;
/** A prop of its own for one test, with this many units. */
async function propWith(quantity: number): Promise<string> {
  const id = itemIds[nextItem++]!;
  await db().update(items).set({ quantity }).where(eq(items.id, id));
  return id;
}

/** A request to hang raw lines on. */
async function request(pickUpOn = '2031-03-01', returnOn = '2031-03-31'): Promise<string> {
  const id = randomUUID();
  await db().insert(holdRequests).values({ id, vendorId: VENDOR, uid: UID, kind: 'hold', pickUpOn, returnOn, production: 'Night Shift' });
  return id;
}

/** A line written by raw SQL, as psql or any other code path would. */
async function rawLine(itemId: string, period: string, { state = 'held' as LineState, quantity = 1, requestId = '', id = randomUUID() } = {}) {
  const onRequest = requestId || (await request());
  await db().execute(
    sql`insert into hold_lines (id, request_id, item_id, title, sku, quantity, state, period) values (${id}, ${onRequest}, ${itemId}, 'Armchair', 'ARM-000001', ${quantity}, ${state}, ${period}::daterange)`,
  );
  return id;
}

/** A block written by raw SQL; with `lineId`, one kept after that line came back. */
async function rawBlock(itemId: string, period: string, quantity: number, lineId: string | null = null) {
  const id = randomUUID();
  await db().execute(
    sql`insert into item_blocks (id, item_id, quantity, period, reason, line_id) values (${id}, ${itemId}, ${quantity}, ${period}::daterange, 'lost', ${lineId})`,
  );
  return id;
}

/** What the database answered to a write: null when it went through, else the constraint it named. */
async function refusal(write: Promise<unknown>): Promise<string | null> {
  try {
    await write;
    return null;
  } catch (error) {
    return violatedConstraint(error) ?? `not a constraint: ${String(error)}`;
  }
}

const away = (itemId: string, from: string, to = from) => unitsAway(db(), itemId, askedRange(from, to));
const lineRow = async (id: string) => (await db().select().from(holdLines).where(eq(holdLines.id, id)))[0];

describe('issue 26: the database itself refuses overbooking', () => {
  it('issue 26: a raw SQL insert of a held line that overbooks is refused, and nothing is written', async () => {
    const prop = await propWith(2);
    await rawLine(prop, '[2031-03-01,2031-03-10)', { quantity: 2, state: 'confirmed' });
    const id = randomUUID();
    expect(await refusal(rawLine(prop, '[2031-03-09,2031-03-12)', { id }))).toBe('hold_lines_no_overbooking');
    expect(await lineRow(id)).toBeUndefined();
    expect(await away(prop, '2031-03-09')).toBe(2);
    // A request does not block, so it is written; the day after the other line ends is free.
    expect(await refusal(rawLine(prop, '[2031-03-09,2031-03-12)', { state: 'requested' }))).toBeNull();
    expect(await refusal(rawLine(prop, '[2031-03-10,2031-03-12)', { quantity: 2 }))).toBeNull();
  });

  it('issue 26: the refusal is exclusion_violation (23P01) naming the constraint, the line, the day and the stock', async () => {
    const prop = await propWith(1);
    await rawLine(prop, '[2031-04-01,2031-04-05)');
    const caught = await rawLine(prop, '[2031-04-04,2031-04-06)', { state: 'out' }).catch((error: unknown) => error);
    let cause = caught as { code?: string; message?: string; cause?: unknown };
    while (cause && !cause.code && cause.cause) cause = cause.cause as typeof cause;
    expect(cause.code).toBe('23P01');
    expect(cause.message).toMatch(new RegExp(`^Overbooking refused: hold line \\S+ would put 2 units of item ${prop} away on 2031-04-04, which has 1\\.$`));
  });

  it('issue 26: a raw update that grows a line (more units, longer period, another prop, blocking again) is refused and changes nothing', async () => {
    const prop = await propWith(3);
    const other = await propWith(1);
    await rawLine(prop, '[2031-05-10,2031-05-20)', { quantity: 2 });
    await rawLine(other, '[2031-05-01,2031-05-05)');
    const id = await rawLine(prop, '[2031-05-01,2031-05-10)');
    expect(await refusal(db().execute(sql`update hold_lines set quantity = 2 where id = ${id}`))).toBeNull();
    expect(await refusal(db().execute(sql`update hold_lines set period = '[2031-05-01,2031-05-11)' where id = ${id}`))).toBe('hold_lines_no_overbooking');
    expect(await refusal(db().execute(sql`update hold_lines set quantity = 4 where id = ${id}`))).toBe('hold_lines_no_overbooking');
    expect(await refusal(db().execute(sql`update hold_lines set item_id = ${other} where id = ${id}`))).toBe('hold_lines_no_overbooking');
    expect(await lineRow(id)).toMatchObject({ itemId: prop, quantity: 2, period: '[2031-05-01,2031-05-10)', state: 'held' });
    // Released, then taken back where the other line's units now are: refused.
    await db().execute(sql`update hold_lines set state = 'released' where id = ${id}`);
    await rawLine(prop, '[2031-05-01,2031-05-10)', { quantity: 2 });
    expect(await refusal(db().execute(sql`update hold_lines set state = 'held' where id = ${id}`))).toBe('hold_lines_no_overbooking');
    expect((await lineRow(id))?.state).toBe('released');
  });

  it('issue 26: a raw insert of a block by hand that overbooks is refused, and so is growing one', async () => {
    const prop = await propWith(2);
    await rawLine(prop, '[2031-06-01,2031-06-10)');
    expect(await refusal(rawBlock(prop, '[2031-06-05,2031-06-20)', 2))).toBe('item_blocks_no_overbooking');
    expect(await db().select().from(itemBlocks).where(eq(itemBlocks.itemId, prop))).toEqual([]);
    const block = await rawBlock(prop, '[2031-06-10,2031-06-20)', 2);
    expect(await refusal(db().execute(sql`update item_blocks set period = '[2031-06-09,2031-06-20)' where id = ${block}`))).toBe('item_blocks_no_overbooking');
    expect(await refusal(db().execute(sql`update item_blocks set quantity = 3 where id = ${block}`))).toBe('item_blocks_no_overbooking');
    // Ending it early adds nothing.
    expect(await refusal(db().execute(sql`update item_blocks set period = '[2031-06-10,2031-06-15)' where id = ${block}`))).toBeNull();
  });

  it("issue 26: a returned line's lost block is a fact: written even over stock, by raw SQL and by the counter's check-in", async () => {
    const prop = await propWith(1);
    const gone = await rawLine(prop, '[2031-07-01,2031-07-05)', { state: 'returned' });
    await rawLine(prop, '[2031-07-10,2031-07-15)', { state: 'confirmed' });
    expect(await refusal(rawBlock(prop, '[2031-07-05,2031-09-01)', 1, gone))).toBeNull();
    expect(await away(prop, '2031-07-12')).toBe(2);

    const stocked = await propWith(1);
    const out = await rawLine(stocked, '[2031-08-01,2031-08-05)', { state: 'out' });
    await rawLine(stocked, '[2031-08-20,2031-08-25)', { state: 'confirmed' });
    const moved = await moveLine(db(), out, 'checkIn', 'staff', {
      audit: STAFF,
      returned: { conditionNote: '', missingUnits: 1, today: '2031-08-04', turnaroundDays: 1, replacementValueCents: 10_000 },
    });
    expect(moved).toMatchObject({ ok: true, data: { to: 'returned', blocks: { overbookedFrom: '2031-08-20', turnaroundBlockId: null } } });
    const [lost] = await db().select().from(itemBlocks).where(eq(itemBlocks.itemId, stocked));
    expect(lost).toMatchObject({ reason: 'lost', lineId: out });
  });

  it('issue 26: on a day already over, confirmed → out, a decrease, a shorter period and a release are never refused; lowering the stock further is (issue 36)', async () => {
    const prop = await propWith(2);
    const requestId = await request();
    const confirmed = await rawLine(prop, '[2031-09-01,2031-09-10)', { state: 'confirmed', requestId });
    const held = await rawLine(prop, '[2031-09-01,2031-09-10)', { requestId });
    // A lost unit of an earlier line: the prop now has 3 away on days where it has 2.
    await rawBlock(prop, '[2031-09-01,2031-12-01)', 1, await rawLine(prop, '[2031-08-20,2031-08-25)', { state: 'returned' }));
    expect(await away(prop, '2031-09-05')).toBe(3);
    expect(await refusal(db().execute(sql`update hold_lines set state = 'out' where id = ${confirmed}`))).toBeNull();
    expect(await refusal(db().execute(sql`update hold_lines set period = '[2031-09-01,2031-09-08)' where id = ${confirmed}`))).toBeNull();
    expect(await refusal(db().execute(sql`update hold_lines set state = 'challenged' where id = ${held}`))).toBeNull();
    // Issue 36 §4.4 (decision 148): lowering the stock under units already away is refused, even on a day already over.
    expect(await refusal(db().execute(sql`update items set quantity = 1 where id = ${prop}`))).toBe('items_no_overbooking');
    expect(await moveLine(db(), held, 'release', 'staff')).toMatchObject({ ok: true, data: { to: 'released' } });
    // Growing a line on that day is still refused.
    expect(await refusal(db().execute(sql`update hold_lines set quantity = 2 where id = ${confirmed}`))).toBe('hold_lines_no_overbooking');

    const stocked = await propWith(4);
    const big = await rawLine(stocked, '[2031-09-01,2031-09-10)', { quantity: 3 });
    await rawBlock(stocked, '[2031-09-01,2031-09-10)', 2, await rawLine(stocked, '[2031-08-20,2031-08-25)', { state: 'returned' }));
    expect(await refusal(db().execute(sql`update hold_lines set quantity = 2 where id = ${big}`))).toBeNull();
    expect((await lineRow(big))?.quantity).toBe(2);
  });

  it('issue 26: 20 simultaneous raw inserts, each its own transaction, of 1 unit of a 5-unit prop over overlapping days: exactly 5 are written', async () => {
    const prop = await propWith(5);
    const requestId = await request();
    const day = (n: number) => `2031-10-${String(n).padStart(2, '0')}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        refusal(
          db().transaction(async (tx) => {
            await tx.execute(
              sql`insert into hold_lines (id, request_id, item_id, title, sku, quantity, state, period) values (${randomUUID()}, ${requestId}, ${prop}, 'Armchair', 'ARM-000001', 1, 'held', ${`[${day(1 + (n % 4))},${day(10 + (n % 3))})`}::daterange)`,
            );
          }),
        ),
      ),
    );
    expect(answers.filter((answer) => answer === null)).toHaveLength(5);
    expect(answers.filter((answer) => answer === 'hold_lines_no_overbooking')).toHaveLength(15);
    expect(await away(prop, '2031-10-01', '2031-10-31')).toBe(5);
    const rows = await db().select({ id: holdLines.id }).from(holdLines).where(eq(holdLines.itemId, prop));
    expect(rows).toHaveLength(5);
  });

  it("issue 26: when the database refuses a line's move that moveLine's own count let through, the move answers as its own check does and nothing changes", async () => {
    const prop = await propWith(1);
    const lineId = await rawLine(prop, '[2031-11-01,2031-11-05)', { state: 'requested' });
    const earlier = await rawLine(prop, '[2031-10-01,2031-10-05)', { state: 'returned' });
    // A write moveLine cannot foresee: as the line changes, a lost unit of another line lands on its days.
    await db().execute(
      sql.raw(`create function ambush() returns trigger language plpgsql as $$
      begin
        insert into item_blocks (id, item_id, quantity, period, reason, line_id) values (gen_random_uuid()::text, new.item_id, 1, new.period, 'lost', '${earlier}');
        return new;
      end $$`),
    );
    await db().execute(
      sql.raw(`create trigger ambush before update of state on hold_lines for each row when (new.id = '${lineId}') execute function ambush()`),
    );
    try {
      expect(await moveLine(db(), lineId, 'accept', 'staff')).toMatchObject({
        ok: false,
        error: { code: 'conflict', message: NO_LONGER_AVAILABLE, reason: 'UNAVAILABLE' },
      });
      expect((await lineRow(lineId))?.state).toBe('requested');
      expect(await db().select().from(itemBlocks).where(eq(itemBlocks.itemId, prop))).toEqual([]);
    } finally {
      await db().execute(sql`drop trigger ambush on hold_lines`);
      await db().execute(sql`drop function ambush()`);
    }
  });

  it('issue 26: when the database refuses a block that the staff form let through, the form answers with a conflict, not a 500', async () => {
    const prop = await propWith(1);
    const earlier = await rawLine(prop, '[2031-10-01,2031-10-05)', { state: 'returned' });
    await db().execute(
      sql.raw(`create function ambush() returns trigger language plpgsql as $$
      begin
        insert into item_blocks (id, item_id, quantity, period, reason, line_id) values (gen_random_uuid()::text, new.item_id, 1, new.period, 'lost', '${earlier}');
        return new;
      end $$`),
    );
    await db().execute(sql.raw(`create trigger ambush before insert on item_blocks for each row when (new.line_id is null) execute function ambush()`));
    try {
      const added = await addItemBlock(
        db(),
        VENDOR,
        { itemId: prop, quantity: 1, from: '2031-12-01', to: '2031-12-05', reason: 'repair', note: '' },
        { uid: STAFF.uid, name: STAFF.name },
        { today: '2031-11-20', locale: 'en-US' },
      );
      expect(added).toMatchObject({ ok: false, error: { code: 'conflict', message: 'A block of 1 does not fit on those days. Nothing was blocked.' } });
      expect(await db().select().from(itemBlocks).where(eq(itemBlocks.itemId, prop))).toEqual([]);
    } finally {
      await db().execute(sql`drop trigger ambush on item_blocks`);
      await db().execute(sql`drop function ambush()`);
    }
  });
});

describe("issue 36 §4.4: the database refuses an item's quantity below the units held on it", () => {
  const lower = (itemId: string, quantity: number) => refusal(db().execute(sql`update items set quantity = ${quantity} where id = ${itemId}`));
  const stock = async (itemId: string) => (await db().select({ quantity: items.quantity }).from(items).where(eq(items.id, itemId)))[0]?.quantity;
  /** The database's own date, which its guard counts from, and a day from it. */
  const databaseDay = async (plus = 0) =>
    ((await db().execute(sql`select (current_date + ${plus}::int)::text as day`)) as unknown as { rows: { day: string }[] }).rows[0]!.day;

  it('issue 36 §4.4: UPDATE items SET quantity = 1 with 2 units held is refused and changes nothing; 2, and raising it, are not', async () => {
    const prop = await propWith(3);
    await rawLine(prop, '[2031-03-01,2031-03-10)', { quantity: 2 });
    expect(await lower(prop, 1)).toBe('items_no_overbooking');
    expect(await stock(prop)).toBe(3);
    expect(await lower(prop, 2)).toBeNull();
    expect(await lower(prop, 7)).toBeNull();
    expect(await stock(prop)).toBe(7);
  });

  it('issue 36 §4.4: the refusal is exclusion_violation (23P01) naming the item, the units and the day', async () => {
    const prop = await propWith(4);
    await rawLine(prop, '[2031-04-01,2031-04-05)', { state: 'confirmed', quantity: 2 });
    await rawLine(prop, '[2031-04-03,2031-04-08)', { state: 'out' });
    const caught = await db()
      .execute(sql`update items set quantity = 2 where id = ${prop}`)
      .catch((error: unknown) => error);
    let cause = caught as { code?: string; message?: string; cause?: unknown };
    while (cause && !cause.code && cause.cause) cause = cause.cause as typeof cause;
    expect(cause.code).toBe('23P01');
    expect(cause.message).toBe(`Overbooking refused: item ${prop} would have 2 units, and 3 are held, out or blocked on 2031-04-03.`);
  });

  it('issue 36 §4.4: blocks count, by hand or kept after a return; released, declined and returned lines do not; nor do days already past', async () => {
    const prop = await propWith(5);
    await rawLine(prop, '[2031-05-01,2031-05-10)', { state: 'released', quantity: 3 });
    await rawLine(prop, '[2031-05-01,2031-05-10)', { state: 'returned', quantity: 3 });
    await rawLine(prop, '[2031-05-01,2031-05-10)', { state: 'requested', quantity: 3 });
    // History: a week of every unit away, long before the database's today.
    await rawBlock(prop, '[2020-01-01,2020-01-08)', 5, await rawLine(prop, '[2019-12-20,2019-12-31)', { state: 'returned' }));
    expect(await lower(prop, 4)).toBeNull();
    await rawBlock(prop, '[2031-05-03,2031-05-04)', 2);
    await rawBlock(prop, '[2031-05-03,2031-06-01)', 1, await rawLine(prop, '[2031-04-01,2031-04-05)', { state: 'returned' }));
    expect(await lower(prop, 2)).toBe('items_no_overbooking');
    expect(await lower(prop, 3)).toBeNull();
  });

  it('issue 36 §4.4: units still out after their return day count, as the staff form floor counts them', async () => {
    const prop = await propWith(4);
    const requestId = await request('2020-03-01', '2020-03-05');
    await rawLine(prop, '[2020-03-01,2020-03-06)', { state: 'out', quantity: 2, requestId });
    expect(await lower(prop, 1)).toBe('items_no_overbooking');
    expect(await lower(prop, 2)).toBeNull();
    // With units held ahead too, the overdue ones count beside them.
    await lower(prop, 4);
    await rawLine(prop, '[2031-06-01,2031-06-05)', { quantity: 2 });
    expect(await lower(prop, 3)).toBe('items_no_overbooking');
    expect(await stock(prop)).toBe(4);
  });

  it('issue 36 §4.4: a claim collected still takes its units off the quantity, with other units held on its days', async () => {
    const prop = await propWith(3);
    const claim = randomUUID();
    await db()
      .insert(holdRequests)
      .values({ id: claim, vendorId: VENDOR, uid: UID, kind: 'claim', pickUpOn: await databaseDay(1), returnOn: null });
    const line = await rawLine(prop, `[${await databaseDay(1)},${await databaseDay(3)})`, { requestId: claim, state: 'confirmed' });
    await rawLine(prop, `[${await databaseDay(0)},${await databaseDay(5)})`, { quantity: 2, state: 'confirmed' });
    const collected = await moveLine(db(), line, 'collect', 'staff');
    expect(collected).toMatchObject({ ok: true, data: { to: 'collected' } });
    expect(await stock(prop)).toBe(2);
  });

  it("issue 36 §4.4: when the house's today is a day after the database's, the staff form's refusal by the database is a message beside the quantity, not a 500", async () => {
    const prop = await propWith(3);
    // Two units away on the database's today only: the house (a day ahead) no longer counts that day.
    await rawLine(prop, `[${await databaseDay(0)},${await databaseDay(1)})`, { quantity: 2, state: 'confirmed' });
    const [row] = await db().select().from(items).where(eq(items.id, prop));
    const saved = await updateItem(db(), VENDOR, prop, { ...itemRowFields(row!), quantity: 1 }, STAFF, { today: await databaseDay(1) });
    const message = `2 units are held, out or blocked on ${await databaseDay(0)}: the quantity cannot go below 2.`;
    expect(saved).toMatchObject({ ok: false, error: { code: 'conflict', message, fieldErrors: { quantity: message } } });
    expect(await stock(prop)).toBe(3);
  });

  it('issue 36 §4.4: 10 times, a raw line of 1 unit and a raw lowering of the quantity, each its own transaction, race for the last unit: exactly one of them is written', async () => {
    for (let round = 0; round < 10; round++) {
      const prop = await propWith(2);
      const requestId = await request();
      await rawLine(prop, '[2031-07-01,2031-07-10)', { requestId });
      const [line, lowered] = await Promise.all([
        refusal(
          db().transaction(async (tx) => {
            await tx.execute(
              sql`insert into hold_lines (id, request_id, item_id, title, sku, quantity, state, period) values (${randomUUID()}, ${requestId}, ${prop}, 'Armchair', 'ARM-000001', 1, 'held', '[2031-07-05,2031-07-12)'::daterange)`,
            );
          }),
        ),
        refusal(
          db().transaction(async (tx) => {
            await tx.execute(sql`update items set quantity = 1 where id = ${prop}`);
          }),
        ),
      ]);
      expect([line, lowered].filter((answer) => answer === null)).toHaveLength(1);
      expect(await away(prop, '2031-07-01', '2031-07-31')).toBeLessThanOrEqual((await stock(prop))!);
    }
  });
});
