import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { holdLines, holdRequests, items, vendorUsers } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { addToSetListSchema } from '@/lib/set-lists/set-list-schema';
import { addToSetList } from '@/lib/set-lists/write-set-lists';
import { tenant } from '@/lib/tenant';
import { getVendorUser } from '@/lib/vendor-users/repository';
import demo from '@/tenant/config.json';
import { authOnTestDatabase, signedIn, withVendorRecord } from '@/test/auth-browser';
import { CUSTOMER_LIMITS } from './customer-limits';
import { holdRequestSchema } from './hold-request-schema';
import { tellOfLineMoves } from './hold-emails';
import { moveLine } from './move-line';
import { countRequestsInView, listHoldRequestsForStaff, listOwnHoldRequests } from './read-holds';
import { findAtCounter, orderAtCounter } from '@/lib/counter/counter-orders';
import { outboxFor } from '@/lib/notifications/dev-outbox';
import { getSetList } from '@/lib/set-lists/read-set-lists';
import { lineWarning } from '@/lib/set-lists/line-status';
import { notAvailableMessage, requestHold, type Requester } from './request-hold';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
let itemIds: string[] = [];
beforeAll(async () => {
  await seedCatalog(db(), { items: 20, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 5 });
});

// A fixed clock: Monday 1 March 2027, 10:00 in Los Angeles.
const NOW = Date.parse('2027-03-01T18:00:00Z');

async function customerWithList(isAuthorized: boolean | null = null) {
  const account = await withVendorRecord(db(), await signedIn(fixture.auth));
  await db().update(vendorUsers).set({ isAuthorized }).where(eq(vendorUsers.uid, account.userId));
  const requester: Requester = { vendorId: VENDOR_ID, uid: account.userId, isAuthorized };
  const first = await addToSetList(db(), requester, addToSetListSchema.parse({ itemId: itemIds[0], setListId: 'new', newName: 'Diner', quantity: '2' }));
  if (!first.ok) throw first.error;
  await addToSetList(db(), requester, addToSetListSchema.parse({ itemId: itemIds[1], setListId: first.data.setListId, quantity: '1' }));
  return { requester, setListId: first.data.setListId };
}

const input = (setListId: string, fields: Record<string, string> = {}) =>
  holdRequestSchema.parse({ setListId, pickUpOn: '2027-03-08', returnOn: '2027-03-16', fulfilment: 'pickUp', production: 'Night Shift', ...fields });

