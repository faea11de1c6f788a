import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { accountCredits, invoicePayments, invoices } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';
import type { CalendarDay } from '@/lib/text/calendar-day';
import { balanceOf } from './record-payment';

/** How a payment from the credit on account reads wherever payments are listed. */
export const FROM_ACCOUNT_CREDIT = 'From account credit';
export const NO_CREDIT = 'This customer has no credit on account.';
export const NOTHING_OWED = 'Nothing is owed on this invoice.';
export const moreThanCredit = (credit: string) => `That is more than the ${credit} credit on account.`;

/**
 * The customer's own lock (decision 149): every write of their credit takes it first and reads the
 * balance after it, so two uses at once are decided one after the other and the credit is never
 * spent twice. A transaction-scoped advisory lock, keyed by house and customer: there may be no row
 * of theirs to lock yet.
 */
async function lockAccount(tx: Tx, vendorId: string, uid: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`account-credit:${vendorId}:${uid}`}, 0))`);
}

/** The customer's credit on account, in cents: what came in from credit notes less what was used and refunded. */
export async function creditBalance(tx: Db | Tx, vendorId: string, uid: string): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${accountCredits.amountCents}), 0)::int` })
    .from(accountCredits)
    .where(and(eq(accountCredits.vendorId, vendorId), eq(accountCredits.uid, uid)));
  return Number(row?.cents ?? 0);
}

export type CreditEntry = {
  id: string;
  kind: 'creditNote' | 'applied' | 'refund';
  amountCents: number;
  number: string | null;
  reference: string;
  method: string;
  at: Date;
};

/** The balance and its entries, newest first, for the customer's staff page and their own. */
export async function accountCreditOf(db: Db, vendorId: string, uid: string): Promise<{ balanceCents: number; entries: CreditEntry[] }> {
  const entries = await db
    .select({
      id: accountCredits.id,
      kind: accountCredits.kind,
      amountCents: accountCredits.amountCents,
      number: invoices.number,
      reference: accountCredits.reference,
      method: accountCredits.method,
      at: accountCredits.createdAt,
    })
    .from(accountCredits)
    .leftJoin(invoices, eq(invoices.id, accountCredits.invoiceId))
    .where(and(eq(accountCredits.vendorId, vendorId), eq(accountCredits.uid, uid)))
    .orderBy(desc(accountCredits.createdAt), desc(accountCredits.id));
  return { balanceCents: entries.reduce((sum, entry) => sum + entry.amountCents, 0), entries };
}

/**
 * Inside `issueCreditNote`'s transaction, under the cancelled invoice's row lock: what was received
 * against the invoice (payments of every method, a use of earlier credit among them) becomes credit
 * on the customer's account. Keyed by the credit note, which the database allows once per invoice.
 */
export async function creditPaymentsOfCancelled(
  tx: Tx,
  { vendorId, uid, invoiceId, creditNoteId, recordedBy }: { vendorId: string; uid: string; invoiceId: string; creditNoteId: string; recordedBy: string },
): Promise<number> {
  const { paidCents } = await balanceOf(tx, invoiceId);
  if (paidCents <= 0) return 0;
  await lockAccount(tx, vendorId, uid);
  await tx.insert(accountCredits).values({
    id: randomUUID(),
    vendorId,
    uid,
    kind: 'creditNote',
    amountCents: paidCents,
    invoiceId: creditNoteId,
    idempotencyKey: `credit-note:${creditNoteId}`,
    recordedBy,
  });
  return paidCents;
}

/**
 * "Pay from account credit" on an invoice (decision 149): as much of the customer's credit as the
 * invoice still owes is recorded as a payment on it ("From account credit") and taken off the
 * credit, in one transaction: the invoice's row locked as `recordPayment` locks it, then the
 * customer's account. The form's key makes a second send answer the first.
 */
