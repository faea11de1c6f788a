import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';
import { readMigrationJournal, type JournalEntry } from './migration-journal';

/** Raised when an archive's layout changes in a way an older restore could not read. */
export const BACKUP_FORMAT = 1;

/**
 * `manifest.json`, beside `database.sql` and `files/` in every archive: what was backed up, by which
 * version, and how many rows each table and how many files the folder held, so a restore can check
 * it loaded all of it (and a person can read what a backup holds without restoring it).
 */
export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT, { error: `is not a storefront backup this version can read (format ${BACKUP_FORMAT})` }),
  createdAt: z.iso.datetime(),
  app: z.object({ name: z.string(), version: z.string() }),
  /** `select version()` of the embedded database: PostgreSQL's and PGlite's versions. */
  database: z.string(),
  migrations: z.object({
    applied: z.number().int().min(0),
    /** The last migration applied: its name when this version knows it, and the date drizzle's migrator keys it by. */
    last: z.object({ tag: z.string().nullable(), createdAt: z.number().int() }).nullable(),
  }),
  /** Rows per table, `schema.table`, counted in the same snapshot the dump was made from. */
  tables: z.record(z.string(), z.number().int().min(0)),
  /** The uploaded files: not in the archive when they are kept in S3-compatible storage. */
  files: z.object({ included: z.boolean(), count: z.number().int().min(0), bytes: z.number().int().min(0) }),
  /**
   * `database.sql`'s length and SHA-256 (issue 36 §4.8), so a restore can say the file is damaged
   * before PostgreSQL reads half of it. Absent in archives made before: those are read as before.
   */
  dump: z.object({ bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }).optional(),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type DatabaseFacts = Pick<Manifest, 'database' | 'migrations' | 'tables'>;

/** This app's name and version, from its package.json (the server and the scripts run in the app's folder). */
export function appVersion(): Manifest['app'] {
  const { name, version } = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { name: string; version: string };
  return { name, version };
}

/** The facts a manifest keeps of a database: its version, its last migration, and every table's rows. */
export async function describeDatabase(pg: PGlite, journal: JournalEntry[] = readMigrationJournal()): Promise<DatabaseFacts> {
  const [version] = (await pg.query<{ version: string }>('select version()')).rows;
  // "PostgreSQL 18.6 (PGlite 0.5.16)", without the compiler's details.
  return { database: version?.version.split(' on ')[0] ?? 'unknown', migrations: await appliedMigrations(pg, journal), tables: await countRows(pg) };
}

/** What drizzle's migrator has recorded as applied; none in a database it never migrated. */
export async function appliedMigrations(pg: PGlite, journal: JournalEntry[] = readMigrationJournal()): Promise<Manifest['migrations']> {
  const [table] = (await pg.query<{ exists: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`)).rows;
  if (!table?.exists) return { applied: 0, last: null };
  const [row] = (
    await pg.query<{ applied: number; created_at: string | null }>(
      'select (select count(*)::int from drizzle.__drizzle_migrations) as applied, (select max(created_at)::text from drizzle.__drizzle_migrations) as created_at',
    )
  ).rows;
  if (!row?.created_at) return { applied: row?.applied ?? 0, last: null };
  const createdAt = Number(row.created_at);
  return { applied: row.applied, last: { tag: journal.find((entry) => entry.when === createdAt)?.tag ?? null, createdAt } };
}

/** Rows in every table of every schema but PostgreSQL's own: ours, drizzle's journal, and any an extension made. */
export async function countRows(pg: PGlite): Promise<Record<string, number>> {
  const { rows: tables } = await pg.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const [row] = (await pg.query<{ rows: number }>(`select count(*)::int as rows from ${quoteIdentifier(schema)}.${quoteIdentifier(name)}`)).rows;
    counts[`${schema}.${name}`] = row?.rows ?? 0;
  }
  return counts;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** What the manifest records of `database.sql`: its length in bytes and its SHA-256, in hex. */
export function dumpFacts(sql: Uint8Array | string): NonNullable<Manifest['dump']> {
  const bytes = typeof sql === 'string' ? Buffer.from(sql, 'utf8') : sql;
  return { bytes: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
}
