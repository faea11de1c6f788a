import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    subjectType: text('subject_type').$type<'customer' | 'item' | 'request'>().notNull(),
    subjectId: text('subject_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('audit_log_subject_idx').on(t.vendorId, t.subjectType, t.subjectId, t.at)],
);
