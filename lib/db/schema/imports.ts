import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the move from the hosted platform (issue 27, scripts/import.ts) has written: one row per
 * source record (an account, a customer document, an index record), with a fingerprint of the record
 * as it was read. A run that meets the same fingerprint again writes nothing, which makes the import
 * idempotent and lets a run stopped midway carry on past the batches already committed
 * (docs/decisions/0129).
 */
export const importedRecords = pgTable(
  'imported_records',
  {
    /** 'account', 'customer' or 'item'. */
    kind: text('kind').notNull(),
    /** The record's id in the source: localId, uid, objectID. */
    sourceId: text('source_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.sourceId] })],
);
