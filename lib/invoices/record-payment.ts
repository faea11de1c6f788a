import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { invoicePayments, invoices } from '@/lib/db/schema';
import { AppError, type Result } from '@/lib/errors/app-error';
import type { CalendarDay } from '@/lib/text/calendar-day';
import type { PaymentInput } from './payment-schema';

/** What is still owed on an invoice: its total less what was received, nothing once a credit note cancels it. */
export async function balanceOf(tx: Db | Tx, invoiceId: string): Promise<{ totalCents: number; paidCents: number; credited: boolean; balanceCents: number }> {
  const [row] = await tx
    .select({
      totalCents: invoices.totalCents,
      // Spelled out: inside a one-table select Drizzle leaves columns unqualified, and "id" would be the subquery's own.
      paidCents: sql<number>`(select coalesce(sum(paid.amount_cents), 0)::int from invoice_payments as paid where paid.invoice_id = invoices.id)`,
      credited: sql<boolean>`exists (select 1 from invoices as notes where notes.credits_invoice_id = invoices.id)`,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!row) return { totalCents: 0, paidCents: 0, credited: false, balanceCents: 0 };
  const paidCents = Number(row.paidCents);
  return { totalCents: row.totalCents, paidCents, credited: row.credited, balanceCents: row.credited ? 0 : row.totalCents - paidCents };
}

export const moreThanOwed = (balance: string) => `That is more than the ${balance} still owed.`;

/**
 * Staff record money received against an invoice (issue 26 §3). The invoice's row is locked while
 * the balance is read, so two payments at once cannot together pass what is owed; the form's own
 * key makes the same form sent twice record one payment (the second answers the first).
 */
export async function recordPayment(
  db: Db,
  vendorId: string,
  input: PaymentInput,
  { recordedBy, formatMoney }: { recordedBy: string; formatMoney: (cents: number) => string },
): Promise<Result<{ paymentId: string; recorded: boolean; balanceCents: number }>> {
  try {
    const data = await db.transaction(async (tx) => {
      const [invoice] = await tx
        .select({ id: invoices.id, kind: invoices.kind })
        .from(invoices)
        .where(and(eq(invoices.vendorId, vendorId), eq(invoices.id, input.invoiceId)))
        .for('update');
      if (!invoice) throw new AppError('notFound', 'We could not find that invoice.');
      if (invoice.kind === 'creditNote') throw new AppError('conflict', 'A credit note is not paid.');
      const [again] = await tx.select({ id: invoicePayments.id }).from(invoicePayments).where(eq(invoicePayments.idempotencyKey, input.key));
      if (again) return { paymentId: again.id, recorded: false, balanceCents: (await balanceOf(tx, invoice.id)).balanceCents };
      const { balanceCents, credited } = await balanceOf(tx, invoice.id);
      if (credited) throw new AppError('conflict', 'This invoice was cancelled by a credit note: nothing is owed on it.');
      if (input.amount > balanceCents)
        throw new AppError('invalid', moreThanOwed(formatMoney(balanceCents)), { fieldErrors: { amount: moreThanOwed(formatMoney(balanceCents)) } });
      const paymentId = crypto.randomUUID();
      await tx.insert(invoicePayments).values({
        id: paymentId,
        invoiceId: invoice.id,
        amountCents: input.amount,
        receivedOn: input.receivedOn as CalendarDay,
        method: input.method,
        reference: input.reference,
        idempotencyKey: input.key,
        recordedBy,
      });
      return { paymentId, recorded: true, balanceCents: balanceCents - input.amount };
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}