describe('issue 12 §2: requesting a Hold from a set list', () => {
  it('sends the list as one request with its lines, requested, and a snapshot of the quote and discount schedule', async () => {
    const { requester, setListId } = await customerWithList(true);
    const sent = await requestHold(db(), requester, input(setListId), tenant, NOW);
    expect(sent).toMatchObject({ ok: true, data: { lineCount: 2 } });
    const [request] = await listOwnHoldRequests(db(), requester);
    expect(request).toMatchObject({ pickUpOn: '2027-03-08', returnOn: '2027-03-16', production: 'Night Shift', fulfilment: 'pickUp' });
    expect(request!.lines.map(({ itemId, quantity, state }) => ({ itemId, quantity, state }))).toEqual([
      { itemId: itemIds[0], quantity: 2, state: 'requested' },
      { itemId: itemIds[1], quantity: 1, state: 'requested' },
    ]);
    const [row] = await db().select().from(holdRequests).where(eq(holdRequests.id, request!.id));
    // Pick-up Monday 8 March, back Tuesday 16 March: 8 days, one rental week with the grace day.
    expect(row!.quote).toMatchObject({ weeks: 1, showPrices: false, weeklyDiscounts: tenant.vendor.weeklyDiscounts });
    const [line] = await db().select().from(holdLines).where(eq(holdLines.requestId, request!.id)).limit(1);
    expect(line!.period).toBe('[2027-03-08,2027-03-18)');
    expect((await getVendorUser(db(), VENDOR_ID, requester.uid))?.stats.quoteRequestCount).toBe(1);
  });

  it('an account sends at most 20 requests an hour (each emails the house); the 21st is refused and nothing of it is written', async () => {
    const { requester, setListId } = await customerWithList(true);
    for (let n = 0; n < CUSTOMER_LIMITS.request.limit; n++)
      expect(await requestHold(db(), requester, input(setListId), tenant, NOW)).toMatchObject({ ok: true });
    const refused = await requestHold(db(), requester, input(setListId), tenant, NOW);
    expect(refused).toMatchObject({ ok: false, error: { code: 'rateLimited' } });
    expect(refused.ok || refused.error.message).toMatch(/^You have sent a lot of requests in the last hour\. Please try again in \d+ minutes, or call us\.$/);
    expect(await listOwnHoldRequests(db(), requester)).toHaveLength(CUSTOMER_LIMITS.request.limit);
  });

  it('a customer whose approval was denied cannot send one; one not yet decided can, and staff see it awaiting approval', async () => {
    const denied = await customerWithList(false);
    expect(await requestHold(db(), denied.requester, input(denied.setListId), tenant, NOW)).toMatchObject({
      ok: false,
      error: { code: 'refused', reason: 'NOT_APPROVED' },
    });
    expect(await listOwnHoldRequests(db(), denied.requester)).toEqual([]);
    const waiting = await customerWithList(null);
    expect(await requestHold(db(), waiting.requester, input(waiting.setListId), tenant, NOW)).toMatchObject({ ok: true });
    const inbox = await listHoldRequestsForStaff(db(), VENDOR_ID);
    expect(inbox.find((request) => request.uid === waiting.requester.uid)?.customer.isAuthorized).toBeNull();
    // The inbox's "Awaiting approval" view has only such customers' requests; "Holds ending soonest" only requests with a hold.
    const approved = await customerWithList(true);
    await requestHold(db(), approved.requester, input(approved.setListId), tenant, NOW);
    const awaiting = await listHoldRequestsForStaff(db(), VENDOR_ID, 'awaiting');
    expect(awaiting.map((request) => request.uid)).toContain(waiting.requester.uid);
    expect(awaiting.every((request) => request.customer.isAuthorized === null)).toBe(true);
    expect(await listHoldRequestsForStaff(db(), VENDOR_ID, 'expiring')).toEqual([]);
    const [line] = (await listHoldRequestsForStaff(db(), VENDOR_ID)).find((request) => request.uid === approved.requester.uid)!.lines;
    await moveLine(db(), line!.id, 'accept', 'staff', { now: NOW });
    expect((await listHoldRequestsForStaff(db(), VENDOR_ID, 'expiring')).map((request) => request.uid)).toEqual([approved.requester.uid]);
    // Going out on its pick-up day once confirmed; then due back on its return day, and overdue after.
    const uids = async (view: Parameters<typeof listHoldRequestsForStaff>[2], today: string) =>
      (await listHoldRequestsForStaff(db(), VENDOR_ID, view, today)).map((request) => request.uid);
    // The counter finds no order by the prop's SKU until a line can go out (issue 38 §2).
    const atCounter = async () => {
      const found = await findAtCounter(db(), VENDOR_ID, ` ${line!.sku.toLowerCase()} `, new URL('https://props.example.test'));
      const numbers = found.kind === 'order' ? [found.number] : found.kind === 'orders' ? found.orders.map((order) => order.number) : [];
      const orders = await Promise.all(numbers.map((number) => orderAtCounter(db(), VENDOR_ID, number)));
      return orders
        .flatMap((order) => order?.lines ?? [])
        .filter((found) => found.id === line!.id)
        .map((found) => found.state);
    };
    expect(await atCounter()).toEqual([]);
    await moveLine(db(), line!.id, 'confirm', 'staff', { now: NOW });
    expect(await atCounter()).toEqual(['confirmed']);
    expect(await uids('goingOut', '2027-03-08')).toEqual([approved.requester.uid]);
    expect(await uids('goingOut', '2027-03-09')).toEqual([]);
    await moveLine(db(), line!.id, 'checkOut', 'staff', { now: NOW });
    expect(await uids('dueBack', '2027-03-16')).toEqual([approved.requester.uid]);
    expect(await atCounter()).toEqual(['out']);
    expect(await uids('overdue', '2027-03-16')).toEqual([]);
    expect(await uids('overdue', '2027-03-17')).toEqual([approved.requester.uid]);
    expect(await countRequestsInView(db(), VENDOR_ID, 'overdue', '2027-03-17')).toBe(1);
    expect(await countRequestsInView(db(), VENDOR_ID, 'unanswered', '2027-03-17')).toBe((await listHoldRequestsForStaff(db(), VENDOR_ID, 'unanswered')).length);
  });

  it('no past pick-up day (in the house’s time zone), none past the lead time, and the return on or after pick-up', async () => {
    const { requester, setListId } = await customerWithList(true);
    expect(await requestHold(db(), requester, input(setListId, { pickUpOn: '2027-02-28', returnOn: '2027-03-05' }), tenant, NOW)).toMatchObject({
      ok: false,
      error: { code: 'invalid', fieldErrors: { pickUpOn: 'Choose a pick-up day from today on.' } },
    });
    expect(await requestHold(db(), requester, input(setListId, { pickUpOn: '2028-03-02', returnOn: '2028-03-09' }), tenant, NOW)).toMatchObject({
      ok: false,
      error: { code: 'invalid', fieldErrors: { pickUpOn: expect.stringContaining('365 days ahead') } },
    });
    expect(holdRequestSchema.safeParse({ setListId, pickUpOn: '2027-03-10', returnOn: '2027-03-09', fulfilment: 'pickUp' }).error?.issues[0]?.message).toBe(
      'The return day must be on or after the pick-up day.',
    );
    expect(holdRequestSchema.safeParse({ setListId, pickUpOn: '2027-02-30', returnOn: '2027-03-09', fulfilment: 'pickUp' }).success).toBe(false);
    expect(await listOwnHoldRequests(db(), requester)).toEqual([]);
  });

  it("another customer's set list answers notFound, and nothing is sent", async () => {
    const owner = await customerWithList(true);
    const stranger = await customerWithList(true);
    expect(await requestHold(db(), stranger.requester, input(owner.setListId), tenant, NOW)).toMatchObject({ ok: false, error: { code: 'notFound' } });
    expect(await listOwnHoldRequests(db(), stranger.requester)).toEqual([]);
  });

  it('twenty requests at once leave quoteRequestCount equal to the requests', async () => {
    const { requester, setListId } = await customerWithList(true);
    const answers = await Promise.all(Array.from({ length: 20 }, () => requestHold(db(), requester, input(setListId), tenant, NOW)));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect((await getVendorUser(db(), VENDOR_ID, requester.uid))?.stats.quoteRequestCount).toBe(20);
  });

  it('§9 emails: the house hears of a new request; the customer of a hold, a decline with its reason; nothing of their own release', async () => {
    const { requester, setListId } = await customerWithList(true);
    const sent = await requestHold(db(), requester, input(setListId), tenant, NOW);
    if (!sent.ok) throw sent.error;
    const [toHouse] = await outboxFor(db(), 'email', tenant.vendor.email, 1);
    expect(toHouse).toMatchObject({ subject: 'New Hold request: Night Shift' });
    expect(toHouse!.body).toContain('2 props, Pick-up Mon, Mar 8, 2027 · Return Tue, Mar 16, 2027.');
    expect(toHouse!.body).toMatch(/Answer it: \S+\/staff\/holds/);

    const [held, declined] = (await listOwnHoldRequests(db(), requester))[0]!.lines;
    const record = await getVendorUser(db(), VENDOR_ID, requester.uid);
    await moveLine(db(), held!.id, 'accept', 'staff', { now: NOW });
    await tellOfLineMoves(db(), [{ lineId: held!.id, event: 'accept', by: 'staff' }], tenant);
    await moveLine(db(), declined!.id, 'decline', 'staff', { reason: 'In for repair' });
    await tellOfLineMoves(db(), [{ lineId: declined!.id, event: 'decline', by: 'staff' }], tenant);
    await moveLine(db(), held!.id, 'release', 'customer', { owner: requester });
    await tellOfLineMoves(db(), [{ lineId: held!.id, event: 'release', by: 'customer' }], tenant);
    const toCustomer = (await outboxFor(db(), 'email', record!.email, 5)).filter((message) => !message.subject?.startsWith('Confirm your email'));
    // Newest first, after the receipt of the request itself (decision 142).
    expect(toCustomer.map((message) => message.subject)).toEqual([
      `Declined: ${declined!.title}`,
      `On hold: ${held!.title}`,
      'Hold request received: Night Shift',
    ]);
    expect(toCustomer[0]!.body).toContain('Declined: In for repair');
    expect(toCustomer[1]!.body).toMatch(/On hold until Sat Mar 6, end of day/);
    expect(toCustomer[1]!.body).toMatch(/Your Holds: \S+\/holds/);
  });
});

