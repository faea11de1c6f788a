import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { holdLines, items, vendorUsers } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { outboxFor } from '@/lib/notifications/dev-outbox';
import { addToSetListSchema } from '@/lib/set-lists/set-list-schema';
import { addToSetList } from '@/lib/set-lists/write-set-lists';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase, signedIn, withVendorRecord } from '@/test/auth-browser';
import { holdRequestSchema } from './hold-request-schema';
import { moveLine } from './move-line';
import { listOwnHoldRequests } from './read-holds';
import { requestHold } from './request-hold';
import { sweepHolds } from './sweep-holds';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
let itemIds: string[] = [];
beforeAll(async () => {
  await seedCatalog(db(), { items: 12, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 1 });
});

const DAY = 86_400_000;
// Requests sent on Monday 1 March 2027; pick-up a month later.
const SENT = Date.parse('2027-03-01T18:00:00Z');

/** A customer's request for one unit of `itemId`, sent at SENT; answers the line and the customer's email. */
async function requestFor(itemId: string) {
  const account = await withVendorRecord(db(), await signedIn(fixture.auth));
  const owner = { vendorId: VENDOR_ID, uid: account.userId };
  const added = await addToSetList(db(), owner, addToSetListSchema.parse({ itemId, setListId: 'new', newName: 'Diner', quantity: '1' }));
  if (!added.ok) throw added.error;
  const input = holdRequestSchema.parse({ setListId: added.data.setListId, pickUpOn: '2027-04-05', returnOn: '2027-04-12', fulfilment: 'pickUp' });
  const sent = await requestHold(db(), { ...owner, isAuthorized: true }, input, tenant, SENT);
  if (!sent.ok) throw sent.error;
  const [request] = await listOwnHoldRequests(db(), owner);
  return { lineId: request!.lines[0]!.id, email: account.email, uid: account.userId };
}

const stateOf = async (id: string) => (await db().select({ state: holdLines.state }).from(holdLines).where(eq(holdLines.id, id)))[0]?.state;
const subjects = async (email: string) =>
  (await outboxFor(db(), 'email', email))
    .map((message) => message.subject)
    // Not the sign-up's email, nor the receipt of the request sent (decision 142).
    .filter((subject) => !subject?.startsWith('Confirm your email') && !subject?.includes(' received: '));

describe('issue 12 §3: the scheduled sweep', () => {
  it('expires a hold after the hold days and promotes the second hold behind it, once, however many sweeps run at once', async () => {
    const first = await requestFor(itemIds[0]!);
    const second = await requestFor(itemIds[0]!);
    expect(await moveLine(db(), first.lineId, 'accept', 'staff', { now: SENT })).toMatchObject({ ok: true });
    expect(await moveLine(db(), second.lineId, 'queue', 'staff', { now: SENT })).toMatchObject({ ok: true });

    // Nine days on, nothing is due.
    expect(await sweepHolds(db(), tenant, SENT + 9 * DAY)).toMatchObject({ expired: 0, promoted: 0 });
    expect(await stateOf(first.lineId)).toBe('held');

    // Ten days on, three sweeps at once (three app instances): one expiry, one promotion.
    const sweeps = await Promise.all([0, 1, 2].map(() => sweepHolds(db(), tenant, SENT + 10 * DAY)));
    expect(sweeps.reduce((sum, swept) => sum + swept.expired, 0)).toBe(1);
    expect(sweeps.reduce((sum, swept) => sum + swept.promoted, 0)).toBe(1);
    expect(await stateOf(first.lineId)).toBe('expired');
    expect(await stateOf(second.lineId)).toBe('held');
    expect(await subjects(first.email)).toEqual([expect.stringMatching(/^Hold ended: /)]);
    expect(await subjects(second.email)).toEqual([expect.stringMatching(/^Now on hold: /)]);
  });

  it('a challenge nobody answers within its window expires; one confirmed in time stays', async () => {
    const lapsed = await requestFor(itemIds[1]!);
    const answered = await requestFor(itemIds[2]!);
    for (const { lineId } of [lapsed, answered]) {
      await moveLine(db(), lineId, 'accept', 'staff', { now: SENT });
      await moveLine(db(), lineId, 'challenge', 'staff', { now: SENT + DAY });
    }
    await moveLine(db(), answered.lineId, 'confirm', 'customer', { now: SENT + DAY + 3_600_000 });
    expect(await sweepHolds(db(), tenant, SENT + 2 * DAY)).toMatchObject({ expired: 1 });
    expect(await stateOf(lapsed.lineId)).toBe('expired');
    expect(await stateOf(answered.lineId)).toBe('confirmed');
  });

  it('a second hold whose units are still held is not promoted', async () => {
    const first = await requestFor(itemIds[3]!);
    const second = await requestFor(itemIds[3]!);
    await moveLine(db(), first.lineId, 'accept', 'staff', { now: SENT + 5 * DAY });
    await moveLine(db(), second.lineId, 'queue', 'staff', { now: SENT + 5 * DAY });
    expect(await sweepHolds(db(), tenant, SENT + 6 * DAY)).toMatchObject({ expired: 0, promoted: 0 });
    expect(await stateOf(second.lineId)).toBe('secondHold');
  });

  it('issue 12 §9: a hold ending within a day is reminded of once, however many sweeps run, and only to customers subscribed to reminders', async () => {
    const subscribed = await requestFor(itemIds[4]!);
    const unsubscribed = await requestFor(itemIds[5]!);
    await db()
      .update(vendorUsers)
      .set({ subscriptions: sql`jsonb_set(${vendorUsers.subscriptions}, '{reminders,isSubscribed}', 'true')` })
      .where(eq(vendorUsers.uid, subscribed.uid));
    const HELD = SENT + 20 * DAY;
    for (const { lineId } of [subscribed, unsubscribed]) await moveLine(db(), lineId, 'accept', 'staff', { now: HELD });
    // Two days before the end: nothing yet. Then less than a day before, two sweeps at once, and a third later.
    await sweepHolds(db(), tenant, HELD + 8 * DAY);
    expect(await subjects(subscribed.email)).toEqual([]);
    await Promise.all([0, 1].map(() => sweepHolds(db(), tenant, HELD + 9 * DAY + 3_600_000)));
    await sweepHolds(db(), tenant, HELD + 9 * DAY + 2 * 3_600_000);
    expect(await subjects(subscribed.email)).toEqual([expect.stringMatching(/^Hold ends within a day: /)]);
    expect(await subjects(unsubscribed.email)).toEqual([]);
    const [reminder] = await outboxFor(db(), 'email', subscribed.email, 1);
    expect(reminder!.body).toMatch(/On hold until [\s\S]*Confirm or release it: \S+\/holds/);
    expect(await stateOf(subscribed.lineId)).toBe('held');
  });
});
