import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '@/lib/db';
import { holdRequests, invoicePayments, invoices, orders } from '@/lib/db/schema';
import { AppError, type Result } from '@/lib/errors/app-error';
import { stripeClient, type StripeSettings } from '@/lib/holds/card-authorisation';
import type { CalendarDay } from '@/lib/text/calendar-day';
import { balanceOf } from './record-payment';

export const AUTHORISATION_LAPSED =
  'The card authorisation has lapsed (Stripe keeps one about 7 days): ask the customer for a new authorisation, or record the payment when it comes.';

/**
 * A card invoice is charged to the card authorised for its order (issue 26 §3, decision 133):
 * Stripe captures what is owed, up to what was authorised; the rest, if any, stays owed. The
 * capture and its payment row share one key made from the invoice, so a second press, twenty at
 * once, or a retry after a lost answer captures once at Stripe (its idempotency key) and records
 * once here (`invoice_payments.idempotency_key`). No database transaction is held open while Stripe
 * answers.
 */
export async function captureCardForInvoice(
  db: Db,
  vendorId: string,
  invoiceId: string,
  stripe: StripeSettings,
  { today, recordedBy }: { today: CalendarDay; recordedBy: string },
): Promise<Result<{ capturedCents: number; balanceCents: number; captured: boolean }>> {
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
  const [done] = await db.select().from(invoicePayments).where(eq(invoicePayments.idempotencyKey, key));
  if (done) return { ok: true, data: { capturedCents: done.amountCents, balanceCents: (await balanceOf(db, invoiceId)).balanceCents, captured: false } };
  const { balanceCents, credited } = await balanceOf(db, invoiceId);
  if (credited || balanceCents === 0) return { ok: false, error: new AppError('conflict', 'Nothing is owed on this invoice.') };
  const amount = Math.min(balanceCents, found.authorisedCents ?? balanceCents);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripeClient(stripe).paymentIntents.capture(found.paymentIntentId, { amount_to_capture: amount }, { idempotencyKey: key });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError)
      return { ok: false, error: new AppError('conflict', AUTHORISATION_LAPSED, { reason: 'LAPSED' }) };
    if (error instanceof Stripe.errors.StripeError)
      return { ok: false, error: new AppError('unavailable', 'Stripe did not answer: try the capture again shortly.') };
    throw error;
  }
  const captured = intent.amount_received || amount;
  const [row] = await db
    .insert(invoicePayments)
    .values({ id: randomUUID(), invoiceId, amountCents: captured, receivedOn: today, method: 'card', reference: intent.id, idempotencyKey: key, recordedBy })
    .onConflictDoNothing({ target: invoicePayments.idempotencyKey })
    .returning({ id: invoicePayments.id });
  return { ok: true, data: { capturedCents: captured, balanceCents: (await balanceOf(db, invoiceId)).balanceCents, captured: Boolean(row) } };
}
