import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '@/lib/audit/record-audit';
import { auditLog, holdLines, holdRequests, itemBlocks, itemFullDays, items, users } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { addItemBlock } from './add-item-block';
import { askedRange, linePeriod, unitsAway } from '@/lib/availability/availability';
import { endItemBlock } from './end-item-block';
import type { LineState } from '@/lib/availability/hold-lifecycle';
import { addItemBlockSchema } from './item-block-schema';
import { moveLine } from './move-line';

const VENDOR = tenant.vendor.id;
const STAFF = { uid: 'staff-calendar', name: 'Rosa in the warehouse' };
const TODAY = '2030-01-10';
const fixture = testDatabase();
const db = () => fixture.handle.db;
const UID = 'crew-blocks-test';
let itemIds: string[] = [];

beforeAll(async () => {
  await seedCatalog(db(), { items: 30, vendorId: VENDOR, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().insert(users).values({ id: UID, name: 'Crew', email: 'crew-blocks@example.test' });
});

let nextItem = 0;
async function propWith(quantity: number): Promise<string> {
  const id = itemIds[nextItem++]!;
  await db().update(items).set({ quantity }).where(eq(items.id, id));
  return id;
}

async function line(itemId: string, pickUpOn: string, returnOn: string, state: LineState, quantity = 1): Promise<string> {
  const requestId = randomUUID();
  await db().insert(holdRequests).values({ id: requestId, vendorId: VENDOR, uid: UID, kind: 'hold', pickUpOn, returnOn });
  const id = randomUUID();
  await db()
    .insert(holdLines)
    .values({ id, requestId, itemId, title: 'Prop', sku: 'SKU', quantity, state, period: linePeriod(pickUpOn, returnOn) });
  return id;
}

const add = (itemId: string, fields: { quantity?: number; from: string; to: string; reason?: string; note?: string }) =>
  addItemBlock(
    db(),
    VENDOR,
    addItemBlockSchema.parse({
      itemId,
      quantity: String(fields.quantity ?? 1),
      from: fields.from,
      to: fields.to,
      reason: fields.reason ?? 'repair',
      note: fields.note ?? '',
    }),
    STAFF,
    { today: TODAY, locale: 'en' },
  );
const blocksOf = (itemId: string) => db().select().from(itemBlocks).where(eq(itemBlocks.itemId, itemId));

describe('issue 13 §5: staff block units (repair, lost) and never double-book', () => {
  it('a block takes its units off the shelf for its days, with an audit row naming who and what', async () => {
    const prop = await propWith(2);
    const added = await add(prop, { quantity: 2, from: '2030-03-01', to: '2030-03-03', note: 'Leg glued, drying' });
    expect(added.ok).toBe(true);
    const [stored] = await blocksOf(prop);
    expect(stored).toMatchObject({ quantity: 2, period: '[2030-03-01,2030-03-04)', reason: 'repair', note: 'Leg glued, drying' });
    expect(await unitsAway(db(), prop, askedRange('2030-03-03', '2030-03-03'))).toBe(2);
    expect(await unitsAway(db(), prop, askedRange('2030-03-04', '2030-03-04'))).toBe(0);
    // The catalogue's fully booked days follow (the item_full_days trigger).
    expect((await db().select().from(itemFullDays).where(eq(itemFullDays.itemId, prop))).map((row) => row.day).sort()).toEqual([
      '2030-03-01',
      '2030-03-02',
      '2030-03-03',
    ]);
    const audit = await auditOf(db(), VENDOR, 'item', prop);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUid: STAFF.uid,
      actorName: STAFF.name,
      action: 'block',
      before: {},
      after: { blockId: stored!.id, quantity: 2, from: '2030-03-01', to: '2030-03-03', reason: 'repair', note: 'Leg glued, drying' },
    });
  });

  it('a block over days whose units are held, confirmed, out or blocked is refused naming the first such day, and nothing is written', async () => {
    const prop = await propWith(2);
    await line(prop, '2030-04-05', '2030-04-05', 'held');
    await line(prop, '2030-04-07', '2030-04-07', 'out');
    await add(prop, { from: '2030-04-10', to: '2030-04-10', reason: 'lost' });
    // Requests and second holds take nothing yet: a block fits over them.
    await line(prop, '2030-04-01', '2030-04-20', 'requested', 2);
    await line(prop, '2030-04-01', '2030-04-20', 'secondHold', 2);
    const blocksBefore = (await blocksOf(prop)).length;
    const auditBefore = (await db().select().from(auditLog)).length;

    const refused = await add(prop, { quantity: 2, from: '2030-04-01', to: '2030-04-12' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'conflict', reason: 'UNAVAILABLE' } });
    expect(!refused.ok && refused.error.message).toBe('Only 1 of 2 free on Fri, Apr 5, 2030: a block of 2 does not fit. Nothing was blocked.');
    // A line's turnaround day is taken too: the line out on the 7th is back on the 7th and turned round on the 8th.
    const onTurnaround = await add(prop, { quantity: 2, from: '2030-04-08', to: '2030-04-08' });
    expect(!onTurnaround.ok && onTurnaround.error.message).toMatch(/^Only 1 of 2 free on Mon, Apr 8, 2030/);
    const onBlock = await add(prop, { quantity: 2, from: '2030-04-09', to: '2030-04-30' });
    expect(!onBlock.ok && onBlock.error.message).toMatch(/^Only 1 of 2 free on Wed, Apr 10, 2030/);
    expect((await blocksOf(prop)).length).toBe(blocksBefore);
    expect((await db().select().from(auditLog)).length).toBe(auditBefore);

    expect((await add(prop, { quantity: 1, from: '2030-04-01', to: '2030-04-12' })).ok).toBe(true);
    expect((await add(prop, { quantity: 2, from: '2030-04-01', to: '2030-04-04' })).ok).toBe(false);
  });

  it('20 simultaneous blocks for the last 3 units: exactly 3 are written, and the busiest day never passes the stock', async () => {
    const prop = await propWith(5);
    await line(prop, '2030-05-01', '2030-05-20', 'confirmed', 2);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => add(prop, { from: `2030-05-${String(3 + (n % 4)).padStart(2, '0')}`, to: '2030-05-12' })),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(3);
    expect(answers.filter((answer) => !answer.ok).every((answer) => !answer.ok && answer.error.code === 'conflict')).toBe(true);
    expect(await blocksOf(prop)).toHaveLength(3);
    expect(await unitsAway(db(), prop, askedRange('2030-05-01', '2030-05-31'))).toBe(5);
    expect(await auditOf(db(), VENDOR, 'item', prop)).toHaveLength(3);
  });

  it('blocks and holds of one prop decided at once share its last 2 units: exactly 2 of 20 (10 blocks, 10 accepts) win', async () => {
    const prop = await propWith(2);
    const asks = await Promise.all(Array.from({ length: 10 }, () => line(prop, '2030-06-03', '2030-06-05', 'requested')));
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => add(prop, { from: '2030-06-04', to: '2030-06-04' })),
      ...asks.map((id) => moveLine(db(), id, 'accept', 'staff')),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(2);
    expect(await unitsAway(db(), prop, askedRange('2030-06-01', '2030-06-30'))).toBe(2);
  });

  it('the audit row is written with the block or not at all: an audit the database refuses leaves no block, and no ended block', async () => {
    const prop = await propWith(3);
    const kept = await add(prop, { from: '2030-07-01', to: '2030-07-31' });
    if (!kept.ok) throw kept.error;
    await db().execute(
      sql.raw(`create function refuse_calendar_audit() returns trigger language plpgsql as $$ begin raise exception 'audit log refused'; end $$`),
    );
    await db().execute(
      sql.raw(
        `create trigger refuse_calendar_audit before insert on audit_log for each row when (new.subject_id = '${prop}') execute function refuse_calendar_audit()`,
      ),
    );
    try {
      await expect(add(prop, { from: '2030-08-01', to: '2030-08-02' })).rejects.toThrow();
      await expect(endItemBlock(db(), VENDOR, kept.data.blockId, STAFF, { today: '2030-07-10' })).rejects.toThrow();
    } finally {
      await db().execute(sql.raw('drop trigger refuse_calendar_audit on audit_log'));
      await db().execute(sql.raw('drop function refuse_calendar_audit()'));
    }
    expect((await blocksOf(prop)).map((row) => row.period)).toEqual(['[2030-07-01,2030-08-01)']);
    expect(await auditOf(db(), VENDOR, 'item', prop)).toHaveLength(1);
  });

  it('ending a block: begun before today it ends yesterday and keeps its past; not begun it is removed; a second end is refused; each audited', async () => {
    const prop = await propWith(1);
    const begun = await add(prop, { from: '2030-01-10', to: '2030-02-10', reason: 'lost' });
    const later = await add(prop, { from: '2030-03-01', to: '2030-03-02' });
    if (!begun.ok || !later.ok) throw new Error('blocks not added');
    const ended = await endItemBlock(db(), VENDOR, begun.data.blockId, STAFF, { today: '2030-01-20' });
    expect(ended).toEqual({ ok: true, data: { itemId: prop, removed: false, promoted: 0 } });
    expect((await blocksOf(prop)).find((row) => row.id === begun.data.blockId)?.period).toBe('[2030-01-10,2030-01-20)');
    expect(await unitsAway(db(), prop, askedRange('2030-01-20', '2030-02-10'))).toBe(0);
    expect(await endItemBlock(db(), VENDOR, begun.data.blockId, STAFF, { today: '2030-01-20' })).toMatchObject({ ok: false, error: { code: 'conflict' } });

    expect(await endItemBlock(db(), VENDOR, later.data.blockId, STAFF, { today: '2030-01-20' })).toEqual({
      ok: true,
      data: { itemId: prop, removed: true, promoted: 0 },
    });
    expect((await blocksOf(prop)).map((row) => row.id)).toEqual([begun.data.blockId]);
    expect(await endItemBlock(db(), VENDOR, later.data.blockId, STAFF, { today: '2030-01-20' })).toMatchObject({ ok: false, error: { code: 'notFound' } });

    const audit = await auditOf(db(), VENDOR, 'item', prop);
    expect(audit.map((entry) => entry.action).sort()).toEqual(['block', 'block', 'endBlock', 'removeBlock']);
    expect(audit.find((entry) => entry.action === 'endBlock')).toMatchObject({
      before: { from: '2030-01-10', to: '2030-02-10', reason: 'lost' },
      after: { from: '2030-01-10', to: '2030-01-19', reason: 'lost' },
    });
    expect(audit.find((entry) => entry.action === 'removeBlock')).toMatchObject({ before: { from: '2030-03-01', to: '2030-03-02' }, after: {} });
  });

  it('20 staff ending one block at once: it ends once, with one audit row', async () => {
    const prop = await propWith(1);
    const added = await add(prop, { from: '2030-01-10', to: '2030-02-10' });
    if (!added.ok) throw added.error;
    const answers = await Promise.all(Array.from({ length: 20 }, () => endItemBlock(db(), VENDOR, added.data.blockId, STAFF, { today: '2030-01-15' })));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect((await auditOf(db(), VENDOR, 'item', prop)).map((entry) => entry.action).sort()).toEqual(['block', 'endBlock']);
  });

  it('refused before anything is written: days before today, beyond two years, the last day before the first, a prop not the house’s', async () => {
    const prop = await propWith(4);
    expect(await add(prop, { from: '2030-01-09', to: '2030-01-12' })).toMatchObject({
      ok: false,
      error: { code: 'invalid', fieldErrors: { from: 'Choose today or a later day.' } },
    });
    expect(await add(prop, { from: '2030-01-10', to: '2032-01-11' })).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(
      addItemBlockSchema.safeParse({ itemId: prop, quantity: '1', from: '2030-02-02', to: '2030-02-01', reason: 'repair' }).error?.issues[0],
    ).toMatchObject({
      path: ['to'],
      message: 'The last day must be on or after the first day.',
    });
    expect(addItemBlockSchema.safeParse({ itemId: prop, quantity: '0', from: '2030-02-02', to: '2030-02-03', reason: 'stolen' }).success).toBe(false);
    const elsewhere = await addItemBlock(
      db(),
      'another-house',
      addItemBlockSchema.parse({ itemId: prop, quantity: '1', from: '2030-02-01', to: '2030-02-01', reason: 'other' }),
      STAFF,
      { today: TODAY, locale: 'en' },
    );
    expect(elsewhere).toMatchObject({ ok: false, error: { code: 'notFound' } });
    expect(await blocksOf(prop)).toEqual([]);
    expect(await endItemBlock(db(), 'another-house', 'no-such-block', STAFF, { today: TODAY })).toMatchObject({ ok: false, error: { code: 'notFound' } });
  });
});
