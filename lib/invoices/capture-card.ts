import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '@/lib/db';
import { holdRequests, invoicePayments, invoices, orders } from '@/lib/db/schema';
import { AppError, type Result } from '@/lib/errors/app-error';
import { type StripeSettings } from '@/lib/house/card-processor';
import { stripeClient } from '@/lib/house/card-processor';
import type { CalendarDay } from '@/lib/text/calendar-day';
import { balanceOf } from './record-payment';

export const AUTHORISATION_LAPSED =
  'The card authorisation has lapsed (Stripe keeps one about 7 days): ask the customer for a new authorisation, or record the payment when it comes.';
/** The lapsed authorisation's card, charged anew, was refused by its bank (or wants the customer present). */
export const SAVED_CARD_REFUSED =
  'The card authorisation has lapsed and the card was refused when charged again: ask the customer to pay another way, or record the payment when it comes.';

/**
 * An authorisation lapses after about 7 days, and a rental often runs longer. The card was kept on
 * a Stripe customer when it was authorised (`setup_future_usage`, lib/holds/card-authorisation.ts),
 * so the same card is charged anew, off-session, captured at once. Null when the authorisation kept
 * no card (one made before cards were kept).
 */
async function chargeSavedCard(client: Stripe, paymentIntentId: string, amount: number, idempotencyKey: string): Promise<Stripe.PaymentIntent | null> {
  const lapsed = await client.paymentIntents.retrieve(paymentIntentId);
  const customer = typeof lapsed.customer === 'string' ? lapsed.customer : lapsed.customer?.id;
  const card = typeof lapsed.payment_method === 'string' ? lapsed.payment_method : lapsed.payment_method?.id;
  if (!customer || !card) return null;
  return client.paymentIntents.create(
    {
      amount,
      currency: lapsed.currency,
      customer,
      payment_method: card,
      off_session: true,
      confirm: true,
      metadata: { ...lapsed.metadata, renews: lapsed.id },
    },
    { idempotencyKey },
  );
}

/**
 * A card invoice is charged to the card authorised for its order (issue 26 §3, decision 133):
 * Stripe captures what is owed, up to what was authorised; the rest, if any, stays owed. The
 * capture and its payment row share one key made from the invoice, so a second press, twenty at
 * once, or a retry after a lost answer captures once at Stripe (its idempotency key) and records
 * once here (`invoice_payments.idempotency_key`). No database transaction is held open while Stripe
 * answers. A lapsed authorisation is renewed by charging its kept card anew, under a key of its own.
 */
export async function captureCardForInvoice(
  db: Db,
  vendorId: string,
  invoiceId: string,
  stripe: StripeSettings,
  { today, recordedBy }: { today: CalendarDay; recordedBy: string },
): Promise<Result<{ capturedCents: number; balanceCents: number; captured: boolean; renewed?: boolean }>> {
  const [found] = await db
    .select({ invoice: invoices, paymentIntentId: holdRequests.stripePaymentIntentId, authorisedCents: holdRequests.cardAmountCents })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(holdRequests, eq(holdRequests.id, orders.requestId))
    .where(and(eq(invoices.vendorId, vendorId), eq(invoices.id, invoiceId), eq(invoices.kind, 'rental')));
  if (!found) return { ok: false, error: new AppError('notFound', 'We could not find that invoice.') };
  if (found.invoice.paidBy !== 'card' || !found.paymentIntentId)
    return { ok: false, error: new AppError('conflict', 'No card was authorised online for this order: record the payment instead.') };
  const key = `capture-${invoiceId}`;
  // The balance is read before the key: a capture recorded between the two reads is then found by
  // its key and answered as done, not taken for "nothing is owed".
  const { balanceCents, credited } = await balanceOf(db, invoiceId);
  const [done] = await db.select().from(invoicePayments).where(eq(invoicePayments.idempotencyKey, key));
  if (done) return { ok: true, data: { capturedCents: done.amountCents, balanceCents: (await balanceOf(db, invoiceId)).balanceCents, captured: false } };
  if (credited || balanceCents === 0) return { ok: false, error: new AppError('conflict', 'Nothing is owed on this invoice.') };
  const amount = Math.min(balanceCents, found.authorisedCents ?? balanceCents);
  const client = stripeClient(stripe);
  let intent: Stripe.PaymentIntent;
  let renewed = false;
  try {
    intent = await client.paymentIntents.capture(found.paymentIntentId, { amount_to_capture: amount }, { idempotencyKey: key });
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) return stripeTrouble(error);
    // Stripe refuses to capture an authorisation it has let lapse: the kept card is charged anew.
    try {
      const charged = await chargeSavedCard(client, found.paymentIntentId, amount, `renew-${invoiceId}`);
      if (!charged) return { ok: false, error: new AppError('conflict', AUTHORISATION_LAPSED, { reason: 'LAPSED' }) };
      if (charged.status !== 'succeeded') return { ok: false, error: new AppError('conflict', SAVED_CARD_REFUSED, { reason: 'REFUSED' }) };
      intent = charged;
      renewed = true;
    } catch (renewing) {
      if (renewing instanceof Stripe.errors.StripeCardError) return { ok: false, error: new AppError('conflict', SAVED_CARD_REFUSED, { reason: 'REFUSED' }) };
      if (renewing instanceof Stripe.errors.StripeInvalidRequestError)
        return { ok: false, error: new AppError('conflict', AUTHORISATION_LAPSED, { reason: 'LAPSED' }) };
      return stripeTrouble(renewing);
    }
  }
  const captured = intent.amount_received || amount;
  const [row] = await db
    .insert(invoicePayments)
    .values({ id: randomUUID(), invoiceId, amountCents: captured, receivedOn: today, method: 'card', reference: intent.id, idempotencyKey: key, recordedBy })
    .onConflictDoNothing({ target: invoicePayments.idempotencyKey })
    .returning({ id: invoicePayments.id });
  return { ok: true, data: { capturedCents: captured, balanceCents: (await balanceOf(db, invoiceId)).balanceCents, captured: Boolean(row), renewed } };
}

function stripeTrouble(error: unknown): { ok: false; error: AppError } {
  if (error instanceof Stripe.errors.StripeError)
    return { ok: false, error: new AppError('unavailable', 'Stripe did not answer: try the capture again shortly.') };
  throw error;
}
