import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { orders } from './orders';

/**
 * Invoices, credit notes and the payments received against them (issue 26 §3). An invoice is
 * written once, numbered INV-YYYY-NNNNNN from `document_counters`, and never changed: the database
 * refuses an update or a delete (migration trigger `invoices_issued_are_final`); a correction is a
 * credit note, which names the invoice it cancels.
 */

const ms = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** One line of a loss-and-damage invoice (issue 26 §4): the units that did not come back, and the repair of those that came back damaged. */
export type LossDamageLine = {
  lineId: string;
  title: string;
  sku: string;
  missingUnits: number;
  /** The charge for each missing unit: the prop's replacement value, or what staff typed where it has none. */
  replacementCents: number;
  missingCents: number;
  damagedUnits: number;
  repairCents: number;
  totalCents: number;
};

/** The one line of a deposit invoice (issue 26 §3, decision 137): a part of the order's quoted rental, billed before the return. */
export type DepositLine = {
  deposit: true;
  title: string;
  /** The percent of the quoted rental staff asked for; null when they typed an amount. */
  percent: number | null;
  /** The order's rental as quoted at its agreed days, when the deposit was issued. */
  quotedCents: number;
  totalCents: number;
};

/** A final rental invoice's deduction of a deposit invoiced before it: "Less deposit INV-…". Its amount is taken off the total (`depositCents`). */
export type LessDepositLine = {
  lessDeposit: true;
  depositInvoiceId: string;
  number: string;
  /** What the deposit was; `totalCents` is what this invoice took off, never more than it owed. */
  depositCents: number;
  totalCents: number;
};

/** A document's line: a rental invoice's (and its credit note's), a loss-and-damage invoice's, a deposit's, or a deposit taken off. */
export type DocumentLine = InvoiceLine | LossDamageLine | DepositLine | LessDepositLine;

export const isLossDamageLine = (line: DocumentLine): line is LossDamageLine => 'missingUnits' in line;
export const isDepositLine = (line: DocumentLine): line is DepositLine => 'deposit' in line;
export const isLessDepositLine = (line: DocumentLine): line is LessDepositLine => 'lessDeposit' in line;
export const isRentalLine = (line: DocumentLine): line is InvoiceLine => 'weeks' in line;

export type InvoiceKind = 'rental' | 'lossAndDamage' | 'deposit' | 'creditNote';

/** One invoiced line, as lib/billing/bill-order.ts billed it. */
export type InvoiceLine = {
  lineId: string;
  title: string;
  sku: string;
  units: number;
  weeklyRateCents: number;
  outOn: string;
  backOn: string;
  weeks: number;
  subtotalCents: number;
  weeklyDiscountCents: number;
  staffDiscountCents: number;
  /** Staff's discount on this line, percent (issue 26 §3); absent or 0 for none. */
  lineDiscountPercent?: number;
  totalCents: number;
};

/**
 * Whom an invoice bills, as the order's production said when it was issued (issue 26 §1): the PO
 * number and billing contact an accounts department files it under. Kept on the invoice, so a later
 * change to the production never changes an issued one.
 */
export type BillTo = { production: string; studio: string; company: string; contact: string; email: string; poNumber: string };

