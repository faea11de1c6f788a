import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests, invoices, items, orders, productions, type InvoiceLine } from '@/lib/db/schema';
import { isOnAccount, TERMS_DAYS } from '@/lib/productions/production-words';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { billOrder, type BilledPortion } from '@/lib/billing/bill-order';
import { AppError, type Result } from '@/lib/errors/app-error';
import { nextDocumentNumber } from '@/lib/orders/document-number';
import type { Tenant } from '@/lib/tenant';
import { addDays, type CalendarDay } from '@/lib/text/calendar-day';
import { countSales } from './invoice-sums';
import { standingInvoice } from './standing-invoice';

type House = Pick<Tenant, 'currency' | 'cardAuthProcessingPercent' | 'vendor'> & {
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

/**
 * "Issue invoice" on an order whose lines are all back (issue 26 §3, decision 132): each returned
 * line billed by `billOrder` for the weeks from the day it really went out to the day it really came
 * back, at the weekly rate, discount schedule and processing percentage of the quote the order was
 * confirmed at, less staff's discount on the order, with the house's tax; numbered INV-YYYY-NNNNNN;
 * `salesAmount` rewritten.
 *
 * The order's row is locked first, so a second press (or a second member of staff) waits, then finds
 * the invoice and answers it instead of making another; the unique index on the order's rental
 * invoice refuses one made by any other path. For a production (issue 26 §1), its terms decide: card
 * (due on issue, with the processing charge) or Net 15/30/60 on account (due that many days after,
 * no processing charge). Without one, paid by card when the request's card was authorised (due on
 * issue); otherwise on account, due after the house's terms.
 */
export async function issueRentalInvoice(
  db: Db,
  house: House,
  vendorId: string,
  requestId: string,
  { staff, today, orderDiscountPercent = 0, now = Date.now() }: { staff: Actor; today: CalendarDay; orderDiscountPercent?: number; now?: number },
): Promise<Result<{ invoiceId: string; number: string; issued: boolean }>> {
  try {
    const data = await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ order: orders, cardMethod: holdRequests.cardMethod, terms: productions.terms })
        .from(orders)
        .innerJoin(holdRequests, eq(holdRequests.id, orders.requestId))
        .leftJoin(productions, eq(productions.id, orders.productionId))
        .where(and(eq(orders.vendorId, vendorId), eq(orders.requestId, requestId)))
        .for('update', { of: orders });
      if (!found) throw new AppError('notFound', 'This request has no order yet: confirm a line first.');
      const { order } = found;
      const { standing, count: previous } = await standingInvoice(tx, order.id, 'rental');
      if (standing) return { invoiceId: standing.id, number: standing.number, issued: false };

      const lines = await tx
        .select({ line: holdLines, weeklyPrice: items.weeklyPrice })
        .from(holdLines)
        .innerJoin(items, eq(items.id, holdLines.itemId))
        .where(and(eq(holdLines.requestId, requestId), inArray(holdLines.state, ['confirmed', 'out', 'returned'])))
        .orderBy(asc(holdLines.seq));
      const away = lines.filter(({ line }) => line.state !== 'returned').length;
      if (away > 0) throw new AppError('conflict', NOT_ALL_BACK(away), { reason: 'NOT_ALL_BACK' });
      if (lines.length === 0) throw new AppError('conflict', NOTHING_TO_BILL, { reason: 'NOTHING_TO_BILL' });

      const quote = (order.quote ?? {}) as SentQuote;
      const rateOf = (itemId: string, weeklyPrice: number | null) => quote.lines?.find((line) => line.itemId === itemId)?.weeklyRateCents ?? weeklyPrice ?? 0;
      const portions: (BilledPortion & { sku: string })[] = lines.map(({ line, weeklyPrice }) => ({
        lineId: line.id,
        title: line.title,
        sku: line.sku,
        units: line.quantity,
        weeklyRateCents: rateOf(line.itemId, weeklyPrice),
        // A line moved before these days were kept is billed for the days the order agreed.
        outOn: line.outOn ?? order.pickUpOn,
        backOn: line.backOn ?? order.returnOn,
      }));
      // Issue 26 §1: the production's terms decide; without a production, the card authorised or not.
      const paidBy = found.terms ? (isOnAccount(found.terms) ? 'account' : 'card') : found.cardMethod ? 'card' : 'account';
      const termsDays = (found.terms && TERMS_DAYS[found.terms]) ?? house.billing.accountTermsDays;
      const bill = billOrder(
        portions,
        {
          weeklyDiscounts: quote.weeklyDiscounts ?? [],
          discountAfterEighthWeek: quote.discountAfterEighthWeek ?? undefined,
          taxPercent: house.billing.taxPercent,
          taxOnProcessing: house.billing.taxOnProcessing,
          cardProcessingPercent: paidBy === 'card' ? (quote.cardProcessingPercent ?? house.cardAuthProcessingPercent) : null,
        },
        orderDiscountPercent,
      );
      const number = await nextDocumentNumber(tx, vendorId, 'invoice', Number(today.slice(0, 4)));
      const invoiceId = randomUUID();
      const invoiceLines: InvoiceLine[] = bill.lines.map((line) => ({
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
        totalCents: line.totalCents,
      }));
      const at = new Date(now);
      await tx.insert(invoices).values({
        id: invoiceId,
        vendorId,
        number,
        kind: 'rental',
        issue: previous + 1,
        orderId: order.id,
        uid: order.uid,
        paidBy,
        issuedOn: today,
        dueOn: paidBy === 'card' ? today : addDays(today, termsDays),
        currency: house.currency,
        lines: invoiceLines,
        subtotalCents: bill.subtotalCents,
        weeklyDiscountCents: bill.weeklyDiscountCents,
        staffDiscountCents: bill.staffDiscountCents,
        rentalCents: bill.rentalCents,
        processingCents: bill.processingCents,
        taxCents: bill.taxCents,
        totalCents: bill.totalCents,
        issuedBy: staff.name,
        createdAt: at,
      });
      await countSales(tx, vendorId, order.uid);
      await recordAudit(
        tx,
        {
          vendorId,
          actor: staff,
          subjectType: 'request',
          subjectId: requestId,
          action: 'issueInvoice',
          before: {},
          after: { invoiceId, number, totalCents: bill.totalCents },
        },
        at,
      );
      return { invoiceId, number, issued: true };
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}
