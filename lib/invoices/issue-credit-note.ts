import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { invoices, isLessDepositLine, orders } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { violatedConstraint } from '@/lib/db/constraint-violation';
import { AppError, type Result } from '@/lib/errors/app-error';
import { nextDocumentNumber } from '@/lib/orders/document-number';
import type { CalendarDay } from '@/lib/text/calendar-day';
import { creditPaymentsOfCancelled } from './account-credit';
import { countSales } from './invoice-sums';
import { standingInvoice } from './standing-invoice';

export const ALREADY_CREDITED = 'This invoice has a credit note already.';
export const depositTakenOff = (number: string) =>
  `Invoice ${number} took this deposit off its total: cancel that invoice with a credit note first, then the deposit.`;

/**
 * A credit note cancelling an issued invoice, whole (issue 26 §3): the invoice itself is never
 * changed. It carries the invoice's lines and sums and staff's reason, numbered CN-YYYY-NNNNNN; once
 * credited, the order may be invoiced again. A deposit invoice is credited like any other, but not
 * while a standing rental invoice takes it off (decision 137). The invoice's row is locked first and the unique
 * `credits_invoice_id` refuses a second note from any path. What was already paid on the invoice
 * becomes credit on the customer's account, in the same transaction (issue 36 §4.5, decision 149).
 */
export async function issueCreditNote(
  db: Db,
  vendorId: string,
  invoiceId: string,
  reason: string,
  { staff, today, now = Date.now() }: { staff: Actor; today: CalendarDay; now?: number },
): Promise<Result<{ creditNoteId: string; number: string; creditedCents: number }>> {
  try {
    const data = await db.transaction(async (tx) => {
      const [invoice] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.vendorId, vendorId), eq(invoices.id, invoiceId), inArray(invoices.kind, ['rental', 'lossAndDamage', 'deposit'])))
        .for('update');
      if (!invoice) throw new AppError('notFound', 'We could not find that invoice.');
      const [existing] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.creditsInvoiceId, invoiceId));
      if (existing) throw new AppError('conflict', ALREADY_CREDITED, { reason: 'ALREADY_CREDITED' });
      // Decision 137: a deposit a standing rental invoice took off stays, or the customer would be owed it twice.
      if (invoice.kind === 'deposit') {
        const { standing } = await standingInvoice(tx, invoice.orderId, 'rental');
        const [row] = standing ? await tx.select({ lines: invoices.lines }).from(invoices).where(eq(invoices.id, standing.id)) : [];
        if (row?.lines.some((line) => isLessDepositLine(line) && line.depositInvoiceId === invoiceId))
          throw new AppError('conflict', depositTakenOff(standing!.number), { reason: 'DEPOSIT_TAKEN_OFF' });
      }
      const [order] = await tx.select({ requestId: orders.requestId }).from(orders).where(eq(orders.id, invoice.orderId));
      const number = await nextDocumentNumber(tx, vendorId, 'creditNote', Number(today.slice(0, 4)));
      const creditNoteId = randomUUID();
      const at = new Date(now);
      const { id: _id, number: _number, issue: _issue, createdAt: _createdAt, note: _note, ...sums } = invoice;
      await tx.insert(invoices).values({
        ...sums,
        id: creditNoteId,
        number,
        kind: 'creditNote',
        creditsInvoiceId: invoiceId,
        issuedOn: today,
        dueOn: today,
        note: reason,
        issuedBy: staff.name,
        createdAt: at,
      });
      // Issue 36 §4.5 (decision 149): what was already paid on the invoice becomes credit on the customer's account.
      const creditedCents = await creditPaymentsOfCancelled(tx, { vendorId, uid: invoice.uid, invoiceId, creditNoteId, recordedBy: staff.name });
      await countSales(tx, vendorId, invoice.uid);
      await recordAudit(
        tx,
        {
          vendorId,
          actor: staff,
          subjectType: 'request',
          subjectId: order!.requestId,
          action: 'creditNote',
          before: { invoiceId, number: invoice.number },
          after: { creditNoteId, number, reason, ...(creditedCents > 0 ? { creditOnAccountCents: creditedCents } : {}) },
        },
        at,
      );
      return { creditNoteId, number, creditedCents };
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    if (violatedConstraint(error) === 'invoices_credits_invoice_id_unique') return { ok: false, error: new AppError('conflict', ALREADY_CREDITED) };
    throw error;
  }
}
