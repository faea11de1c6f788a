import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { holdRequests, invoicePayments, items } from '@/lib/db/schema';
import { moveLine } from '@/lib/holds/move-line';
import { type StripeSettings } from '@/lib/house/card-processor';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { AUTHORISATION_LAPSED, SAVED_CARD_REFUSED, captureCardForInvoice } from './capture-card';
import { issueRentalInvoice } from './issue-invoice';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
const NOW = Date.parse('2027-03-01T18:00:00Z');
const STAFF = { uid: 'staff-1', name: 'Sam at the counter' };
const HOUSE = { ...tenant, billing: { ...tenant.billing, taxPercent: 0, taxOnProcessing: false, accountTermsDays: 30 } };
let itemIds: string[] = [];

/**
 * Stripe's capture as far as we use it: each idempotency key captures once, and a repeat of the
 * key answers the first answer again, as Stripe does; a lapsed authorisation (`pi_lapsed…`) is
 * refused. Its card, where the authorisation kept one, can be charged anew off-session (a
 * PaymentIntent created and confirmed, once per key); `pm_declined` is refused by the bank.
 */
let server: Server;
let stripe: StripeSettings;
const captures = new Map<string, { intent: string; amount: number }>();
const renewals = new Map<string, { id: string; amount: number; customer: string; card: string; offSession: boolean }>();
/** The card each lapsed authorisation kept, if any. */
const KEPT: Record<string, { customer: string; card: string } | undefined> = {
  pi_lapsed_kept: { customer: 'cus_kept', card: 'pm_kept' },
  pi_lapsed_twenty: { customer: 'cus_twenty', card: 'pm_twenty' },
  pi_lapsed_declined: { customer: 'cus_declined', card: 'pm_declined' },
};
const answer = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
beforeAll(async () => {
  await seedCatalog(db(), { items: 6, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ purchaseType: 'Weekly Rental', weeklyPrice: 10_000, quantity: 50 });
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = /^\/v1\/payment_intents\/([^/]+)\/capture$/.exec(request.url ?? '');
      const key = String(request.headers['idempotency-key'] ?? '');
      if (request.headers.authorization !== 'Bearer sk_test_storefront') return answer(response, 401, { error: { message: 'Invalid API key' } });
      const retrieve = /^\/v1\/payment_intents\/([^/?]+)$/.exec(request.url ?? '');
      if (request.method === 'GET' && retrieve) {
        const id = decodeURIComponent(retrieve[1]!);
        const kept = KEPT[id];
        return answer(response, 200, {
          id,
          object: 'payment_intent',
          status: 'canceled',
          currency: 'usd',
          customer: kept?.customer ?? null,
          payment_method: kept?.card ?? null,
          metadata: { requestId: 'r' },
        });
      }
      if (request.method === 'POST' && request.url === '/v1/payment_intents' && key) {
        const form = new URLSearchParams(body);
        if (form.get('payment_method') === 'pm_declined')
          return answer(response, 402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
        if (!renewals.has(key))
          renewals.set(key, {
            id: `pi_renewed_${renewals.size + 1}`,
            amount: Number(form.get('amount')),
            customer: form.get('customer') ?? '',
            card: form.get('payment_method') ?? '',
            offSession: form.get('off_session') === 'true' && form.get('confirm') === 'true',
          });
        const renewal = renewals.get(key)!;
        return answer(response, 200, { id: renewal.id, object: 'payment_intent', status: 'succeeded', amount_received: renewal.amount });
      }
      if (request.method !== 'POST' || !path || !key) return answer(response, 404, { error: { message: 'No such route' } });
      const intent = decodeURIComponent(path[1]!);
      if (intent.startsWith('pi_lapsed'))
        return response.writeHead(400, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            error: { type: 'invalid_request_error', code: 'charge_expired_for_capture', message: 'This PaymentIntent could not be captured.' },
          }),
        );
      if (!captures.has(key)) captures.set(key, { intent, amount: Number(new URLSearchParams(body).get('amount_to_capture')) });
      const done = captures.get(key)!;
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: done.intent, object: 'payment_intent', status: 'succeeded', amount_received: done.amount }));
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

