import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { holdRequests, orders, productions } from '@/lib/db/schema';
import type { BillTo } from '@/lib/db/schema/invoices';
import type { ProductionTerms } from '@/lib/db/schema/productions';
import { AppError } from '@/lib/errors/app-error';
import { isOnAccount, TERMS_DAYS } from '@/lib/productions/production-words';
import { addDays, type CalendarDay } from '@/lib/text/calendar-day';

export const NO_ORDER_YET = 'This request has no order yet: confirm a line first.';

/**
 * The order of a request, its row locked for the rest of the transaction, with what decides how its
 * invoices are paid (the production's terms and whether a card was authorised) and whom they bill. Every issuer
 * (rental, L&D, deposit) and staff's line discount take this lock first, so they queue one behind
 * another on one order.
 */
export async function lockOrderForBilling(tx: Tx, vendorId: string, requestId: string) {
  const [found] = await tx
    .select({
      order: orders,
      cardMethod: holdRequests.cardMethod,
      terms: productions.terms,
      billTo: {
        production: productions.title,
        studio: productions.studio,
        company: productions.company,
        contact: productions.billingContact,
        email: productions.billingEmail,
        poNumber: productions.poNumber,
      },
    })
    .from(orders)
    .innerJoin(holdRequests, eq(holdRequests.id, orders.requestId))
    .leftJoin(productions, eq(productions.id, orders.productionId))
    .where(and(eq(orders.vendorId, vendorId), eq(orders.requestId, requestId)))
    .for('update', { of: orders });
  if (!found) throw new AppError('notFound', NO_ORDER_YET);
  // Without a production the left join gives a bill-to of nulls: the invoice then bills the customer.
  return { ...found, billTo: found.billTo?.production == null ? null : (found.billTo as BillTo) };
}

/**
 * How an order's invoice is paid and when it is due (issue 26 §1, decision 134): the production's
 * terms decide, card (due on issue) or Net 15/30/60 on account (due that many days after); without a
 * production, card when the request's card was authorised, otherwise on account after the house's
 * terms. The rental, L&D and deposit invoices all read it here.
 */
export function invoiceTerms(
  { terms, cardMethod }: { terms: ProductionTerms | null; cardMethod: string | null },
  accountTermsDays: number,
  today: CalendarDay,
): { paidBy: 'card' | 'account'; dueOn: CalendarDay } {
  const paidBy = terms ? (isOnAccount(terms) ? 'account' : 'card') : cardMethod ? 'card' : 'account';
  const termsDays = (terms && TERMS_DAYS[terms]) ?? accountTermsDays;
  return { paidBy, dueOn: paidBy === 'card' ? today : addDays(today, termsDays) };
}
