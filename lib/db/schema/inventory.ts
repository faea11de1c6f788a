import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ms = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** One problem with one cell of an imported CSV: its line in the file (the header is line 1), its column, what is wrong. */
export type ImportProblem = { line: number; column: string; message: string };

/**
 * A catalogue CSV import (issue 13 §4): the file as uploaded, checked first (a dry run listing each
 * row's problems), then imported in batches, each in its own transaction. Progress lives here, not in
 * the server's memory, so the page can be reloaded, and any instance can carry on.
 */
export const catalogImports = pgTable(
  'catalog_imports',
  {
    id: text('id').primaryKey(),
    vendorId: text('vendor_id').notNull(),
    /** Who uploaded it, as the audit log names them. */
    actorUid: text('actor_uid').notNull(),
    actorName: text('actor_name').notNull(),
    fileName: text('file_name').notNull(),
    csv: text('csv').notNull(),
    /** checked: dry run done; importing: batches running; done; failed: stopped with `failure`. */
    state: text('state').$type<'checked' | 'importing' | 'done' | 'failed'>().notNull(),
    totalRows: integer('total_rows').notNull(),
    /** Rows imported so far, batch by batch. */
    doneRows: integer('done_rows').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    problems: jsonb('problems').$type<ImportProblem[]>().notNull().default([]),
    /** Set while a worker holds the import, so two instances never run the same batches. */
    claimedAt: ms('claimed_at'),
    /** Workers that have claimed it, the first run included: past MAX_IMPORT_TRIES it is marked failed, not run again (issue 23 §10). */
    tries: integer('tries').notNull().default(0),
    dismissed: boolean('dismissed').notNull().default(false),
    failure: text('failure'),
    createdAt: ms('created_at').notNull().defaultNow(),
    updatedAt: ms('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('catalog_imports_vendor_idx').on(t.vendorId, t.createdAt),
    check('catalog_imports_state_check', sql`${t.state} in ('checked', 'importing', 'done', 'failed')`),
    check('catalog_imports_rows_check', sql`${t.doneRows} between 0 and ${t.totalRows}`),
  ],
);
