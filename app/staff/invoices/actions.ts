'use server';

import { z } from 'zod';
import { stripeFromEnv } from '@/lib/house/card-processor';
import { actorOf } from '@/lib/identity/audit-actor';
import { getDb } from '@/lib/db';
import { formAction } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import { houseToday } from '@/lib/house/clock';
import { captureCardForInvoice } from '@/lib/invoices/capture-card';
import { sendInvoice } from '@/lib/invoices/invoice-email';
import { payFromAccountCredit } from '@/lib/invoices/account-credit';
import { issueCreditNote } from '@/lib/invoices/issue-credit-note';
import { issueRentalInvoice } from '@/lib/invoices/issue-invoice';
import { issueLossDamageInvoice } from '@/lib/invoices/issue-loss-damage-invoice';
import { paymentSchema } from '@/lib/invoices/payment-schema';
import { getInvoice } from '@/lib/invoices/read-invoices';
import { recordPayment } from '@/lib/invoices/record-payment';
import { payFromCreditSchema } from '@/lib/invoices/refund-credit-schema';
import { depositForm, depositHandler, discountPercent, lineDiscountForm, lineDiscountHandler } from '@/lib/invoices/staff-invoice-forms';
import { formatCents } from '@/lib/house/money';
import { tenant } from '@/lib/tenant';
import { typedLine } from '@/lib/text/typed-text';

const id = (what: string) => typedLine(what).min(1).max(100);
const today = () => houseToday(tenant.vendor.timezone);

/** "Issue invoice" on an order whose lines are all back (issue 26 §3): issued once, then emailed to the customer. */
export const issueInvoiceAction = formAction(
  {
    access: 'staff',
    schema: z.object({
      requestId: id('a request'),
      discountPercent: discountPercent().default(0),
    }),
    start: FORM_START,
  },
  async ({ requestId, discountPercent }, { viewer }) => {
    const db = await getDb();
    const issued = await issueRentalInvoice(db, tenant, tenant.vendor.id, requestId, {
      staff: actorOf(viewer),
      today: today(),
      orderDiscountPercent: discountPercent,
    });
    if (!issued.ok) return { error: issued.error };
    const { number, invoiceId } = issued.data;
    if (!issued.data.issued) return { message: `Invoice ${number} was issued already.` };
    const charged = await chargeCard(invoiceId, actorOf(viewer).name);
    const to = await sendInvoice(db, tenant.vendor.id, invoiceId, tenant);
    return { message: `Invoice ${number} issued${charged}${to ? ` and emailed to ${to}` : '; the email could not be sent'}.` };
  },
);

/** "Discount on this line (%)" (issue 26 §3, decision 137): before the rental invoice, which bills it; refused once one stands. */
export const lineDiscountAction = formAction(lineDiscountForm, lineDiscountHandler);

/** "Issue deposit invoice" (issue 26 §3, decision 137): part of the order billed before the return, once; the final invoice takes it off. */
export const issueDepositInvoiceAction = formAction(depositForm, depositHandler);

/** "Issue L&D invoice" (issue 26 §4): the order's loss and damage, billed once apart from the rental, then emailed. */
export const issueLossDamageInvoiceAction = formAction(
  { access: 'staff', schema: z.object({ requestId: id('a request') }), start: FORM_START },
  async ({ requestId }, { viewer }) => {
    const db = await getDb();
    const issued = await issueLossDamageInvoice(db, tenant, tenant.vendor.id, requestId, { staff: actorOf(viewer), today: today() });
    if (!issued.ok) return { error: issued.error };
    const { number, invoiceId } = issued.data;
    if (!issued.data.issued) return { message: `L&D invoice ${number} was issued already.` };
    const to = await sendInvoice(db, tenant.vendor.id, invoiceId, tenant);
    return {
      message: `L&D invoice ${number} issued for ${formatCents(issued.data.totalCents, tenant)}${to ? ` and emailed to ${to}` : '; the email could not be sent'}.`,
    };
  },
);

/**
 * A card invoice charged to the card authorised online (decision 133): ", $206.00 charged to the
 * card", or what stops it; nothing where the order was not authorised online or Stripe is not set up.
 */
