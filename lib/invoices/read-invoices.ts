import 'server-only';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests, invoicePayments, invoices, isLossDamageLine, orders, vendorUsers, type InvoiceKind, type Photo } from '@/lib/db/schema';
import { customerName } from '@/lib/customers/customer-name';
import type { CalendarDay } from '@/lib/text/calendar-day';

type Invoice = typeof invoices.$inferSelect;
type Payment = typeof invoicePayments.$inferSelect;

export type InvoiceSummary = {
  id: string;
  number: string;
  kind: InvoiceKind;
  issuedOn: string;
  dueOn: string;
  paidBy: 'card' | 'account';
  totalCents: number;
  paidCents: number;
  /** What is still owed: nothing on a credit note, or on an invoice a credit note cancelled. */
  balanceCents: number;
  /** The credit note cancelling this invoice, or the invoice this credit note cancels. */
  pairedNumber: string | null;
  orderNumber: string;
  requestId: string;
  production: string;
  customer: { uid: string; name: string; email: string };
};

const paid = sql<number>`(select coalesce(sum(paid.amount_cents), 0)::int from invoice_payments as paid where paid.invoice_id = invoices.id)`;
const creditedBy = sql<string | null>`(select notes.number from invoices as notes where notes.credits_invoice_id = invoices.id)`;
const credits = sql<string | null>`(select credited.number from invoices as credited where credited.id = invoices.credits_invoice_id)`;

async function summaries(db: Db, where: SQL | undefined, order: SQL[] = [desc(invoices.createdAt)], limit = 500): Promise<InvoiceSummary[]> {
  const rows = await db
    .select({
      invoice: invoices,
      paidCents: paid,
      creditedBy,
      credits,
      orderNumber: orders.number,
      requestId: orders.requestId,
      production: orders.production,
      name: customerName,
      email: vendorUsers.email,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(vendorUsers, and(eq(vendorUsers.vendorId, invoices.vendorId), eq(vendorUsers.uid, invoices.uid)))
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return rows.map(({ invoice, paidCents, creditedBy, credits, orderNumber, requestId, production, name, email }) => {
    const received = Number(paidCents);
    const owed = invoice.kind !== 'creditNote' && !creditedBy ? invoice.totalCents - received : 0;
    return {
      id: invoice.id,
      number: invoice.number,
      kind: invoice.kind,
      issuedOn: invoice.issuedOn,
      dueOn: invoice.dueOn,
      paidBy: invoice.paidBy,
      totalCents: invoice.totalCents,
      paidCents: received,
      balanceCents: owed,
      pairedNumber: creditedBy ?? credits ?? null,
      orderNumber,
      requestId,
      production,
      customer: { uid: invoice.uid, name: name ?? '', email: email ?? '' },
    };
  });
}

/** An invoice with what the printable page shows; null when the vendor has none by that id. Who may see it is the caller's check. */
export async function getInvoice(
  db: Db,
  vendorId: string,
  invoiceId: string,
): Promise<
  | (InvoiceSummary & {
      invoice: Invoice;
      payments: Payment[];
      studio: string;
      pickUpOn: string;
      returnOn: string;
      cardOnline: boolean;
      /** Issue 38 §2: the photos of each line's condition (by line), the loss-and-damage invoice's evidence. */
      evidence: Record<string, Photo[]>;
    })
  | null
> {
  const [summary] = await summaries(db, and(eq(invoices.vendorId, vendorId), eq(invoices.id, invoiceId)), undefined, 1);
  if (!summary) return null;
  const [[invoice], payments, [order]] = await Promise.all([
    db.select().from(invoices).where(eq(invoices.id, invoiceId)),
    db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId)).orderBy(asc(invoicePayments.createdAt)),
    db
      .select({ studio: orders.studio, pickUpOn: orders.pickUpOn, returnOn: orders.returnOn, paymentIntentId: holdRequests.stripePaymentIntentId })
      .from(orders)
      .innerJoin(invoices, eq(invoices.orderId, orders.id))
      .innerJoin(holdRequests, eq(holdRequests.id, orders.requestId))
      .where(eq(invoices.id, invoiceId)),
  ]);
  const { paymentIntentId, ...days } = order!;
  const lineIds = invoice!.lines.filter(isLossDamageLine).map((line) => line.lineId);
  const photographed =
    lineIds.length === 0 ? [] : await db.select({ id: holdLines.id, photos: holdLines.conditionPhotos }).from(holdLines).where(inArray(holdLines.id, lineIds));
  const evidence = Object.fromEntries(photographed.map((line) => [line.id, line.photos]));
  return { ...summary, ...days, invoice: invoice!, payments, cardOnline: paymentIntentId !== null, evidence };
}

