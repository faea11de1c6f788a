import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { holdLines, items, orders, type InvoiceLine, type LessDepositLine } from '@/lib/db/schema';
import type { Actor } from '@/lib/audit/record-audit';
import { billOrder, type BilledPortion, type BillingSettings } from '@/lib/billing/bill-order';
import { AppError, type Result } from '@/lib/errors/app-error';
import { formatCents } from '@/lib/house/money';
import type { Tenant } from '@/lib/tenant';
import type { CalendarDay } from '@/lib/text/calendar-day';
import { issueDocument, type DocumentIssuer, type IssuedDocument } from './issue-document';
import { standingInvoice } from './standing-invoice';

export type House = Pick<Tenant, 'currency' | 'locale' | 'cardAuthProcessingPercent' | 'vendor'> & {
  billing: Pick<Tenant['billing'], 'taxPercent' | 'taxOnProcessing' | 'accountTermsDays'>;
};

/** The quote a request was sent with, as far as billing reads it (lib/holds/request-hold.ts writes it). */
type SentQuote = {
  lines?: { itemId: string; weeklyRateCents: number | null }[];
  weeklyDiscounts?: number[];
  discountAfterEighthWeek?: number | null;
  cardProcessingPercent?: number;
};

export const NOT_ALL_BACK = (away: number) =>
  `${away} ${away === 1 ? 'line is' : 'lines are'} not back yet: the invoice bills the days each line was really out.`;
export const NOTHING_TO_BILL = 'Nothing on this order went out: there is nothing to bill.';
export const depositExceeds = (number: string, excess: string) => `Deposit ${number} is more than this bill: ${excess} of it is owed back to the customer.`;

type Order = typeof orders.$inferSelect;

/** The order's lines that are billed (confirmed, out or back), in their order, with their prop's weekly price. */
export async function billedLines(tx: Tx, requestId: string) {
  return tx
    .select({ line: holdLines, weeklyPrice: items.weeklyPrice })
    .from(holdLines)
    .innerJoin(items, eq(items.id, holdLines.itemId))
    .where(and(eq(holdLines.requestId, requestId), inArray(holdLines.state, ['confirmed', 'out', 'returned'])))
    .orderBy(asc(holdLines.seq));
}

/**
 * The order's lines as `billOrder` reads them: each at the weekly rate it was quoted at, with staff's
 * discount on the line; for the days it really went out and came back, or, with `agreed`, for the
 * days the order agreed (what a deposit's percent is of).
 */
export function portionsOf(lines: Awaited<ReturnType<typeof billedLines>>, order: Order, { agreed = false } = {}): (BilledPortion & { sku: string })[] {
  const quote = (order.quote ?? {}) as SentQuote;
  const rateOf = (itemId: string, weeklyPrice: number | null) => quote.lines?.find((line) => line.itemId === itemId)?.weeklyRateCents ?? weeklyPrice ?? 0;
  return lines.map(({ line, weeklyPrice }) => ({
    lineId: line.id,
    title: line.title,
    sku: line.sku,
    units: line.quantity,
    weeklyRateCents: rateOf(line.itemId, weeklyPrice),
    // A line moved before these days were kept is billed for the days the order agreed.
    outOn: (agreed ? null : line.outOn) ?? order.pickUpOn,
    backOn: (agreed ? null : line.backOn) ?? order.returnOn,
    lineDiscountPercent: line.discountBasisPoints / 100,
  }));
}

/** The schedule and processing percentage of the quote the order was confirmed at, with the house's tax. */
export function billingSettings(order: Order, house: House, paidBy: 'card' | 'account'): BillingSettings {
  const quote = (order.quote ?? {}) as SentQuote;
  return {
    weeklyDiscounts: quote.weeklyDiscounts ?? [],
    discountAfterEighthWeek: quote.discountAfterEighthWeek ?? undefined,
    taxPercent: house.billing.taxPercent,
    taxOnProcessing: house.billing.taxOnProcessing,
    cardProcessingPercent: paidBy === 'card' ? (quote.cardProcessingPercent ?? house.cardAuthProcessingPercent) : null,
  };
}

