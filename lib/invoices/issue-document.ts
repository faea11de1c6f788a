import 'server-only';
import type { Db, Tx } from '@/lib/db';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { violatedConstraint } from '@/lib/db/constraint-violation';
import { AppError, type Result } from '@/lib/errors/app-error';
import type { CalendarDay } from '@/lib/text/calendar-day';
import { invoiceTerms, lockOrderForBilling } from './order-terms';
import { standingInvoice } from './standing-invoice';
import { writeInvoice, type InvoiceDocument } from './write-invoice';

/** The kinds of invoice an order has at most one standing of. */
export type IssuedKind = 'rental' | 'lossAndDamage' | 'deposit';

/** The unique index that refuses a second standing invoice of a kind, whoever writes it. */
export const ONE_PER_ORDER: Record<IssuedKind, string> = {
  rental: 'invoices_one_rental_per_order',
  lossAndDamage: 'invoices_one_loss_damage_per_order',
  deposit: 'invoices_one_deposit_per_order',
};

type LockedOrder = Awaited<ReturnType<typeof lockOrderForBilling>>;

/** What makes one kind of invoice differ from the others; the rest is `issueDocument`'s. */
export type DocumentIssuer = {
  kind: IssuedKind;
  /** The audit row's action. */
  action: string;
  /** A standing invoice of another kind that refuses this one, in words naming its number. */
  refusedBy?: { kind: IssuedKind; words: (number: string) => string; reason: string };
  /**
   * What the invoice bills, worked out under the order's lock on the terms it is paid on: its lines
   * and sums, and what the audit row adds to its number and total. An AppError refuses in words.
   */
  bill: (
    tx: Tx,
    found: LockedOrder,
    terms: { paidBy: 'card' | 'account'; dueOn: CalendarDay },
  ) => Promise<{ document: Omit<InvoiceDocument, 'kind'>; audit?: Record<string, unknown> }>;
  /**
   * The words when the unique index refuses a second standing invoice (one written by a path that
   * took no lock); without them the database's error is thrown.
   */
  raced?: string;
};

export type IssuedDocument = { invoiceId: string; number: string; issued: boolean; totalCents: number };

/**
 * How every invoice of an order is issued (rental, L&D, deposit): the order's row locked first, so a
 * second press (or twenty at once) waits, then finds the standing invoice of its kind and answers it
 * instead of making another; refused while a standing invoice of a kind that excludes it stands; then
 * billed on the order's terms (`invoiceTerms`), written in the INV series (`writeInvoice`) and audited
 * in the same transaction. The unique index of its kind refuses one made by any other path.
 */
export async function issueDocument(
  db: Db,
  house: { currency: string; billing: { accountTermsDays: number } },
  vendorId: string,
  requestId: string,
  issuer: DocumentIssuer,
  { staff, today, now = Date.now() }: { staff: Actor; today: CalendarDay; now?: number },
): Promise<Result<IssuedDocument>> {
  try {
    const data = await db.transaction(async (tx) => {
      const found = await lockOrderForBilling(tx, vendorId, requestId);
      if (issuer.refusedBy) {
        const { standing: refusing } = await standingInvoice(tx, found.order.id, issuer.refusedBy.kind);
        if (refusing) throw new AppError('conflict', issuer.refusedBy.words(refusing.number), { reason: issuer.refusedBy.reason });
      }
      const { standing, count: previous } = await standingInvoice(tx, found.order.id, issuer.kind);
      if (standing) return { invoiceId: standing.id, number: standing.number, issued: false, totalCents: standing.totalCents };

      const terms = invoiceTerms(found, house.billing.accountTermsDays, today);
      const { document, audit } = await issuer.bill(tx, found, terms);
      const at = new Date(now);
      const { invoiceId, number } = await writeInvoice(
        tx,
        found,
        { kind: issuer.kind, ...document },
        { vendorId, issue: previous + 1, ...terms, today, currency: house.currency, issuedBy: staff.name, at },
      );
      const totalCents = document.totalCents;
      await recordAudit(
        tx,
        {
          vendorId,
          actor: staff,
          subjectType: 'request',
          subjectId: requestId,
          action: issuer.action,
          before: {},
          after: { invoiceId, number, totalCents, ...audit },
        },
        at,
      );
      return { invoiceId, number, issued: true, totalCents };
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    if (issuer.raced && violatedConstraint(error) === ONE_PER_ORDER[issuer.kind])
      return { ok: false, error: new AppError('conflict', issuer.raced, { reason: 'RACED' }) };
    throw error;
  }
}