export async function payFromAccountCredit(
  db: Db,
  vendorId: string,
  { invoiceId, key }: { invoiceId: string; key: string },
  { staff, today, now = Date.now() }: { staff: Actor; today: CalendarDay; now?: number },
): Promise<Result<{ paymentId: string; amountCents: number; balanceCents: number; creditLeftCents: number; recorded: boolean }>> {
  try {
    const data = await db.transaction(async (tx) => {
      const [invoice] = await tx
        .select({ id: invoices.id, kind: invoices.kind, uid: invoices.uid, number: invoices.number })
        .from(invoices)
        .where(and(eq(invoices.vendorId, vendorId), eq(invoices.id, invoiceId)))
        .for('update');
      if (!invoice) throw new AppError('notFound', 'We could not find that invoice.');
      if (invoice.kind === 'creditNote') throw new AppError('conflict', 'A credit note is not paid.');
      await lockAccount(tx, vendorId, invoice.uid);
      const [again] = await tx
        .select({ paymentId: accountCredits.paymentId, amountCents: accountCredits.amountCents })
        .from(accountCredits)
        .where(eq(accountCredits.idempotencyKey, key));
      if (again)
        return {
          paymentId: again.paymentId ?? '',
          amountCents: -again.amountCents,
          balanceCents: (await balanceOf(tx, invoice.id)).balanceCents,
          creditLeftCents: await creditBalance(tx, vendorId, invoice.uid),
          recorded: false,
        };
      const { balanceCents, credited } = await balanceOf(tx, invoice.id);
      if (credited) throw new AppError('conflict', 'This invoice was cancelled by a credit note: nothing is owed on it.');
      if (balanceCents <= 0) throw new AppError('conflict', NOTHING_OWED);
      const credit = await creditBalance(tx, vendorId, invoice.uid);
      if (credit <= 0) throw new AppError('conflict', NO_CREDIT);
      const amountCents = Math.min(credit, balanceCents);
      const paymentId = randomUUID();
      const at = new Date(now);
      await tx.insert(invoicePayments).values({
        id: paymentId,
        invoiceId: invoice.id,
        amountCents,
        receivedOn: today,
        method: 'credit',
        reference: FROM_ACCOUNT_CREDIT,
        idempotencyKey: `account-credit:${key}`,
        recordedBy: staff.name,
        createdAt: at,
      });
      await tx.insert(accountCredits).values({
        id: randomUUID(),
        vendorId,
        uid: invoice.uid,
        kind: 'applied',
        amountCents: -amountCents,
        invoiceId: invoice.id,
        paymentId,
        idempotencyKey: key,
        recordedBy: staff.name,
        createdAt: at,
      });
      await recordAudit(
        tx,
        {
          vendorId,
          actor: staff,
          subjectType: 'customer',
          subjectId: invoice.uid,
          action: 'payFromCredit',
          before: { creditCents: credit, invoice: invoice.number, owedCents: balanceCents },
          after: { creditCents: credit - amountCents, invoice: invoice.number, owedCents: balanceCents - amountCents, paymentId },
        },
        at,
      );
      return { paymentId, amountCents, balanceCents: balanceCents - amountCents, creditLeftCents: credit - amountCents, recorded: true };
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}

/**
 * Staff record that credit on account was paid back to the customer (decision 149): by cheque,
 * transfer, to the card, as they did it. Never more than the credit, read under the customer's lock.
 */
export async function refundAccountCredit(
  db: Db,
  vendorId: string,
  { uid, amountCents, method, reference, key }: { uid: string; amountCents: number; method: string; reference: string; key: string },
  { staff, formatMoney, now = Date.now() }: { staff: Actor; formatMoney: (cents: number) => string; now?: number },
): Promise<Result<{ creditLeftCents: number; recorded: boolean }>> {
  try {
    const data = await db.transaction(async (tx) => {
      await lockAccount(tx, vendorId, uid);
      const [again] = await tx.select({ id: accountCredits.id }).from(accountCredits).where(eq(accountCredits.idempotencyKey, key));
      if (again) return { creditLeftCents: await creditBalance(tx, vendorId, uid), recorded: false };
      const credit = await creditBalance(tx, vendorId, uid);
      if (credit <= 0) throw new AppError('conflict', NO_CREDIT);
      if (amountCents > credit)
        throw new AppError('invalid', moreThanCredit(formatMoney(credit)), { fieldErrors: { amount: moreThanCredit(formatMoney(credit)) } });
      const at = new Date(now);
      await tx.insert(accountCredits).values({
        id: randomUUID(),
        vendorId,
        uid,
        kind: 'refund',
        amountCents: -amountCents,
        method,
        reference,
        idempotencyKey: key,
        recordedBy: staff.name,
        createdAt: at,
      });
      await recordAudit(
        tx,
        {
          vendorId,
          actor: staff,
          subjectType: 'customer',
          subjectId: uid,
          action: 'refundCredit',
          before: { creditCents: credit },
          after: { creditCents: credit - amountCents, refundedCents: amountCents, method, reference },
        },
        at,
      );
      return { creditLeftCents: credit - amountCents, recorded: true };
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}
