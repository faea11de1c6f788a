import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '@/lib/audit/record-audit';
import { holdLines, holdRequests, items, productions } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { type StripeSettings } from '@/lib/house/card-processor';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { outboxFor } from '@/lib/notifications/dev-outbox';
import { cardAmount, recordPaperCardForm, recordStripeEvent, startCardAuthorisation } from './card-authorisation';
import { CARD_NEEDED, moveLine } from './move-line';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
const NOW = Date.parse('2027-03-01T18:00:00Z');
// A house that takes cards, with no weekly discount: one week of a $100 prop is authorised for $103.
const HOUSE = { ...tenant, hasCreditCardAuth: true, currency: 'USD', vendor: { ...tenant.vendor, weeklyDiscounts: [0, 0, 0, 0, 0, 0, 0, 0] } };
let itemIds: string[] = [];

/** Stripe's API as far as we use it: Checkout Sessions are created and answered with their page. */
let server: Server;
const created: URLSearchParams[] = [];
let stripe: StripeSettings;

beforeAll(async () => {
  await seedCatalog(db(), { items: 6, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ purchaseType: 'Weekly Rental', weeklyPrice: 10_000, quantity: 5 });
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const ok = request.method === 'POST' && request.url === '/v1/checkout/sessions' && request.headers.authorization === 'Bearer sk_test_storefront';
      if (!ok) return response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"No such route"}}');
      created.push(new URLSearchParams(body));
      const id = `cs_test_${created.length}`;
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stripe = {
    secretKey: 'sk_test_storefront',
    webhookSecret: 'whsec_storefront_test',
    apiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A customer's request for one unit each of `count` props, one rental week, every line held. */
async function heldRequest(count = 1) {
  const request = await customerRequest(db(), fixture.auth, itemIds.slice(0, count), { now: NOW, house: HOUSE });
  for (const id of request.lineIds) await moveLine(db(), id, 'accept', 'staff', { now: NOW });
  return request;
}

/** A webhook delivery as Stripe signs it. */
function delivery(type: string, object: Record<string, unknown>, secret = stripe.webhookSecret) {
  const payload = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object } });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
const authorised = (requestId: string, amount: number) =>
  delivery('payment_intent.amount_capturable_updated', { id: 'pi_test_1', object: 'payment_intent', amount_capturable: amount, metadata: { requestId } });

const statesOf = async (requestId: string) =>
  (await db().select({ state: holdLines.state }).from(holdLines).where(eq(holdLines.requestId, requestId))).map((row) => row.state);
const requestRow = async (requestId: string) => (await db().select().from(holdRequests).where(eq(holdRequests.id, requestId)))[0]!;

