import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { auditLog, holdLines, holdRequests, items, orders, vendorUsers } from '@/lib/db/schema';
import { moveLine } from '@/lib/holds/move-line';
import { labelAddress } from '@/lib/labels/label-address';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { findAtCounter, orderAtCounter } from './counter-orders';
import { checkInOrder, checkOutOrder, type LineBack } from './order-moves';

const VENDOR = tenant.vendor.id;
const SITE = new URL('https://props.example.test');
const STAFF = { uid: 'staff-counter-38', name: 'Sam at the counter' };
const NOW = Date.parse('2027-03-01T18:00:00Z');
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
let props: { id: string; sku: string }[] = [];

beforeAll(async () => {
  await seedCatalog(db(), { items: 6, vendorId: VENDOR, currency: 'USD', colors: demo.colorMap, now: new Date() });
  props = await db().select({ id: items.id, sku: items.sku }).from(items).orderBy(asc(items.id));
  await db().update(items).set({ quantity: 50, purchaseType: 'Weekly Rental', weeklyPrice: 10_000, replacementValueCents: 20_000 });
  // The fourth prop has no replacement value: a missing unit of it is asked one at the counter.
  await db().update(items).set({ replacementValueCents: null }).where(eq(items.id, props[3]!.id));
});

/** A confirmed order of the first four props for the days given, its customer named, on a production. */
async function confirmedOrder(name: { first: string; last: string }, production: string, pickUpOn = '2027-03-08', returnOn = '2027-03-16') {
  const request = await customerRequest(
    db(),
    fixture.auth,
    props.slice(0, 4).map((prop) => prop.id),
    { now: NOW, pickUpOn, returnOn },
  );
  await db().update(vendorUsers).set({ firstName: name.first, lastName: name.last }).where(eq(vendorUsers.uid, request.owner.uid));
  await db().update(holdRequests).set({ production }).where(eq(holdRequests.id, request.requestId));
  for (const id of request.lineIds) {
    await moveLine(db(), id, 'accept', 'staff', { now: NOW });
    const confirmed = await moveLine(db(), id, 'confirm', 'staff', { now: NOW, today: '2027-03-01' });
    if (!confirmed.ok) throw confirmed.error;
  }
  const [order] = await db().select({ number: orders.number }).from(orders).where(eq(orders.requestId, request.requestId));
  return { ...request, number: order!.number };
}

const states = async (lineIds: string[]) =>
  (await db().select({ id: holdLines.id, state: holdLines.state }).from(holdLines).where(inArray(holdLines.id, lineIds)).orderBy(asc(holdLines.seq))).map(
    (row) => row.state,
  );
const context = (today: string) => ({ audit: STAFF, today, now: NOW });
const allBack = (lineIds: string[], said: Record<string, Partial<LineBack>> = {}): LineBack[] =>
  lineIds.map((lineId) => ({
    lineId,
    stays: false,
    conditionNote: '',
    missingUnits: 0,
    damagedUnits: 0,
    repairCents: 0,
    replacementValueCents: null,
    ...said[lineId],
  }));

describe('issue 38 §2: the counter finds an order', () => {
  it('issue 38 §2: by its number, a customer’s name, a production, a SKU on it, or a label’s scanned address; each of one order opens it', async () => {
    const order = await confirmedOrder({ first: 'Imogen', last: 'Quarrie' }, 'Tidewater Nights');
    expect(await findAtCounter(db(), VENDOR, order.number.toLowerCase(), SITE)).toEqual({ kind: 'order', number: order.number });
    expect(await findAtCounter(db(), VENDOR, 'quarrie', SITE)).toEqual({ kind: 'order', number: order.number });
    expect(await findAtCounter(db(), VENDOR, 'Tidewater', SITE)).toEqual({ kind: 'order', number: order.number });
    const shown = await orderAtCounter(db(), VENDOR, order.number);
    expect(shown).toMatchObject({ number: order.number, customer: 'Imogen Quarrie', production: 'Tidewater Nights', pickUpOn: '2027-03-08' });
    expect(shown?.lines.map((line) => line.state)).toEqual(['confirmed', 'confirmed', 'confirmed', 'confirmed']);
    // A SKU on two open orders lists both; a label's address is read as its SKU.
    const other = await confirmedOrder({ first: 'Imogen', last: 'Other' }, 'Second Unit');
    const bySku = await findAtCounter(db(), VENDOR, labelAddress(props[0]!.sku, SITE), SITE);
    expect(bySku.kind).toBe('orders');
    expect(bySku.kind === 'orders' && bySku.orders.map((found) => found.number)).toEqual(expect.arrayContaining([order.number, other.number]));
  });

  it('issue 38 §2: nothing found, or a code that is no label of ours, is said in words, never thrown', async () => {
    expect(await findAtCounter(db(), VENDOR, 'ORD-2099-000001', SITE)).toEqual({
      kind: 'none',
      words: 'Order ORD-2099-000001 has nothing to go out or come back.',
    });
    expect(await findAtCounter(db(), VENDOR, 'Nobody at all', SITE)).toMatchObject({
      kind: 'none',
      words: expect.stringContaining('Nothing to go out or come back matches “Nobody at all”'),
    });
    expect(await findAtCounter(db(), VENDOR, 'https://elsewhere.example/staff/check-in?sku=X', SITE)).toEqual({
      kind: 'problem',
      words: 'That code is not one of our labels.',
    });
    expect(await findAtCounter(db(), VENDOR, "%' or 1=1 --", SITE)).toMatchObject({ kind: 'none' });
    expect(await orderAtCounter(db(), 'another-house', (await confirmedOrder({ first: 'A', last: 'B' }, 'C')).number)).toBeNull();
  });
});

