import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every staff change (issue 13 §9): who, when, what, and the fields before and after, written in the
 * same transaction as the change, so a change and its record land together or not at all.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    vendorId: text('vendor_id').notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    actorUid: text('actor_uid').notNull(),
    actorName: text('actor_name').notNull(),
    /** What was changed: a customer (their uid), an item, a request. */
    subjectType: text('subject_type').$type<'customer' | 'item' | 'request' | 'category' | 'synonyms'>().notNull(),
    subjectId: text('subject_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('audit_log_subject_idx').on(t.vendorId, t.subjectType, t.subjectId, t.at)],
);

/** How a customer settles with the house (issue 13 §2): cash on delivery until the house opens an account. */
export const ACCOUNT_TYPES = ['cod', 'card', 'net30'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * A customer's paperwork with the house (issue 13 §2): their account type, the certificate of
 * insurance on file (a PDF in storage, lib/storage) and when it expires, and when they accepted the
 * rental agreement. One row per customer, made when staff first record any of it.
 */
export const customerPaperwork = pgTable(
  'customer_paperwork',
  {
    vendorId: text('vendor_id').notNull(),
    uid: text('uid').notNull(),
    accountType: text('account_type').$type<AccountType>().notNull().default('cod'),
    /** The stored file's key, and the name it was uploaded with. */
    insuranceFileKey: text('insurance_file_key'),
    insuranceFileName: text('insurance_file_name'),
    insuranceExpiresOn: date('insurance_expires_on', { mode: 'string' }),
    agreementAcceptedAt: timestamp('agreement_accepted_at', { withTimezone: true, precision: 3 }),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.uid] }),
    check('customer_paperwork_account_type_check', sql`${t.accountType} in ('cod', 'card', 'net30')`),
    check('customer_paperwork_insurance_check', sql`(${t.insuranceFileKey} is null) = (${t.insuranceFileName} is null)`),
  ],
);
