import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Tx } from '@/lib/db';
import { invoices } from '@/lib/db/schema';
import { nextDocumentNumber } from '@/lib/orders/document-number';
import type { CalendarDay } from '@/lib/text/calendar-day';
import { countSales } from './invoice-sums';
import type { lockOrderForBilling } from './order-terms';

/** What each kind of invoice bills: its lines and sums, as the issuer worked them out. */
export type InvoiceDocument = Pick<
  typeof invoices.$inferInsert,
  | 'kind'
  | 'lines'
  | 'subtotalCents'
  | 'weeklyDiscountCents'
  | 'staffDiscountCents'
  | 'rentalCents'
  | 'processingCents'
  | 'taxCents'
  | 'depositCents'
  | 'totalCents'
  | 'note'
>;

/**
 * An invoice of the order the issuer has locked (`lockOrderForBilling`): the next INV number of the
 * year, its terms and bill-to, written with the customer's `salesAmount` in the same transaction.
 * The rental, L&D and deposit issuers each decide what it bills; this is what they share.
 */
export async function writeInvoice(
  tx: Tx,
  { order, billTo }: Awaited<ReturnType<typeof lockOrderForBilling>>,
  document: InvoiceDocument,
  {
    vendorId,
    issue,
    paidBy,
    dueOn,
    today,
    currency,
    issuedBy,
    at,
  }: { vendorId: string; issue: number; paidBy: 'card' | 'account'; dueOn: CalendarDay; today: CalendarDay; currency: string; issuedBy: string; at: Date },
): Promise<{ invoiceId: string; number: string }> {
  const number = await nextDocumentNumber(tx, vendorId, 'invoice', Number(today.slice(0, 4)));
  const invoiceId = randomUUID();
  await tx.insert(invoices).values({
    ...document,
    id: invoiceId,
    vendorId,
    number,
    issue,
    orderId: order.id,
    uid: order.uid,
    paidBy,
    issuedOn: today,
    dueOn,
    currency,
    billTo,
    issuedBy,
    createdAt: at,
  });
  await countSales(tx, vendorId, order.uid);
  return { invoiceId, number };
}
