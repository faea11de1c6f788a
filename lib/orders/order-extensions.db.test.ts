import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { holdLines, holdRequests, items, orderExtensions, orders } from '@/lib/db/schema';
import { moveLine } from '@/lib/holds/move-line';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import {
  ALREADY_ASKED,
  answerExtension,
  askExtension,
  countExtensionsAsked,
  doesNotFitUntil,
  extensionConflicts,
  listExtensionsAsked,
} from './order-extensions';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
const NOW = Date.parse('2027-03-01T18:00:00Z');
const TODAY = '2027-03-10';
const STAFF = { uid: 'staff-1', name: 'Sam at the counter' };
let itemIds: string[] = [];

beforeAll(async () => {
  await seedCatalog(db(), { items: 6, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 1 });
});

/** A customer's order of one unit of the prop `index`, 8 to 16 March 2027, out at the counter. */
async function outOrder(index: number) {
  const request = await customerRequest(db(), fixture.auth, [itemIds[index]!], { now: NOW });
  for (const id of request.lineIds) {
    await moveLine(db(), id, 'accept', 'staff', { now: NOW });
    await moveLine(db(), id, 'confirm', 'staff', { now: NOW, today: '2027-03-01' });
    await moveLine(db(), id, 'checkOut', 'staff', { now: NOW, today: '2027-03-08' });
  }
  return request;
}
const ask = (owner: { vendorId: string; uid: string }, requestId: string, to: string) => askExtension(db(), owner, requestId, to, tenant, { today: TODAY });
const periodOf = async (lineId: string) =>
  ((await db().execute(sql`select period::text as period from hold_lines where id = ${lineId}`)) as unknown as { rows: { period: string }[] }).rows[0]!.period;

describe('issue 26 §5: a customer asks to keep an order longer; staff accept or decline', () => {
  it('an ask needs a later day, waits one at a time, and is the customer’s own', async () => {
    const { owner, requestId } = await outOrder(0);
    const stranger = await outOrder(1);
    expect(await ask(owner, requestId, '2027-03-16')).toMatchObject({
      ok: false,
      error: { code: 'invalid', fieldErrors: { toReturnOn: 'Choose a return day after the one you have.' } },
    });
    expect(await ask(stranger.owner, requestId, '2027-03-23')).toMatchObject({ ok: false, error: { code: 'notFound' } });
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(owner, requestId, '2027-03-23')));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok).map((answer) => !answer.ok && answer.error.message)).toEqual(Array(19).fill(ALREADY_ASKED));
  });

  it('accepted when it fits: the line’s days, the request’s and the order’s return day move together, once', async () => {
    const { owner, requestId, lineIds } = await outOrder(2);
    const asked = await ask(owner, requestId, '2027-03-23');
    if (!asked.ok) throw asked.error;
    expect(await extensionConflicts(db(), requestId, '2027-03-23', tenant)).toEqual([]);
    expect(await answerExtension(db(), VENDOR_ID, asked.data.extensionId, 'accept', tenant, { staff: STAFF })).toEqual({
      ok: true,
      data: { toReturnOn: '2027-03-23' },
    });
    // The grace day and the house's one turnaround day after the new return day.
    expect(await periodOf(lineIds[0]!)).toBe('[2027-03-08,2027-03-25)');
    expect((await db().select({ returnOn: holdRequests.returnOn }).from(holdRequests).where(eq(holdRequests.id, requestId)))[0]!.returnOn).toBe('2027-03-23');
    expect((await db().select({ returnOn: orders.returnOn }).from(orders).where(eq(orders.requestId, requestId)))[0]!.returnOn).toBe('2027-03-23');
    expect(await answerExtension(db(), VENDOR_ID, asked.data.extensionId, 'accept', tenant, { staff: STAFF })).toMatchObject({
      ok: false,
      error: { message: 'That ask was accepted already.' },
    });
  });

  it('another production holds the prop after the return day: the ask says so, accepting is refused and nothing moves; declining keeps the days with the reason', async () => {
    const { owner, requestId, lineIds } = await outOrder(3);
    const rival = await customerRequest(db(), fixture.auth, [itemIds[3]!], { now: NOW, pickUpOn: '2027-03-20', returnOn: '2027-03-27' });
    expect(await moveLine(db(), rival.lineIds[0]!, 'accept', 'staff', { now: NOW })).toMatchObject({ ok: true });
    const asked = await ask(owner, requestId, '2027-03-23');
    if (!asked.ok) throw asked.error;
    const { title } = (await db().select({ title: holdLines.title }).from(holdLines).where(eq(holdLines.id, lineIds[0]!)))[0]!;
    expect(await extensionConflicts(db(), requestId, '2027-03-23', tenant)).toEqual([doesNotFitUntil(title, 0, 1)]);
    expect(await answerExtension(db(), VENDOR_ID, asked.data.extensionId, 'accept', tenant, { staff: STAFF })).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: doesNotFitUntil(title, 0, 1) },
    });
    expect(await periodOf(lineIds[0]!)).toBe('[2027-03-08,2027-03-18)');
    expect(await answerExtension(db(), VENDOR_ID, asked.data.extensionId, 'decline', tenant, { staff: STAFF, reason: 'Booked from the 20th.' })).toMatchObject({
      ok: true,
    });
    expect((await db().select().from(orderExtensions).where(eq(orderExtensions.id, asked.data.extensionId)))[0]).toMatchObject({
      state: 'declined',
      reason: 'Booked from the 20th.',
    });
    expect(await periodOf(lineIds[0]!)).toBe('[2027-03-08,2027-03-18)');
  });
});

describe('issue 38 §5: the Today page lists the asks to extend', () => {
  it('lists those not answered yet, oldest first, with the order number and the days; an answered one leaves the list', async () => {
    const first = await outOrder(4);
    const second = await outOrder(5);
    // The second customer asked first by the clock: the list is by when they asked.
    const other = await askExtension(db(), second.owner, second.requestId, '2027-03-21', tenant, { today: TODAY, now: NOW + 1_000 });
    if (!other.ok) throw other.error;
    const asked = await askExtension(db(), first.owner, first.requestId, '2027-03-20', tenant, { today: TODAY, now: NOW + 2_000 });
    if (!asked.ok) throw asked.error;
    const mine = (list: Awaited<ReturnType<typeof listExtensionsAsked>>) => list.filter((row) => [first.requestId, second.requestId].includes(row.requestId));
    const listed = mine(await listExtensionsAsked(db(), VENDOR_ID, 50));
    expect(listed).toEqual([
      expect.objectContaining({ requestId: second.requestId, toReturnOn: '2027-03-21' }),
      expect.objectContaining({
        requestId: first.requestId,
        orderNumber: expect.stringMatching(/^ORD-/),
        fromReturnOn: '2027-03-16',
        toReturnOn: '2027-03-20',
      }),
    ]);
    expect(await listExtensionsAsked(db(), VENDOR_ID, 1)).toHaveLength(1);
    const count = await countExtensionsAsked(db(), VENDOR_ID);
    await answerExtension(db(), VENDOR_ID, asked.data.extensionId, 'decline', tenant, { staff: STAFF, reason: 'Needed back' });
    expect(mine(await listExtensionsAsked(db(), VENDOR_ID, 50)).map((row) => row.requestId)).toEqual([second.requestId]);
    expect(await countExtensionsAsked(db(), VENDOR_ID)).toBe(count - 1);
  });
});