/** The documents of each request's order, oldest first: for "Your Holds" and the staff's request page. */
export async function invoicesOfRequests(db: Db, requestIds: string[]): Promise<Map<string, InvoiceSummary[]>> {
  const byRequest = new Map<string, InvoiceSummary[]>();
  if (requestIds.length === 0) return byRequest;
  for (const summary of await summaries(db, inArray(orders.requestId, requestIds), [asc(invoices.createdAt)]))
    byRequest.set(summary.requestId, [...(byRequest.get(summary.requestId) ?? []), summary]);
  return byRequest;
}

export const INVOICE_VIEWS = ['all', 'unpaid', 'overdue'] as const;
export type InvoiceView = (typeof INVOICE_VIEWS)[number];

/**
 * Staff's invoices (issue 26 §3), newest first: all of them with credit notes, those still owed, or
 * "Overdue": still owed after their due day, the oldest due first.
 */
const owed = sql`${invoices.kind} <> 'creditNote' and ${creditedBy} is null and ${invoices.totalCents} > ${paid}`;
const overdue = (vendorId: string, today: CalendarDay) => and(eq(invoices.vendorId, vendorId), owed, sql`${invoices.dueOn} < ${today}`);

const inView = (vendorId: string, view: InvoiceView, today: CalendarDay) =>
  view === 'all' ? eq(invoices.vendorId, vendorId) : view === 'unpaid' ? and(eq(invoices.vendorId, vendorId), owed) : overdue(vendorId, today);

/** `limit`: the Today page's first few (issue 38 §5); the staff's list shows up to 500. */
export async function listInvoices(db: Db, vendorId: string, view: InvoiceView, today: CalendarDay, limit = 500): Promise<InvoiceSummary[]> {
  return summaries(db, inView(vendorId, view, today), view === 'overdue' ? [asc(invoices.dueOn)] : undefined, limit);
}

/** How many invoices a view holds: the Today page's "Unpaid invoices (3)" (issue 38 §5). */
export async function countInvoicesInView(db: Db, vendorId: string, view: InvoiceView, today: CalendarDay): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(invoices)
    .where(inView(vendorId, view, today));
  return Number(row?.count ?? 0);
}

/** The staff navigation's "2 overdue" beside Invoices. */
export async function countOverdueInvoices(db: Db, vendorId: string, today: CalendarDay): Promise<number> {
  return countInvoicesInView(db, vendorId, 'overdue', today);
}

/** Every payment of the house's invoices, oldest first, for the accountant's CSV. */
export async function listPayments(db: Db, vendorId: string) {
  return db
    .select({ payment: invoicePayments, number: invoices.number })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(eq(invoices.vendorId, vendorId))
    .orderBy(asc(invoicePayments.receivedOn), asc(invoicePayments.createdAt));
}

/** Every invoice and credit note of the house, oldest first, with their lines: the accountant's CSV. */
export async function exportInvoices(db: Db, vendorId: string) {
  const [all, documents] = await Promise.all([
    summaries(db, eq(invoices.vendorId, vendorId), [asc(invoices.createdAt)], 100_000),
    db.select().from(invoices).where(eq(invoices.vendorId, vendorId)),
  ]);
  const byId = new Map(documents.map((invoice) => [invoice.id, invoice]));
  return all.map((summary) => ({ ...summary, document: byId.get(summary.id)! }));
}
