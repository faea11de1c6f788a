import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { holdRequests, items, orders, vendorUsers } from '@/lib/db/schema';
import { moveLine } from '@/lib/holds/move-line';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { nextDocumentNumber } from './document-number';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
const NOW = Date.parse('2027-03-01T18:00:00Z');
let itemIds: string[] = [];

beforeAll(async () => {
  await seedCatalog(db(), { items: 6, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 100 });
});

/** A new customer's request of `count` props, every line held by staff. */
async function heldRequest(count = 2) {
  const request = await customerRequest(db(), fixture.auth, itemIds.slice(0, count), { now: NOW });
  for (const id of request.lineIds) expect(await moveLine(db(), id, 'accept', 'staff', { now: NOW })).toMatchObject({ ok: true });
  return request;
}
const confirm = (lineId: string) => moveLine(db(), lineId, 'confirm', 'staff', { now: NOW, today: '2027-03-01' });
const orderOf = async (requestId: string) => (await db().select().from(orders).where(eq(orders.requestId, requestId)))[0];
const orderCount = async (uid: string) =>
  (await db().select({ stats: vendorUsers.stats }).from(vendorUsers).where(eq(vendorUsers.uid, uid)))[0]!.stats.orderCount;
const numbers = async () => (await db().select({ number: orders.number }).from(orders)).map((row) => row.number).sort();
const sequence = (from: number, count: number) => Array.from({ length: count }, (_, n) => `ORD-2027-${String(from + n).padStart(6, '0')}`);

describe('issue 26 §2: confirming a request’s lines makes its order', () => {
  it('the first confirmed line makes ORD-2027-000001 with the request’s production, days and quote; the second joins it; orderCount is 1', async () => {
    const { requestId, lineIds, owner } = await heldRequest();
    const [request] = await db().select().from(holdRequests).where(eq(holdRequests.id, requestId));
    expect(await confirm(lineIds[0]!)).toMatchObject({ ok: true, data: { to: 'confirmed', orderNumber: 'ORD-2027-000001' } });
    expect(await confirm(lineIds[1]!)).toMatchObject({ ok: true, data: { orderNumber: 'ORD-2027-000001' } });
    expect(await orderOf(requestId)).toMatchObject({
      number: 'ORD-2027-000001',
      uid: owner.uid,
      production: request!.production,
      pickUpOn: '2027-03-08',
      returnOn: '2027-03-16',
      quote: request!.quote,
    });
    expect(await numbers()).toEqual(['ORD-2027-000001']);
    expect(await orderCount(owner.uid)).toBe(1);
  });

  it('a held line accepted or released makes no order', async () => {
    const { requestId, lineIds } = await heldRequest(1);
    expect(await moveLine(db(), lineIds[0]!, 'release', 'staff', { now: NOW })).toMatchObject({ ok: true });
    expect(await orderOf(requestId)).toBeUndefined();
  });

  it('a number taken in a transaction that rolls back is given back: the next order follows without a gap', async () => {
    const before = await numbers();
    await expect(
      db().transaction(async (tx) => {
        await nextDocumentNumber(tx, VENDOR_ID, 'order', 2027);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const { requestId, lineIds } = await heldRequest(1);
    await confirm(lineIds[0]!);
    expect((await orderOf(requestId))!.number).toBe(sequence(before.length + 1, 1)[0]);
  });

  it('20 requests confirmed at once get 20 numbers in a row, none repeated, none skipped', async () => {
    const before = (await numbers()).length;
    const requests = [];
    for (let n = 0; n < 20; n++) requests.push(await heldRequest(1));
    const answers = await Promise.all(requests.map(({ lineIds }) => confirm(lineIds[0]!)));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(await numbers()).toEqual(sequence(1, before + 20));
    for (const { owner } of requests) expect(await orderCount(owner.uid)).toBe(1);
  });

  it('six lines of one request confirmed at once make one order, counted once', async () => {
    const before = (await numbers()).length;
    const { requestId, lineIds, owner } = await heldRequest(6);
    const answers = await Promise.all(lineIds.map(confirm));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    const number = (await orderOf(requestId))!.number;
    expect(new Set(answers.map((answer) => answer.ok && answer.data.orderNumber))).toEqual(new Set([number]));
    expect(await numbers()).toEqual(sequence(1, before + 1));
    expect(await orderCount(owner.uid)).toBe(1);
  });
});
