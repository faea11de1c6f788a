import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { customerPaperwork, vendorUsers, type AccountType } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';
import type { CustomerKey } from '@/lib/house/customer-key';

export type Paperwork = {
  accountType: AccountType;
  insuranceFileKey: string | null;
  insuranceFileName: string | null;
  insuranceExpiresOn: string | null;
  agreementAcceptedAt: Date | null;
};

/** A customer nobody has recorded paperwork for: cash on delivery, nothing on file. */
export const NO_PAPERWORK: Paperwork = {
  accountType: 'cod',
  insuranceFileKey: null,
  insuranceFileName: null,
  insuranceExpiresOn: null,
  agreementAcceptedAt: null,
};

export function paperworkFrom(row: typeof customerPaperwork.$inferSelect | null | undefined): Paperwork {
  if (!row) return NO_PAPERWORK;
  return {
    accountType: row.accountType,
    insuranceFileKey: row.insuranceFileKey,
    insuranceFileName: row.insuranceFileName,
    insuranceExpiresOn: row.insuranceExpiresOn,
    agreementAcceptedAt: row.agreementAcceptedAt,
  };
}

export async function paperworkOf(db: Db, { vendorId, uid }: CustomerKey): Promise<Paperwork> {
  const [row] = await db
    .select()
    .from(customerPaperwork)
    .where(and(eq(customerPaperwork.vendorId, vendorId), eq(customerPaperwork.uid, uid)));
  return paperworkFrom(row);
}

/** What a change makes of the paperwork it finds (under the row's lock), or why it may not. */
export type PaperworkChange = (current: Paperwork) => Partial<Paperwork> | AppError;

export type PaperworkWritten = { before: Paperwork; after: Paperwork; changed: boolean };

/** The audit row's words for a value: dates as ISO text, so before and after read back as they were. */
const audited = (value: Paperwork[keyof Paperwork]) => (value instanceof Date ? value.toISOString() : value);

/**
 * The one write of a customer's paperwork (issue 13 §2, §9): the row made when first needed and
 * locked, the change worked out from what is there now, the row updated and its audit row written
 * (only the fields that changed, before and after) in the same transaction. A change that changes
 * nothing writes nothing. `actor` is the staff member, or the customer accepting the agreement
 * themselves.
 */
export async function changePaperwork(
  db: Db,
  customer: CustomerKey,
  actor: Actor,
  action: string,
  change: PaperworkChange,
  now = new Date(),
): Promise<Result<PaperworkWritten>> {
  try {
    const written = await db.transaction(async (tx) => {
      const [person] = await tx
        .select({ uid: vendorUsers.uid })
        .from(vendorUsers)
        .where(and(eq(vendorUsers.vendorId, customer.vendorId), eq(vendorUsers.uid, customer.uid)));
      if (!person) throw new AppError('notFound', 'We could not find that customer.');
      const mine = and(eq(customerPaperwork.vendorId, customer.vendorId), eq(customerPaperwork.uid, customer.uid));
      await tx.insert(customerPaperwork).values({ vendorId: customer.vendorId, uid: customer.uid, updatedAt: now }).onConflictDoNothing();
      const [row] = await tx.select().from(customerPaperwork).where(mine).for('update');
      const before = paperworkFrom(row);
      const patch = change(before);
      if (patch instanceof AppError) throw patch;
      const after = { ...before, ...patch };
      const fields = (Object.keys(patch) as (keyof Paperwork)[]).filter((field) => audited(before[field]) !== audited(after[field]));
      if (fields.length === 0) return { before, after: before, changed: false };
      await tx
        .update(customerPaperwork)
        .set({ ...Object.fromEntries(fields.map((field) => [field, after[field]])), updatedAt: now })
        .where(mine);
      await recordAudit(
        tx,
        {
          vendorId: customer.vendorId,
          actor,
          subjectType: 'customer',
          subjectId: customer.uid,
          action,
          before: Object.fromEntries(fields.map((field) => [field, audited(before[field])])),
          after: Object.fromEntries(fields.map((field) => [field, audited(after[field])])),
        },
        now,
      );
      return { before, after, changed: true };
    });
    return { ok: true, data: written };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}

/** Staff set how the customer settles with the house: cash on delivery, card, or a Net 30 account. */
export function setAccountType(db: Db, customer: CustomerKey, accountType: AccountType, actor: Actor, now = new Date()) {
  return changePaperwork(db, customer, actor, 'setAccountType', () => ({ accountType }), now);
}

/**
 * The rental agreement accepted (issue 13 §2; decision 95): by the customer ticking "I accept the
 * rental agreement", or by staff recording a signed paper copy. The first acceptance stands; a
 * second is no change.
 */
export function acceptRentalAgreement(db: Db, customer: CustomerKey, actor: Actor, how: 'online' | 'paper', now = new Date()) {
  return changePaperwork(
    db,
    customer,
    actor,
    how === 'online' ? 'acceptAgreement' : 'recordPaperAgreement',
    (current) => (current.agreementAcceptedAt ? {} : { agreementAcceptedAt: now }),
    now,
  );
}

/** Staff take an acceptance back (recorded in error, or the house's terms changed): the customer accepts again. */
export function withdrawRentalAgreement(db: Db, customer: CustomerKey, actor: Actor, now = new Date()) {
  return changePaperwork(db, customer, actor, 'withdrawAgreement', () => ({ agreementAcceptedAt: null }), now);
}