/**
 * "Issue invoice" on an order whose lines are all back (issue 26 §3, decision 132): each returned
 * line billed by `billOrder` for the weeks from the day it really went out to the day it really came
 * back, at the weekly rate, discount schedule and processing percentage of the quote the order was
 * confirmed at, less staff's discount on each line (decision 137) and on the order, with the house's
 * tax; numbered INV-YYYY-NNNNNN; `salesAmount` rewritten.
 *
 * A deposit invoiced before it and still standing is taken off its total as a line "Less deposit
 * INV-…" (decision 137), never below nothing: a deposit larger than the bill takes the bill to $0 and
 * the invoice's note says how much of it is owed back to the customer.
 *
 * Issued as every invoice is (`issueDocument`): a second press (or a second member of staff) finds
 * the invoice and answers it instead of making another. How it is paid and when it is due: `invoiceTerms`.
 */
export async function issueRentalInvoice(
  db: Db,
  house: House,
  vendorId: string,
  requestId: string,
  { staff, today, orderDiscountPercent = 0, now = Date.now() }: { staff: Actor; today: CalendarDay; orderDiscountPercent?: number; now?: number },
): Promise<Result<IssuedDocument>> {
  const bill: DocumentIssuer['bill'] = (tx, { order }, { paidBy }) => billRental(tx, house, order, requestId, paidBy, orderDiscountPercent);
  return issueDocument(db, house, vendorId, requestId, { kind: 'rental', action: 'issueInvoice', bill }, { staff, today, now });
}

/** The rental invoice's lines and sums, less the standing deposit; its audit row names the deposit taken off. */
async function billRental(tx: Tx, house: House, order: Order, requestId: string, paidBy: 'card' | 'account', orderDiscountPercent: number) {
  const lines = await billedLines(tx, requestId);
  const away = lines.filter(({ line }) => line.state !== 'returned').length;
  if (away > 0) throw new AppError('conflict', NOT_ALL_BACK(away), { reason: 'NOT_ALL_BACK' });
  if (lines.length === 0) throw new AppError('conflict', NOTHING_TO_BILL, { reason: 'NOTHING_TO_BILL' });

  const portions = portionsOf(lines, order);
  const bill = billOrder(portions, billingSettings(order, house, paidBy), orderDiscountPercent);
  const invoiceLines: (InvoiceLine | LessDepositLine)[] = bill.lines.map((line) => ({
    lineId: line.lineId,
    title: line.title,
    sku: portions.find((portion) => portion.lineId === line.lineId)!.sku,
    units: line.units,
    weeklyRateCents: line.weeklyRateCents,
    outOn: line.outOn,
    backOn: line.backOn,
    weeks: line.weeks,
    subtotalCents: line.subtotalCents,
    weeklyDiscountCents: line.weeklyDiscountCents,
    staffDiscountCents: line.staffDiscountCents,
    ...(line.lineDiscountPercent ? { lineDiscountPercent: line.lineDiscountPercent } : {}),
    totalCents: line.totalCents,
  }));
  // Decision 137: the deposit invoiced before, taken off once, never past nothing.
  const { standing: deposit } = await standingInvoice(tx, order.id, 'deposit');
  const depositCents = deposit ? Math.min(deposit.totalCents, bill.totalCents) : 0;
  const excessCents = deposit ? deposit.totalCents - depositCents : 0;
  if (deposit)
    invoiceLines.push({
      lessDeposit: true,
      depositInvoiceId: deposit.id,
      number: deposit.number,
      depositCents: deposit.totalCents,
      totalCents: depositCents,
    });
  return {
    document: {
      lines: invoiceLines,
      subtotalCents: bill.subtotalCents,
      weeklyDiscountCents: bill.weeklyDiscountCents,
      staffDiscountCents: bill.staffDiscountCents,
      rentalCents: bill.rentalCents,
      processingCents: bill.processingCents,
      taxCents: bill.taxCents,
      depositCents,
      totalCents: bill.totalCents - depositCents,
      note: excessCents > 0 ? depositExceeds(deposit!.number, formatCents(excessCents, house)) : '',
    },
    audit: deposit ? { depositInvoiceId: deposit.id, depositCents, depositOwedBackCents: excessCents } : {},
  };
}
