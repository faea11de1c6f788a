import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogFacets } from '@/lib/catalog/facets';
import { searchCatalog } from '@/lib/catalog/search';
import { parseSearchQuery } from '@/lib/catalog/search-query';
import { holdLines, holdRequests, items, vendorUsers } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { outboxFor } from '@/lib/notifications/dev-outbox';
import { tenant } from '@/lib/tenant';
import { getVendorUser } from '@/lib/vendor-users/repository';
import demo from '@/tenant/config.json';
import { authOnTestDatabase, signedIn, withVendorRecord } from '@/test/auth-browser';
import { tellOfLineMoves } from './hold-emails';
import { claimRequestSchema } from './hold-request-schema';
import { moveLine } from './move-line';
import { listOwnHoldRequests } from './read-holds';
import { requestClaim } from './request-claim';
import type { Requester } from './request-hold';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
const facets = catalogFacets(tenant);
let free: string[] = [];
let rental: string;

beforeAll(async () => {
  await seedCatalog(db(), { items: 20, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  const ids = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  rental = ids[0]!;
  free = ids.slice(1, 6);
  await db().update(items).set({ purchaseType: 'Weekly Rental', weeklyPrice: 2500, quantity: 3 }).where(eq(items.id, rental));
  for (const id of free) await db().update(items).set({ purchaseType: 'Free', weeklyPrice: null, quantity: 2 }).where(eq(items.id, id));
});

// A fixed clock: Monday 1 March 2027, 10:00 in Los Angeles. The demo counter: Monday to Friday, 09:00–17:00, two-hour windows.
const NOW = Date.parse('2027-03-01T18:00:00Z');

async function customer(isAuthorized: boolean | null = true): Promise<Requester> {
  const account = await withVendorRecord(db(), await signedIn(fixture.auth));
  await db().update(vendorUsers).set({ isAuthorized, production: 'Night Shift' }).where(eq(vendorUsers.uid, account.userId));
  return { vendorId: VENDOR_ID, uid: account.userId, isAuthorized };
}

const claim = (itemId: string, fields: Record<string, string> = {}) =>
  claimRequestSchema.parse({ itemId, quantity: '1', pickUpOn: '2027-03-03', pickUpWindow: '11:00–13:00', ...fields });

const lineOf = async (requestId: string) => (await db().select().from(holdLines).where(eq(holdLines.requestId, requestId)))[0]!;
const quantityOf = async (itemId: string) => (await db().select({ quantity: items.quantity }).from(items).where(eq(items.id, itemId)))[0]!.quantity;

describe('issue 12 §8: claiming a free prop', () => {
  it('sends one claim with one line: a collection day and window, no return, no price, the production from the profile', async () => {
    const requester = await customer();
    const sent = await requestClaim(db(), requester, claim(free[0]!, { quantity: '2', notes: 'Van at the dock' }), tenant, NOW);
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    const [request] = await db().select().from(holdRequests).where(eq(holdRequests.id, sent.data.requestId));
    expect(request).toMatchObject({
      kind: 'claim',
      pickUpOn: '2027-03-03',
      returnOn: null,
      pickUpWindow: '11:00–13:00',
      production: 'Night Shift',
      quote: null,
    });
    // Kept from today to the collection day once confirmed; nothing is kept while only requested.
    expect(await lineOf(sent.data.requestId)).toMatchObject({ quantity: 2, state: 'requested', period: '[2027-03-01,2027-03-04)' });
    expect((await getVendorUser(db(), VENDOR_ID, requester.uid))?.stats.quoteRequestCount).toBe(1);
  });

  it('refuses, with a message each: a denied customer, a rental, a closed day, a time outside the windows, a past day, too far ahead, more than there are', async () => {
    const denied = await customer(false);
    expect(await requestClaim(db(), denied, claim(free[0]!), tenant, NOW)).toMatchObject({ ok: false, error: { code: 'refused', reason: 'NOT_APPROVED' } });
    const requester = await customer();
    const refused = async (input: ReturnType<typeof claim>, now = NOW) => {
      const answer = await requestClaim(db(), requester, input, tenant, now);
      return answer.ok ? null : { code: answer.error.code, message: answer.error.message };
    };
    expect(await refused(claim(rental))).toEqual({ code: 'invalid', message: 'Only free props are claimed; rentals go on a set list.' });
    expect(await refused(claim(free[0]!, { pickUpOn: '2027-03-07' }))).toEqual({
      code: 'invalid',
      message: 'We are closed on Sundays: we hand out free props Monday to Friday 09:00–17:00, Saturday 09:00–13:00.',
    });
    // Issue 38 §4: a window of the week that the day's opening hours do not have (Saturday closes at 13:00).
    expect(await refused(claim(free[0]!, { pickUpOn: '2027-03-06', pickUpWindow: '13:00–15:00' }))).toEqual({
      code: 'invalid',
      message: 'On Saturdays we hand out free props 09:00–11:00 or 11:00–13:00: choose one of those times.',
    });
    expect(await refused(claim(free[0]!, { pickUpWindow: '17:00–19:00' }))).toEqual({ code: 'invalid', message: 'Choose one of the collection times.' });
    expect(await refused(claim(free[0]!, { pickUpOn: '2027-02-26' }))).toEqual({ code: 'invalid', message: 'Choose a collection day from today on.' });
    // Issue 36 §1: at 10:00, today's 09:00–11:00 is still open, and the window that ended is refused.
    expect(await refused(claim(free[0]!, { pickUpOn: '2027-03-01', pickUpWindow: '09:00–11:00' }), NOW + 3_600_000)).toEqual({
      code: 'invalid',
      message: '09:00–11:00 is over for today; choose a later time or another day.',
    });
    expect(await refused(claim(free[0]!, { pickUpOn: '2027-03-19' }))).toEqual({
      code: 'invalid',
      message: 'Free props are collected within 14 days; choose an earlier day.',
    });
    expect(await refused(claim(free[0]!, { quantity: '3' }))).toEqual({ code: 'invalid', message: 'There are only 2 of these.' });
    expect(await listOwnHoldRequests(db(), requester)).toEqual([]);
  });

  it('staff confirm it (the customer is emailed), then mark it collected: the units leave the house, and at zero the prop leaves the catalogue', async () => {
    const prop = free[1]!;
    const requester = await customer();
    const sent = await requestClaim(db(), requester, claim(prop, { quantity: '2' }), tenant, NOW);
    if (!sent.ok) throw sent.error;
    const line = await lineOf(sent.data.requestId);
    // A claim is never held: no accept, no return.
    expect(await moveLine(db(), line.id, 'accept', 'staff', { now: NOW })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(await moveLine(db(), line.id, 'confirm', 'staff', { now: NOW })).toMatchObject({ ok: true, data: { to: 'confirmed' } });
    await tellOfLineMoves(db(), [{ lineId: line.id, event: 'confirm', by: 'staff' }], tenant);
    const [account] = await db().select({ email: vendorUsers.email }).from(vendorUsers).where(eq(vendorUsers.uid, requester.uid));
    const [email] = (await outboxFor(db(), 'email', account!.email, 5)).filter((message) => message.subject?.startsWith('Claim'));
    expect(email).toMatchObject({ subject: `Claim confirmed: ${line.title}` });
    expect(email!.body).toContain('Confirmed: collect Mar 3, 11:00–13:00');

    const search = async () => (await searchCatalog(db(), parseSearchQuery({}, { facets, priceSort: false }), facets, 1000)).items.map((item) => item.id);
    expect(await search()).toContain(prop);
    expect(await moveLine(db(), line.id, 'collect', 'staff', { now: NOW })).toMatchObject({ ok: true, data: { to: 'collected' } });
    expect(await quantityOf(prop)).toBe(0);
    expect(await search()).not.toContain(prop);
    // Collected is final: a second press changes nothing.
    expect(await moveLine(db(), line.id, 'collect', 'staff', { now: NOW })).toMatchObject({ ok: false });
    expect(await quantityOf(prop)).toBe(0);
  });

  it('20 claims for the last 2 units, confirmed at once: exactly the units there are are kept; the rest hear "No longer available for those dates."', async () => {
    const prop = free[2]!;
    const claims = [];
    for (let n = 0; n < 20; n++) {
      const sent = await requestClaim(db(), await customer(), claim(prop), tenant, NOW);
      if (!sent.ok) throw sent.error;
      claims.push((await lineOf(sent.data.requestId)).id);
    }
    const answers = await Promise.all(claims.map((id) => moveLine(db(), id, 'confirm', 'staff', { now: NOW })));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(2);
    expect(new Set(answers.flatMap((answer) => (answer.ok ? [] : [answer.error.message])))).toEqual(new Set(['No longer available for those dates.']));
    // Both collected at once: the quantity reaches zero, never below.
    const confirmed = claims.filter((_, index) => answers[index]!.ok);
    await Promise.all(confirmed.map((id) => moveLine(db(), id, 'collect', 'staff', { now: NOW })));
    expect(await quantityOf(prop)).toBe(0);
  });

  it('a customer releases their own claim, not another’s', async () => {
    const owner = await customer();
    const sent = await requestClaim(db(), owner, claim(free[3]!), tenant, NOW);
    if (!sent.ok) throw sent.error;
    const line = await lineOf(sent.data.requestId);
    const stranger = await customer();
    expect(await moveLine(db(), line.id, 'release', 'customer', { owner: stranger })).toMatchObject({ ok: false, error: { code: 'notFound' } });
    expect(await moveLine(db(), line.id, 'release', 'customer', { owner })).toMatchObject({ ok: true, data: { to: 'released' } });
  });
});
