import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { holdLines, items } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { moveOwnLine, releaseRequest } from './customer-moves';
import { moveLine } from './move-line';

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
  const request = await customerRequest(db(), fixture.auth, itemIds.slice(0, 2), { now: SENT });
  for (const id of request.lineIds) {
    await moveLine(db(), id, 'accept', 'staff', { now: SENT });
    if (state === 'confirmed') await moveLine(db(), id, 'confirm', 'staff', { now: SENT });
  }
  return request;
}
const lineOf = async (id: string) => (await db().select({ state: holdLines.state, reason: holdLines.reason }).from(holdLines).where(eq(holdLines.id, id)))[0];

describe('issue 12 §3, §5: the customer releases and cancels their own', () => {
  it('a confirmed order cancelled early costs nothing; within 48 hours of pick-up, half a week’s rental — recorded on the line', async () => {
    const { owner, lineIds } = await request('confirmed');
    expect(await moveOwnLine(db(), tenant, owner, lineIds[0]!, 'cancel', PICK_UP - 48 * HOUR)).toEqual({ ok: true, data: null });
    expect(await lineOf(lineIds[0]!)).toEqual({ state: 'cancelled', reason: 'Cancelled at no charge' });
    expect(await moveOwnLine(db(), tenant, owner, lineIds[1]!, 'cancel', PICK_UP - 47 * HOUR)).toEqual({ ok: true, data: null });
    expect(await lineOf(lineIds[1]!)).toEqual({ state: 'cancelled', reason: 'Cancelled with a fee of 50% of a week’s rental' });
  });

  it('"Release all" releases every open line of their own request; another’s answers like none', async () => {
    const { owner, requestId, lineIds } = await request('held');
    const stranger = await request('held');
    expect(await releaseRequest(db(), tenant, stranger.owner, requestId)).toMatchObject({ ok: false, error: { code: 'notFound' } });
    expect(await releaseRequest(db(), tenant, owner, requestId)).toMatchObject({ ok: true });
    for (const id of lineIds) expect((await lineOf(id))?.state).toBe('released');
    expect(await releaseRequest(db(), tenant, owner, requestId)).toMatchObject({ ok: false, error: { code: 'conflict' } });
    // A held line cannot be cancelled: that is for an order.
    expect(await moveOwnLine(db(), tenant, stranger.owner, stranger.lineIds[0]!, 'cancel')).toMatchObject({ ok: false, error: { code: 'conflict' } });
  });
});