describe('issue 38 §2: Check out all and Check in all', () => {
  it('issue 38 §2: "Check out all" takes every confirmed line but the one that stays; before the pick-up day it is asked once, and nothing moves unasked', async () => {
    const order = await confirmedOrder({ first: 'Rosa', last: 'Lind' }, 'Harbour Lights');
    const asked = await checkOutOrder(db(), tenant, { number: order.number, stays: [], early: false }, context('2027-03-05'));
    expect(asked).toMatchObject({ ok: false, error: { reason: 'EARLY_PICK_UP', message: 'Pick-up is Mar 8; mark out now?' } });
    expect(await states(order.lineIds)).toEqual(['confirmed', 'confirmed', 'confirmed', 'confirmed']);

    const out = await checkOutOrder(db(), tenant, { number: order.number, stays: [order.lineIds[2]!], early: false }, context('2027-03-08'));
    expect(out).toMatchObject({ ok: true, data: { moved: 3 } });
    expect(await states(order.lineIds)).toEqual(['out', 'out', 'confirmed', 'out']);
    expect(await checkOutOrder(db(), tenant, { number: order.number, stays: [order.lineIds[2]!], early: false }, context('2027-03-08'))).toMatchObject({
      ok: false,
      error: { message: 'Every line is marked to stay: untick one to check it out.' },
    });
  });

  it('issue 38 §2: "Check in all" checks every line’s figures first: a missing unit of a prop without a replacement value refuses the whole order, nothing moved', async () => {
    const order = await confirmedOrder({ first: 'Theo', last: 'Marsh' }, 'Low Tide');
    await checkOutOrder(db(), tenant, { number: order.number, stays: [], early: false }, context('2027-03-08'));
    const missing = { [order.lineIds[3]!]: { missingUnits: 1 } };
    const refused = await checkInOrder(db(), tenant, { number: order.number, lines: allBack(order.lineIds, missing) }, context('2027-03-16'));
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'invalid', fieldErrors: { [`replacementValue:${order.lineIds[3]}`]: expect.stringContaining('no replacement value') } },
    });
    expect(await states(order.lineIds)).toEqual(['out', 'out', 'out', 'out']);

    // Typed at the counter, the value is kept on the prop; one line stays out.
    const said = { [order.lineIds[3]!]: { missingUnits: 1, replacementValueCents: 15_000 }, [order.lineIds[1]!]: { stays: true } };
    const back = await checkInOrder(db(), tenant, { number: order.number, lines: allBack(order.lineIds, said) }, context('2027-03-16'));
    expect(back).toMatchObject({ ok: true, data: { moved: 3 } });
    expect(await states(order.lineIds)).toEqual(['returned', 'out', 'returned', 'returned']);
    const [prop] = await db().select({ value: items.replacementValueCents }).from(items).where(eq(items.id, props[3]!.id));
    expect(prop?.value).toBe(15_000);
    await db().update(items).set({ replacementValueCents: null }).where(eq(items.id, props[3]!.id));
  });

  it('issue 38 §2: twenty clerks pressing "Check out all" on one order at once mark each unit out once: one check-out row per line, the rest told it is out', async () => {
    const order = await confirmedOrder({ first: 'Nell', last: 'Cross' }, 'Crowd Scene');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => checkOutOrder(db(), tenant, { number: order.number, stays: [], early: false }, context('2027-03-08'))),
    );
    const moved = answers.reduce((sum, answer) => sum + (answer.ok ? answer.data.moved : 0), 0);
    expect(moved).toBe(4);
    expect(await states(order.lineIds)).toEqual(['out', 'out', 'out', 'out']);
    const rows = await db()
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'request'), eq(auditLog.subjectId, order.requestId), eq(auditLog.action, 'checkOut')));
    expect(rows).toHaveLength(4);
  });
});