describe('issue 13 §3: a prop hidden or archived since it was listed', () => {
  it('a Hold request naming it is refused with its name; its set-list line reads as no longer in the catalogue; shown again, the request goes', async () => {
    const { requester, setListId } = await customerWithList(true);
    const [hidden] = await db().select({ id: items.id, title: items.title }).from(items).where(eq(items.id, itemIds[1]!));
    await db().update(items).set({ status: 'archived' }).where(eq(items.id, hidden!.id));
    try {
      const refused = await requestHold(db(), requester, input(setListId), tenant, NOW);
      expect(!refused.ok && refused.error.message).toBe(notAvailableMessage(hidden!.title));
      expect(await db().select().from(holdRequests).where(eq(holdRequests.uid, requester.uid))).toHaveLength(0);
      const list = await getSetList(db(), requester, setListId);
      const line = list!.lines.find((entry) => entry.title === hidden!.title)!;
      expect(line).toMatchObject({ itemId: null, stock: null, photo: null });
      expect(lineWarning(line)).toBe('No longer in the catalogue.');
      // Nor can it be added to a list again while it is out of the catalogue.
      const added = await addToSetList(db(), requester, addToSetListSchema.parse({ itemId: hidden!.id, setListId, quantity: '1' }));
      expect(!added.ok && added.error.code).toBe('notFound');
    } finally {
      await db().update(items).set({ status: 'active' }).where(eq(items.id, hidden!.id));
    }
    expect((await requestHold(db(), requester, input(setListId), tenant, NOW)).ok).toBe(true);
  });
});
