import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { holdLines, items, vendorUsers } from '@/lib/db/schema';
import { outboxFor } from '@/lib/notifications/dev-outbox';
import { addToSetListSchema } from '@/lib/set-lists/set-list-schema';
import { addToSetList } from '@/lib/set-lists/write-set-lists';
import { siteUrl } from '@/lib/site/url';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase, signedIn, withVendorRecord } from '@/test/auth-browser';
import { claimRequestSchema, holdRequestSchema } from './hold-request-schema';
import { requestClaim } from './request-claim';
import { requestHold, type Requester } from './request-hold';

/** Issue 36 §2, decision 142: the crew member who sends a request gets a receipt of their own; the house still gets its email. */

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
let rentals: string[] = [];
let free: string;

beforeAll(async () => {
  await seedCatalog(db(), { items: 6, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  const ids = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  rentals = ids.slice(0, 2);
  free = ids[2]!;
  await db().update(items).set({ quantity: 5 });
  await db().update(items).set({ purchaseType: 'Free', weeklyPrice: null, quantity: 3 }).where(eq(items.id, free));
});

// A fixed clock: Monday 1 March 2027, 10:00 in Los Angeles.
const NOW = Date.parse('2027-03-01T18:00:00Z');

/** A new approved customer, named Rosa, subscribed to nothing (the default): a receipt is transactional mail. */
async function customer(): Promise<Requester & { email: string }> {
  const account = await withVendorRecord(db(), await signedIn(fixture.auth));
  await db().update(vendorUsers).set({ isAuthorized: true, firstName: 'Rosa' }).where(eq(vendorUsers.uid, account.userId));
  const [record] = await db().select({ subscriptions: vendorUsers.subscriptions }).from(vendorUsers).where(eq(vendorUsers.uid, account.userId));
  expect(Object.values(record!.subscriptions).some((topic) => topic?.isSubscribed)).toBe(false);
  return { vendorId: VENDOR_ID, uid: account.userId, isAuthorized: true, email: account.email };
}

/** What reached the requester, not counting the sign-up's email. */
const toRequester = async (email: string) => (await outboxFor(db(), 'email', email)).filter((message) => !message.subject?.startsWith('Confirm your email'));
const toHouse = () => outboxFor(db(), 'email', tenant.vendor.email, 100);
const linesOf = (requestId: string) =>
  db().select({ title: holdLines.title, sku: holdLines.sku }).from(holdLines).where(eq(holdLines.requestId, requestId)).orderBy(asc(holdLines.seq));

describe('issue 36 §2: the crew member gets a receipt of their own', () => {
  it('a Hold request: one receipt to the requester (each prop and quantity, the days, how soon we answer, the link to Your Holds) and one email to the house', async () => {
    const requester = await customer();
    const first = await addToSetList(db(), requester, addToSetListSchema.parse({ itemId: rentals[0], setListId: 'new', newName: 'Diner', quantity: '2' }));
    if (!first.ok) throw first.error;
    await addToSetList(db(), requester, addToSetListSchema.parse({ itemId: rentals[1], setListId: first.data.setListId, quantity: '1' }));
    const houseBefore = (await toHouse()).length;

    const input = holdRequestSchema.parse({
      setListId: first.data.setListId,
      pickUpOn: '2027-03-08',
      returnOn: '2027-03-16',
      fulfilment: 'pickUp',
      production: 'Night Shift',
    });
    const sent = await requestHold(db(), requester, input, tenant, NOW);
    if (!sent.ok) throw sent.error;

    const receipts = await toRequester(requester.email);
    expect(receipts.map((message) => message.subject)).toEqual(['Hold request received: Night Shift']);
    const [chair, lamp] = await linesOf(sent.data.requestId);
    expect(receipts[0]!.body).toBe(
      [
        'Hello Rosa,',
        '',
        'We have your Hold request for Night Shift:',
        `- ${chair!.title} (${chair!.sku}) × 2`,
        `- ${lamp!.title} (${lamp!.sku}) × 1`,
        'Pick-up Mon, Mar 8, 2027 · Return Tue, Mar 16, 2027',
        '',
        `Nothing is on hold until we confirm each prop. We usually answer within ${tenant.request.answerWithin}.`,
        '',
        `Your Holds: ${new URL('/holds', siteUrl())}`,
        '',
        `${tenant.vendor.displayName}`,
        `${tenant.vendor.phone} · ${tenant.vendor.email}`,
      ].join('\n'),
    );
    expect(tenant.request.answerWithin).toBe('a few hours on working days');

    const house = await toHouse();
    expect(house).toHaveLength(houseBefore + 1);
    expect(house[0]).toMatchObject({ subject: 'New Hold request: Night Shift' });
  });

  it('a free claim: one receipt with the prop, quantity, collection day and window, in the house’s own words for how soon it answers; one email to the house', async () => {
    const requester = await customer();
    const house = { ...tenant, request: { ...tenant.request, answerWithin: 'one working day' } };
    const houseBefore = (await toHouse()).length;
    const input = claimRequestSchema.parse({ itemId: free, quantity: '2', pickUpOn: '2027-03-03', pickUpWindow: '11:00–13:00' });
    const sent = await requestClaim(db(), requester, input, house, NOW);
    if (!sent.ok) throw sent.error;

    const receipts = await toRequester(requester.email);
    const [prop] = await linesOf(sent.data.requestId);
    expect(receipts.map((message) => message.subject)).toEqual([`Claim received: ${prop!.title}`]);
    const body = receipts[0]!.body;
    expect(body).toContain(`We have your claim:\n- ${prop!.title} (${prop!.sku}) × 2\nCollection Wed, Mar 3, 2027, 11:00–13:00\n`);
    expect(body).toContain('Nothing is kept for you until we confirm it. We usually answer within one working day.');
    expect(body).toContain(`Your Holds: ${new URL('/holds', siteUrl())}`);

    const toStaff = await toHouse();
    expect(toStaff).toHaveLength(houseBefore + 1);
    expect(toStaff[0]!.subject).toMatch(/^New claim: /);
  });

  it('a request refused sends nothing, to the requester or the house', async () => {
    const requester = await customer();
    const houseBefore = (await toHouse()).length;
    const refused = await requestClaim(
      db(),
      requester,
      claimRequestSchema.parse({ itemId: free, quantity: '9', pickUpOn: '2027-03-03', pickUpWindow: '11:00–13:00' }),
      tenant,
      NOW,
    );
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(await toRequester(requester.email)).toEqual([]);
    expect(await toHouse()).toHaveLength(houseBefore);
  });
});
