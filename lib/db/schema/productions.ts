import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Productions and their billing (issue 26 §1, decision 134). A customer belongs to one or more
 * productions: the show's title, studio and production company, who is billed and at which
 * address, the PO number and the payment terms. Staff make and edit them; one a customer typed on a
 * Hold request waits, unconfirmed, for staff to confirm it. The certificate of insurance is the
 * customer's (customer_paperwork); a production may name its own expiry for it.
 */

const ms = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** Card (today's Stripe authorisation), or on account: Net 15, Net 30, Net 60. */
export const PRODUCTION_TERMS = ['card', 'net15', 'net30', 'net60'] as const;
export type ProductionTerms = (typeof PRODUCTION_TERMS)[number];

export const productions = pgTable(
  'productions',
  {
    id: text('id').primaryKey(),
    vendorId: text('vendor_id').notNull(),
    /** The customer it belongs to: a business record, never deleted from under its requests. */
    uid: text('uid')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    studio: text('studio').notNull().default(''),
    company: text('company').notNull().default(''),
    billingContact: text('billing_contact').notNull().default(''),
    billingEmail: text('billing_email').notNull().default(''),
    poNumber: text('po_number').notNull().default(''),
    terms: text('terms').$type<ProductionTerms>().notNull().default('card'),
    /** The certificate's expiry for this production; null: the customer's certificate's own expiry. */
    insuranceExpiresOn: date('insurance_expires_on', { mode: 'string' }),
    /** False for one a customer typed on a request, until staff confirm it. */
    confirmed: boolean('confirmed').notNull().default(false),
    createdAt: ms('created_at').notNull().defaultNow(),
    updatedAt: ms('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('productions_owner_idx').on(t.vendorId, t.uid, t.title),
    check('productions_terms_check', sql`${t.terms} in ('card', 'net15', 'net30', 'net60')`),
    check('productions_title_check', sql`length(${t.title}) between 1 and 120`),
  ],
);
