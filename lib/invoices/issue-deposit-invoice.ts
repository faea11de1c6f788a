import 'server-only';
import type { Db } from '@/lib/db';
import type { DepositLine } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { billOrder } from '@/lib/billing/bill-order';
import { percentOf } from '@/lib/house/money';
import { basisPoints } from '@/lib/house/money';
import { violatedConstraint } from '@/lib/db/constraint-violation';
import { AppError, type Result } from '@/lib/errors/app-error';
import { formatCents } from '@/lib/house/money';
import type { CalendarDay } from '@/lib/text/calendar-day';
import { billedLines, billingSettings, NOTHING_TO_BILL, portionsOf, type House } from './issue-invoice';
import { invoiceTerms, lockOrderForBilling } from './order-terms';
import { standingInvoice } from './standing-invoice';
import { writeInvoice } from './write-invoice';

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
 * One standing deposit per order: the order's row is locked first, so a second press (or twenty at
 * once) waits, then finds the deposit and answers it; the unique index
 * `invoices_one_deposit_per_order` refuses one made by any other path. Once a rental invoice
 * stands, a deposit is refused; once a credit note cancels the deposit, another may be issued.
 */
export async function issueDepositInvoice(
  db: Db,
  house: House,
  vendorId: string,
  requestId: string,
  asked: DepositAsked,
  { staff, today, now = Date.now() }: { staff: Actor; today: CalendarDay; now?: number },
): Promise<Result<{ invoiceId: string; number: string; issued: boolean; totalCents: number }>> {
  try {
    const data = await db.transaction(async (tx) => {
      const found = await lockOrderForBilling(tx, vendorId, requestId);
      const { order } = found;
      const { standing: rental } = await standingInvoice(tx, order.id, 'rental');
      if (rental) throw new AppError('conflict', rentalInvoiceStands(rental.number), { reason: 'INVOICED' });
      const { standing, count: previous } = await standingInvoice(tx, order.id, 'deposit');
      if (standing) return { invoiceId: standing.id, number: standing.number, issued: false, totalCents: standing.totalCents };

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

      const { paidBy, dueOn } = invoiceTerms(found, house.billing.accountTermsDays, today);
      const line: DepositLine = { deposit: true, title: `Deposit on order ${order.number}`, percent: asked.percent ?? null, quotedCents, totalCents };
      const at = new Date(now);
      const { invoiceId, number } = await writeInvoice(
        tx,
        found,
        {
          kind: 'deposit',
          lines: [line],
          subtotalCents: totalCents,
          weeklyDiscountCents: 0,
          staffDiscountCents: 0,
          rentalCents: totalCents,
          processingCents: 0,
          taxCents: 0,
          totalCents,
        },
        { vendorId, issue: previous + 1, paidBy, dueOn, today, currency: house.currency, issuedBy: staff.name, at },
      );
      await recordAudit(
        tx,
        {
          vendorId,
          actor: staff,
          subjectType: 'request',
          subjectId: requestId,
          action: 'issueDepositInvoice',
          before: {},
          after: { invoiceId, number, totalCents, percent: asked.percent ?? null, quotedCents },
        },
        at,
      );
      return { invoiceId, number, issued: true, totalCents };
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    if (violatedConstraint(error) === 'invoices_one_deposit_per_order')
      return { ok: false, error: new AppError('conflict', 'The deposit invoice was issued already: look again.', { reason: 'RACED' }) };
    throw error;
  }
}
