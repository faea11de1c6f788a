import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type JournalEntry = { tag: string; when: number };

/** Where the migrator reads the migrations, as lib/db/open.ts does: from the app's folder at run time. */
export const MIGRATIONS_FOLDER = resolve(process.cwd(), 'lib/db/migrations');

/**
 * The migrations this version of the app knows, oldest first. drizzle's migrator records each
 * applied one in `drizzle.__drizzle_migrations` by its `when` (created_at), not by name, so the
 * journal is what turns a backup's last migration back into a name, and tells a backup made by a
 * newer version, whose schema this one could not read.
 */
export function readMigrationJournal(folder = MIGRATIONS_FOLDER): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}