describe('issue 12 §7: card authorisation with Stripe, authorise only', () => {
  it('opens a Checkout Session for the held lines’ rental plus 3 % processing, captured later, tied to the request', async () => {
    const { owner, requestId } = await heldRequest(2);
    expect(await cardAmount(db(), requestId, HOUSE)).toBe(20_600);
    const started = await startCardAuthorisation(db(), owner, requestId, HOUSE, stripe);
    expect(started).toMatchObject({ ok: true, data: { url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//) } });
    const asked = Object.fromEntries(created.at(-1)!);
    expect(asked).toMatchObject({
      mode: 'payment',
      'payment_intent_data[capture_method]': 'manual',
      // Issue 26 §3: the card is kept for a charge after the authorisation lapses.
      'payment_intent_data[setup_future_usage]': 'off_session',
      customer_creation: 'always',
      'payment_intent_data[metadata][requestId]': requestId,
      'line_items[0][price_data][unit_amount]': '20600',
      'line_items[0][price_data][currency]': 'usd',
      client_reference_id: requestId,
    });
    expect(asked.success_url).toMatch(/\/holds\?card=authorised$/);
    expect(await requestRow(requestId)).toMatchObject({ cardAmountCents: 20_600, cardAuthorisedAt: null });
    // Another customer's request answers like none.
    const stranger = await heldRequest(1);
    expect(await startCardAuthorisation(db(), stranger.owner, requestId, HOUSE, stripe)).toMatchObject({ ok: false, error: { code: 'notFound' } });
  });

  it('spec §9: the processing percentage is the one the request was quoted with, even after the house changes it', async () => {
    // Props the other tests leave alone, so their units stay free.
    const held = async (percent: number) => {
      const request = await customerRequest(db(), fixture.auth, itemIds.slice(2, 4), { now: NOW, house: { ...HOUSE, cardAuthProcessingPercent: percent } });
      for (const id of request.lineIds) await moveLine(db(), id, 'accept', 'staff', { now: NOW });
      return request.requestId;
    };
    // 2 props at $100 a week: $200, plus 3 %, then plus 5 %.
    expect(await cardAmount(db(), await held(3), { ...HOUSE, cardAuthProcessingPercent: 10 })).toBe(20_600);
    expect(await cardAmount(db(), await held(5), HOUSE)).toBe(21_000);
  });

  it('a signed webhook for the full amount records the card and confirms the held lines, once, told in one email; a replay changes nothing', async () => {
    const { owner, requestId, email } = await heldRequest(2);
    await startCardAuthorisation(db(), owner, requestId, HOUSE, stripe);
    const short = authorised(requestId, 20_000);
    expect(await recordStripeEvent(db(), short.payload, short.signature, stripe, HOUSE)).toEqual({ ok: true, data: { recorded: false } });
    expect(await statesOf(requestId)).toEqual(['held', 'held']);
    const full = authorised(requestId, 20_600);
    expect(await recordStripeEvent(db(), full.payload, full.signature, stripe, HOUSE)).toEqual({ ok: true, data: { recorded: true } });
    expect(await statesOf(requestId)).toEqual(['confirmed', 'confirmed']);
    expect(await requestRow(requestId)).toMatchObject({ cardMethod: 'stripe', stripePaymentIntentId: 'pi_test_1', cardAuthorisedAt: expect.any(Date) });
    expect(await recordStripeEvent(db(), full.payload, full.signature, stripe, HOUSE)).toEqual({ ok: true, data: { recorded: false } });
    // Decision 142: one "Confirmed" for the request's two lines, not one per line.
    const confirmed = (await outboxFor(db(), 'email', email)).filter((message) => message.subject?.startsWith('Confirmed'));
    expect(confirmed.map((message) => message.subject)).toEqual(['Confirmed: 2 props']);
    expect(confirmed[0]!.body.match(/ × 1: Confirmed$/gm)).toHaveLength(2);
  });

  it('issue 26 §1: where the house refuses a confirm without the paperwork, the card is recorded but a production without a valid certificate stays on hold for staff', async () => {
    const { owner, requestId, lineIds } = await heldRequest(1);
    const productionId = randomUUID();
    await db().insert(productions).values({ id: productionId, vendorId: owner.vendorId, uid: owner.uid, title: 'No Cover', terms: 'card', confirmed: true });
    await db().update(holdRequests).set({ productionId }).where(eq(holdRequests.id, requestId));
    const refusing = { ...HOUSE, billing: { ...tenant.billing, paperworkCheck: 'refuse' as const } };
    await startCardAuthorisation(db(), owner, requestId, refusing, stripe);
    const full = authorised(requestId, 10_300);
    expect(await recordStripeEvent(db(), full.payload, full.signature, stripe, refusing)).toEqual({ ok: true, data: { recorded: true } });
    expect(await requestRow(requestId)).toMatchObject({ cardMethod: 'stripe' });
    expect(await statesOf(requestId)).toEqual(['held']);
    // Its unit back on the shelf for the tests after.
    expect(await moveLine(db(), lineIds[0]!, 'release', 'staff', { now: NOW })).toMatchObject({ ok: true });
  });

  it('a payment page opened before staff accepted another line does not confirm it: the amount must cover the lines on hold now', async () => {
    const request = await customerRequest(db(), fixture.auth, itemIds.slice(2, 4), { now: NOW, house: HOUSE });
    await moveLine(db(), request.lineIds[0]!, 'accept', 'staff', { now: NOW });
    await startCardAuthorisation(db(), request.owner, request.requestId, HOUSE, stripe);
    expect((await requestRow(request.requestId)).cardAmountCents).toBe(10_300);
    await moveLine(db(), request.lineIds[1]!, 'accept', 'staff', { now: NOW });
    const early = authorised(request.requestId, 10_300);
    expect(await recordStripeEvent(db(), early.payload, early.signature, stripe, HOUSE)).toEqual({ ok: true, data: { recorded: false } });
    expect(await statesOf(request.requestId)).toEqual(['held', 'held']);
    expect((await requestRow(request.requestId)).cardAuthorisedAt).toBeNull();
  });

  it('an event not signed with the webhook secret is refused and changes nothing', async () => {
    const { owner, requestId } = await heldRequest(1);
    await startCardAuthorisation(db(), owner, requestId, HOUSE, stripe);
    const forged = authorised(requestId, 10_300);
    const other = delivery(
      'payment_intent.amount_capturable_updated',
      { id: 'pi_x', amount_capturable: 10_300, metadata: { requestId } },
      'whsec_someone_else',
    );
    for (const signature of [null, 't=1,v1=deadbeef', other.signature]) {
      expect(await recordStripeEvent(db(), forged.payload, signature, stripe, HOUSE)).toMatchObject({ ok: false, error: { code: 'invalid' } });
    }
    expect(await statesOf(requestId)).toEqual(['held']);
    expect((await requestRow(requestId)).cardAuthorisedAt).toBeNull();
  });

  it('where the house takes cards, staff cannot confirm a line until a card is authorised; the paper form counts', async () => {
    const { requestId, lineIds } = await heldRequest(1);
    expect(await moveLine(db(), lineIds[0]!, 'confirm', 'staff', { cardRequired: true })).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: CARD_NEEDED },
    });
    expect(await recordPaperCardForm(db(), requestId, HOUSE, { uid: 'staff-rosa', name: 'Rosa' })).toEqual({ ok: true, data: null });
    expect(await auditOf(db(), VENDOR_ID, 'request', requestId)).toMatchObject([
      { action: 'cardForm', actorName: 'Rosa', before: { cardMethod: null }, after: { cardMethod: 'paper' } },
    ]);
    expect(await recordPaperCardForm(db(), requestId, HOUSE)).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(await moveLine(db(), lineIds[0]!, 'confirm', 'staff', { cardRequired: true })).toMatchObject({ ok: true, data: { to: 'confirmed' } });
    expect(await requestRow(requestId)).toMatchObject({ cardMethod: 'paper' });
  });
});