export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    vendorId: text('vendor_id').notNull(),
    number: text('number').notNull(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    uid: text('uid')
      .notNull()
      .references(() => users.id),
    /** An invoice's place among its order's invoices of its kind: 1, then 2 once the first was credited, and so on. */
    issue: integer('issue').notNull().default(1),
    /** A credit note's invoice; one credit note cancels one invoice, whole. */
    creditsInvoiceId: text('credits_invoice_id')
      .unique()
      .references((): AnyPgColumn => invoices.id),
    /** Card: the card on the request's authorisation, with its processing charge; account: the house's terms. */
    paidBy: text('paid_by').$type<'card' | 'account'>().notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<DocumentLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    weeklyDiscountCents: integer('weekly_discount_cents').notNull(),
    staffDiscountCents: integer('staff_discount_cents').notNull(),
    rentalCents: integer('rental_cents').notNull(),
    processingCents: integer('processing_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    /** Deposits invoiced before this final rental invoice, taken off its total (issue 26 §3, decision 137); 0 on every other. */
    depositCents: integer('deposit_cents').notNull().default(0),
    /** What is owed; a credit note's is what it takes off. */
    totalCents: integer('total_cents').notNull(),
    note: text('note').notNull().default(''),
    /** The production's billing details at issue; null for an order with no production. */
    billTo: jsonb('bill_to').$type<BillTo>(),
    issuedBy: text('issued_by').notNull(),
    createdAt: ms('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('invoices_number_key').on(t.vendorId, t.number),
    // "Issue invoice" pressed twice, or by two staff at once, makes one rental invoice per order (until a credit note cancels it).
    uniqueIndex('invoices_one_rental_per_order')
      .on(t.orderId, t.issue)
      .where(sql`${t.kind} = 'rental'`),
    // And one standing loss-and-damage invoice per order (issue 26 §4), however many press "Issue L&D invoice".
    uniqueIndex('invoices_one_loss_damage_per_order')
      .on(t.orderId, t.issue)
      .where(sql`${t.kind} = 'lossAndDamage'`),
    // And one standing deposit invoice per order (issue 26 §3, decision 137), however many press "Issue deposit invoice".
    uniqueIndex('invoices_one_deposit_per_order')
      .on(t.orderId, t.issue)
      .where(sql`${t.kind} = 'deposit'`),
    index('invoices_owner_idx').on(t.vendorId, t.uid),
    index('invoices_due_idx').on(t.vendorId, t.dueOn),
    check('invoices_kind_check', sql`${t.kind} in ('rental', 'lossAndDamage', 'deposit', 'creditNote')`),
    check('invoices_credit_check', sql`(${t.kind} = 'creditNote') = (${t.creditsInvoiceId} is not null)`),
    check('invoices_paid_by_check', sql`${t.paidBy} in ('card', 'account')`),
    check('invoices_number_check', sql`${t.number} ~ '^(INV|CN)-[0-9]{4}-[0-9]{6,}$'`),
    check(
      'invoices_sums_check',
      sql`${t.totalCents} = ${t.rentalCents} + ${t.processingCents} + ${t.taxCents} - ${t.depositCents} and ${t.depositCents} >= 0 and ${t.rentalCents} = ${t.subtotalCents} - ${t.weeklyDiscountCents} - ${t.staffDiscountCents} and ${t.totalCents} >= 0`,
    ),
    check('invoices_due_check', sql`${t.dueOn} >= ${t.issuedOn}`),
  ],
);

/** Money received against an invoice: staff record it; a card capture records itself. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: text('id').primaryKey(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amountCents: integer('amount_cents').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    /** `credit`: paid from the customer's credit on account (issue 36 §4.5, decision 149), never typed by staff. */
    method: text('method').$type<'card' | 'check' | 'transfer' | 'cash' | 'other' | 'credit'>().notNull(),
    reference: text('reference').notNull().default(''),
    /** The form's own key: the same form sent twice records one payment. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    recordedBy: text('recorded_by').notNull(),
    createdAt: ms('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId),
    check('invoice_payments_amount_check', sql`${t.amountCents} > 0`),
    check('invoice_payments_method_check', sql`${t.method} in ('card', 'check', 'transfer', 'cash', 'other', 'credit')`),
  ],
);

/**
 * A customer's credit on account (issue 36 §4.5, decision 149), as a ledger: money received against
 * an invoice a credit note then cancelled comes in (`creditNote`, positive); a payment of a later
 * invoice from it (`applied`, negative, with the payment it made) and a refund staff record
 * (`refund`, negative) go out. The balance is the sum, in integer cents, never below zero: each
 * write reads it under the customer's lock. Each entry has a key of its own, so a form or a credit
 * note sent twice writes once.
 */
export const accountCredits = pgTable(
  'account_credits',
  {
    id: text('id').primaryKey(),
    vendorId: text('vendor_id').notNull(),
    uid: text('uid').notNull(),
    kind: text('kind').$type<'creditNote' | 'applied' | 'refund'>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The credit note that made it, or the invoice it paid. */
    invoiceId: text('invoice_id').references(() => invoices.id),
    /** `applied`: the payment it made on that invoice. */
    paymentId: text('payment_id').references(() => invoicePayments.id),
    /** `refund`: how the money went back, as staff typed it. */
    method: text('method').notNull().default(''),
    reference: text('reference').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    recordedBy: text('recorded_by').notNull(),
    createdAt: ms('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('account_credits_owner_idx').on(t.vendorId, t.uid),
    check('account_credits_kind_check', sql`${t.kind} in ('creditNote', 'applied', 'refund')`),
    check('account_credits_sign_check', sql`(${t.kind} = 'creditNote') = (${t.amountCents} > 0) and ${t.amountCents} <> 0`),
  ],
);