/** A card order of two $100-a-week props authorised online for `authorised` cents, back after `backOn`, invoiced. */
async function cardInvoice({ intent, authorised = 20_600, backOn = '2027-03-16' }: { intent: string; authorised?: number; backOn?: string }) {
  const { requestId, lineIds } = await customerRequest(db(), fixture.auth, itemIds.slice(0, 2), { now: NOW });
  await db()
    .update(holdRequests)
    .set({ cardMethod: 'stripe', cardAuthorisedAt: new Date(NOW), stripePaymentIntentId: intent, cardAmountCents: authorised })
    .where(eq(holdRequests.id, requestId));
  for (const id of lineIds) {
    await moveLine(db(), id, 'accept', 'staff', { now: NOW });
    await moveLine(db(), id, 'confirm', 'staff', { now: NOW, today: '2027-03-01' });
    await moveLine(db(), id, 'checkOut', 'staff', { now: NOW, today: '2027-03-08' });
    await moveLine(db(), id, 'checkIn', 'staff', { now: NOW, returned: { conditionNote: '', missingUnits: 0, today: backOn, turnaroundDays: 1 } });
  }
  const issued = await issueRentalInvoice(db(), HOUSE, VENDOR_ID, requestId, { staff: STAFF, today: backOn });
  if (!issued.ok) throw issued.error;
  return issued.data.invoiceId;
}
const capture = (invoiceId: string) => captureCardForInvoice(db(), VENDOR_ID, invoiceId, stripe, { today: '2027-03-16', recordedBy: STAFF.name });
const paymentsOf = (invoiceId: string) => db().select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));

describe('issue 26 §3: a card invoice is captured from the authorisation', () => {
  it('captures the total with the processing charge, records it as a card payment; a second capture changes nothing', async () => {
    const invoiceId = await cardInvoice({ intent: 'pi_one' });
    expect(await capture(invoiceId)).toEqual({ ok: true, data: { capturedCents: 20_600, balanceCents: 0, captured: true, renewed: false } });
    expect(await paymentsOf(invoiceId)).toMatchObject([{ amountCents: 20_600, method: 'card', reference: 'pi_one' }]);
    expect(await capture(invoiceId)).toEqual({ ok: true, data: { capturedCents: 20_600, balanceCents: 0, captured: false } });
    expect(await paymentsOf(invoiceId)).toHaveLength(1);
    expect(captures.get(`capture-${invoiceId}`)).toEqual({ intent: 'pi_one', amount: 20_600 });
  });

  it('twenty captures at once capture once at Stripe and record one payment', async () => {
    const invoiceId = await cardInvoice({ intent: 'pi_twenty' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => capture(invoiceId)));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(answers.filter((answer) => answer.ok && answer.data.captured)).toHaveLength(1);
    expect(await paymentsOf(invoiceId)).toHaveLength(1);
    expect([...captures.values()].filter((done) => done.intent === 'pi_twenty')).toHaveLength(1);
  });

  it('kept longer than authorised: captures what was authorised, and the rest stays owed', async () => {
    // Back after three weeks: $600 and $18 processing, against $206 authorised.
    const invoiceId = await cardInvoice({ intent: 'pi_longer', backOn: '2027-03-30' });
    expect(await capture(invoiceId)).toEqual({ ok: true, data: { capturedCents: 20_600, balanceCents: 41_200, captured: true, renewed: false } });
  });

  it('a lapsed authorisation: the card it kept is charged anew, off-session, for what is owed, and recorded as the card payment', async () => {
    const invoiceId = await cardInvoice({ intent: 'pi_lapsed_kept' });
    expect(await capture(invoiceId)).toEqual({ ok: true, data: { capturedCents: 20_600, balanceCents: 0, captured: true, renewed: true } });
    expect(renewals.get(`renew-${invoiceId}`)).toMatchObject({ amount: 20_600, customer: 'cus_kept', card: 'pm_kept', offSession: true });
    expect(await paymentsOf(invoiceId)).toMatchObject([{ amountCents: 20_600, method: 'card', reference: renewals.get(`renew-${invoiceId}`)!.id }]);
  });

  it('twenty captures at once of a lapsed authorisation charge its card once and record one payment', async () => {
    const invoiceId = await cardInvoice({ intent: 'pi_lapsed_twenty' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => capture(invoiceId)));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(answers.filter((answer) => answer.ok && answer.data.captured)).toHaveLength(1);
    expect([...renewals.values()].filter((renewal) => renewal.customer === 'cus_twenty')).toHaveLength(1);
    expect(await paymentsOf(invoiceId)).toHaveLength(1);
  });

  it('a lapsed authorisation whose card is refused when charged anew is said so, and nothing is recorded', async () => {
    const invoiceId = await cardInvoice({ intent: 'pi_lapsed_declined' });
    expect(await capture(invoiceId)).toMatchObject({ ok: false, error: { code: 'conflict', message: SAVED_CARD_REFUSED } });
    expect(await paymentsOf(invoiceId)).toHaveLength(0);
  });

  it('a lapsed authorisation that kept no card is refused in words staff can act on, and nothing is recorded', async () => {
    const invoiceId = await cardInvoice({ intent: 'pi_lapsed' });
    expect(await capture(invoiceId)).toMatchObject({ ok: false, error: { code: 'conflict', message: AUTHORISATION_LAPSED } });
    expect(await paymentsOf(invoiceId)).toHaveLength(0);
  });
});
