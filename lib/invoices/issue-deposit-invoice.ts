import 'server-only';
import type { Db, Tx } from '@/lib/db';
import type { DepositLine, orders } from '@/lib/db/schema';
import type { Actor } from '@/lib/audit/record-audit';
import { billOrder } from '@/lib/billing/bill-order';
import { AppError, type Result } from '@/lib/errors/app-error';
import { basisPoints, formatCents, percentOf } from '@/lib/house/money';
import type { CalendarDay } from '@/lib/text/calendar-day';
import { issueDocument, type DocumentIssuer, type IssuedDocument } from './issue-document';
import { billedLines, billingSettings, NOTHING_TO_BILL, portionsOf, type House } from './issue-invoice';

type Order = typeof orders.$inferSelect;

export const rentalInvoiceStands = (number: string) =>
  `Invoice ${number} stands for this order: a deposit comes before the rental invoice, which now bills the order whole.`;
export const DEPOSIT_NOTHING = 'A deposit is more than nothing: enter an amount or a percentage above 0.';
export const depositTooLarge = (quoted: string) => `A deposit is at most the quoted rental, ${quoted}.`;

/** What staff ask for: an amount in cents, or a percent of the order's quoted rental. */
export type DepositAsked = { amountCents: number; percent?: undefined } | { percent: number; amountCents?: undefined };

/**
 * "Issue deposit invoice" (issue 26 §3, decision 137): before the return, while lines are confirmed
 * or out, staff bill part of the order up front, as an amount or a percent of its quoted rental (its
 * lines at the agreed days, the quote's rates and schedule, staff's line discounts; before tax and
 * card processing, which the final invoice charges on the whole rental). A real invoice: kind
 * `deposit`, numbered in the INV series, final, credit-notable, counted in `salesAmount`, on the
 * production's terms (`invoiceTerms`), emailed, paid by recording a payment. The final rental invoice
 * takes it off ("Less deposit INV-…").
 *
 * One standing deposit per order, issued as every invoice is (`issueDocument`): a second press (or
 * twenty at once) finds the deposit and answers it. Once a rental invoice stands, a deposit is
 * refused; once a credit note cancels the deposit, another may be issued.
 */
export async function issueDepositInvoice(
  db: Db,
  house: House,
  vendorId: string,
  requestId: string,
  asked: DepositAsked,
  { staff, today, now = Date.now() }: { staff: Actor; today: CalendarDay; now?: number },
): Promise<Result<IssuedDocument>> {
  const bill: DocumentIssuer['bill'] = (tx, { order }) => billDeposit(tx, house, order, requestId, asked);
  return issueDocument(
    db,
    house,
    vendorId,
    requestId,
    {
      kind: 'deposit',
      action: 'issueDepositInvoice',
      refusedBy: { kind: 'rental', words: rentalInvoiceStands, reason: 'INVOICED' },
      bill,
      raced: 'The deposit invoice was issued already: look again.',
    },
    { staff, today, now },
  );
}

/** The deposit's one line, what staff asked for of the quoted rental; its audit row keeps the percent and the quote. */
async function billDeposit(tx: Tx, house: House, order: Order, requestId: string, asked: DepositAsked) {
  const lines = await billedLines(tx, requestId);
  if (lines.length === 0) throw new AppError('conflict', NOTHING_TO_BILL, { reason: 'NOTHING_TO_BILL' });
  const quotedCents = billOrder(portionsOf(lines, order, { agreed: true }), billingSettings(order, house, 'account')).rentalCents;
  const totalCents = asked.percent !== undefined ? percentOf(quotedCents, basisPoints(asked.percent)) : asked.amountCents;
  const field = asked.percent !== undefined ? 'percent' : 'amount';
  if (!(totalCents > 0)) throw new AppError('invalid', DEPOSIT_NOTHING, { fieldErrors: { [field]: DEPOSIT_NOTHING } });
  if (totalCents > quotedCents) {
    const words = depositTooLarge(formatCents(quotedCents, house));
    throw new AppError('invalid', words, { fieldErrors: { [field]: words } });
  }
  const line: DepositLine = { deposit: true, title: `Deposit on order ${order.number}`, percent: asked.percent ?? null, quotedCents, totalCents };
  return {
    document: {
      lines: [line],
      subtotalCents: totalCents,
      weeklyDiscountCents: 0,
      staffDiscountCents: 0,
      rentalCents: totalCents,
      processingCents: 0,
      taxCents: 0,
      totalCents,
    },
    audit: { percent: asked.percent ?? null, quotedCents },
  };
}
