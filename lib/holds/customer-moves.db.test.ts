import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { holdLines, items } from '@/lib/db/schema';
import { seedCatalog } from '@/lib/db/seed/seed-catalog';
import { addToSetListSchema } from '@/lib/set-lists/set-list-schema';
import { addToSetList } from '@/lib/set-lists/write-set-lists';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase, signedIn, withVendorRecord } from '@/test/auth-browser';
import { moveOwnLine, releaseRequest } from './customer-moves';
import { holdRequestSchema } from './hold-request-schema';
import { moveLine } from './move-line';
import { requestHold } from './request-hold';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
const HOUR = 3_600_000;
// Sent Monday 1 March 2027; pick-up Monday 8 March, the start of the day in Los Angeles (08:00 UTC).
const SENT = Date.parse('2027-03-01T18:00:00Z');
const PICK_UP = Date.parse('2027-03-08T08:00:00Z');
let itemIds: string[] = [];

beforeAll(async () => {
  await seedCatalog(db(), { items: 6, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 10 });
});

/** A customer's request of two props, both lines moved by staff to `state`. */
async function request(state: 'held' | 'confirmed') {
  const account = await withVendorRecord(db(), await signedIn(fixture.auth));
  const owner = { vendorId: VENDOR_ID, uid: account.userId };
  let setListId = 'new';
  for (const itemId of itemIds.slice(0, 2)) {
    const added = await addToSetList(db(), owner, addToSetListSchema.parse({ itemId, setListId, newName: 'Diner', quantity: '1' }));
    if (!added.ok) throw added.error;
    setListId = added.data.setListId;
  }
  const input = holdRequestSchema.parse({ setListId, pickUpOn: '2027-03-08', returnOn: '2027-03-16', fulfilment: 'pickUp' });
  const sent = await requestHold(db(), { ...owner, isAuthorized: true }, input, tenant, SENT);
  if (!sent.ok) throw sent.error;
  const lineIds = (await db().select({ id: holdLines.id }).from(holdLines).where(eq(holdLines.requestId, sent.data.requestId))).map((row) => row.id);
  for (const id of lineIds) {
    await moveLine(db(), id, 'accept', 'staff', { now: SENT });
    if (state === 'confirmed') await moveLine(db(), id, 'confirm', 'staff', { now: SENT });
  }
  return { owner, requestId: sent.data.requestId, lineIds };
}
const lineOf = async (id: string) => (await db().select({ state: holdLines.state, reason: holdLines.reason }).from(holdLines).where(eq(holdLines.id, id)))[0];

describe('issue 12 §3, §5: the customer releases and cancels their own', () => {
  it('a confirmed order cancelled early costs nothing; within 48 hours of pick-up, half a week’s rental — recorded on the line', async () => {
    const { owner, lineIds } = await request('confirmed');
    expect(await moveOwnLine(db(), owner, lineIds[0]!, 'cancel', PICK_UP - 48 * HOUR)).toEqual({ ok: true, data: null });
    expect(await lineOf(lineIds[0]!)).toEqual({ state: 'cancelled', reason: 'Cancelled at no charge' });
    expect(await moveOwnLine(db(), owner, lineIds[1]!, 'cancel', PICK_UP - 47 * HOUR)).toEqual({ ok: true, data: null });
    expect(await lineOf(lineIds[1]!)).toEqual({ state: 'cancelled', reason: 'Cancelled with a fee of 50% of a week’s rental' });
  });

  it('"Release all" releases every open line of their own request; another’s answers like none', async () => {
    const { owner, requestId, lineIds } = await request('held');
    const stranger = await request('held');
    expect(await releaseRequest(db(), stranger.owner, requestId)).toMatchObject({ ok: false, error: { code: 'notFound' } });
    expect(await releaseRequest(db(), owner, requestId)).toEqual({ ok: true, data: null });
    for (const id of lineIds) expect((await lineOf(id))?.state).toBe('released');
    expect(await releaseRequest(db(), owner, requestId)).toMatchObject({ ok: false, error: { code: 'conflict' } });
    // A held line cannot be cancelled: that is for an order.
    expect(await moveOwnLine(db(), stranger.owner, stranger.lineIds[0]!, 'cancel')).toMatchObject({ ok: false, error: { code: 'conflict' } });
  });
});
