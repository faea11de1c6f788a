import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataFolder } from './folder-lock';
import { keepPgliteTemplate, pgliteTemplatePath, readPgliteTemplate } from './pglite-template';
import * as schema from './schema';

/** Both drivers share the Postgres query builder; code above this file sees only this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a transaction callback receives: a Db bound to that transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Db;
  close(): Promise<void>;
} &
  /** PGlite has a single connection and its own LISTEN API (lib/vendor-users/live.ts). */
  (
    | { kind: 'pglite'; pglite: PGlite }
    /** LISTEN needs a dedicated connection: a pooled one goes back to other queries (lib/vendor-users/live.ts). */
    | { kind: 'postgres'; connectionString: string }
  );

export type OpenOptions =
  | { url: string }
  /** dataDir undefined keeps the database in memory (tests). */
  | { dataDir?: string };

const migrationsFolder = resolve(process.cwd(), 'lib/db/migrations');
/** Any constant: serialises migrations when several app instances start against one server. */
const MIGRATION_LOCK = 727_001;

/** Opens and migrates the database. Without a URL: PGlite, in `dataDir` or in memory. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if ('url' in options) return openPostgres(options.url);
  return openPglite(options.dataDir);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (a restart, a terminated backend) is an 'error' on the pool;
  // unheard, it would end the process. The pool replaces the connection on the next query.
  pool.on('error', (error) => console.error('PostgreSQL dropped an idle connection:', error.message));
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', connectionString: url, close: () => pool.end() };
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let release = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataFolder(dataDir);
  }
  try {
    const folder = dataDir ? join(dataDir, 'pg') : undefined;
    const fresh = !folder || !existsSync(join(folder, 'PG_VERSION'));
    const templatePath = fresh ? pgliteTemplatePath(migrationsFolder) : null;
    const template = readPgliteTemplate(templatePath);
    const client = await PGlite.create({ dataDir: folder, extensions: { pg_trgm }, loadDataDir: template });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    if (fresh && !template) await keepPgliteTemplate(client, templatePath);
    await db.execute(sql`select 1`);
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      pglite: client,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