async function chargeCard(invoiceId: string, recordedBy: string): Promise<string> {
  const stripe = stripeFromEnv();
  const [invoice] = stripe ? [await getInvoice(await getDb(), tenant.vendor.id, invoiceId)] : [];
  if (!stripe || !invoice?.cardOnline || invoice.paidBy !== 'card') return '';
  const captured = await captureCardForInvoice(await getDb(), tenant.vendor.id, invoiceId, stripe, { today: today(), recordedBy });
  if (!captured.ok) return ` (the card was not charged: ${captured.error.message})`;
  const left = captured.data.balanceCents > 0 ? `, ${formatCents(captured.data.balanceCents, tenant)} still owed` : '';
  const renewed = captured.data.renewed ? ' (its authorisation had lapsed: charged anew)' : '';
  return `, ${formatCents(captured.data.capturedCents, tenant)} charged to the card${renewed}${left},`;
}

/** "Charge the card" on a card invoice still owed: a capture that failed or was not tried, again. */
export const chargeCardAction = formAction(
  { access: 'staff', schema: z.object({ invoiceId: id('an invoice') }), start: FORM_START },
  async ({ invoiceId }, { viewer }) => {
    const stripe = stripeFromEnv();
    if (!stripe) return { message: 'Card payments are not set up: record the payment instead.' };
    const captured = await captureCardForInvoice(await getDb(), tenant.vendor.id, invoiceId, stripe, { today: today(), recordedBy: actorOf(viewer).name });
    if (!captured.ok) return { error: captured.error };
    const left = captured.data.balanceCents > 0 ? ` ${formatCents(captured.data.balanceCents, tenant)} still owed.` : ' Paid in full.';
    const renewed = captured.data.renewed ? ' Its authorisation had lapsed: the card was charged anew.' : '';
    return { message: `${formatCents(captured.data.capturedCents, tenant)} charged to the card.${renewed}${left}` };
  },
);

/** Staff send an issued invoice again (a new billing contact, a lost email). */
export const emailInvoiceAction = formAction(
  { access: 'staff', schema: z.object({ invoiceId: id('an invoice') }), start: FORM_START },
  async ({ invoiceId }) => {
    const to = await sendInvoice(await getDb(), tenant.vendor.id, invoiceId, tenant);
    return to ? { message: `Emailed to ${to}.` } : { message: 'The email could not be sent; try again later.' };
  },
);

export const recordPaymentAction = formAction({ access: 'staff', schema: paymentSchema, start: FORM_START }, async (input, { viewer }) => {
  const money = (cents: number) => formatCents(cents, tenant);
  const recorded = await recordPayment(await getDb(), tenant.vendor.id, input, { recordedBy: actorOf(viewer).name, formatMoney: money });
  if (!recorded.ok) return { error: recorded.error };
  const left = recorded.data.balanceCents === 0 ? 'Paid in full.' : `${money(recorded.data.balanceCents)} still owed.`;
  return { message: recorded.data.recorded ? `Payment of ${money(input.amount)} recorded. ${left}` : `That payment was recorded already. ${left}` };
});

/** "Pay from account credit" (issue 36 §4.5, decision 149): as much of the customer's credit as the invoice owes. */
export const payFromCreditAction = formAction({ access: 'staff', schema: payFromCreditSchema, start: FORM_START }, async (input, { viewer }) => {
  const money = (cents: number) => formatCents(cents, tenant);
  const paid = await payFromAccountCredit(await getDb(), tenant.vendor.id, input, { staff: actorOf(viewer), today: today() });
  if (!paid.ok) return { error: paid.error };
  const left = paid.data.balanceCents === 0 ? 'Paid in full.' : `${money(paid.data.balanceCents)} still owed.`;
  return {
    message: paid.data.recorded ? `${money(paid.data.amountCents)} paid from account credit. ${left}` : `That was paid from account credit already. ${left}`,
  };
});

export const creditNoteAction = formAction(
  {
    access: 'staff',
    schema: z.object({
      invoiceId: id('an invoice'),
      reason: typedLine('the reason').min(1, 'Say why the invoice is cancelled.').max(300, 'Keep the reason to 300 characters.'),
    }),
    start: FORM_START,
  },
  async ({ invoiceId, reason }, { viewer }) => {
    const credited = await issueCreditNote(await getDb(), tenant.vendor.id, invoiceId, reason, { staff: actorOf(viewer), today: today() });
    if (!credited.ok) return { error: credited.error };
    // Issue 36 §4.5: what was paid on it is now the customer's credit on account (decision 149).
    const credit =
      credited.data.creditedCents > 0 ? ` ${formatCents(credited.data.creditedCents, tenant)} paid on it is now credit on the customer's account.` : '';
    return {
      message: `Credit note ${credited.data.number} issued: the invoice is cancelled. Issue a new invoice from the order if one is owed.${credit}`,
    };
  },
);
