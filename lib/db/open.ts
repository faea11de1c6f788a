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
import { compiledPgliteWasm } from './pglite-wasm.mjs';
import {
  keepPgliteTemplate,
  keptPgliteTemplate,
  pgliteTemplatePath,
  readPgliteTemplate,
  seededPgliteTemplatePath,
  unpackPgliteTemplate,
} from './pglite-template';
import * as schema from './schema';

/** Both drivers share the Postgres query builder; code above this file sees only this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a transaction callback receives: a Db bound to that transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Db;
  /** This open gave a new embedded database the `seed` it was asked for (from the seeded template or written). */
  seeded: boolean;
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
  /** dataDir undefined keeps the database in memory (tests); `seed` is written into it when it is new. */
  | { dataDir?: string; seed?: DatabaseSeed };

/**
 * What a new embedded database is given before its first use: the demo prop house's catalogue at
 * start-up (lib/start-up/database-ready.ts). The first database seeded keeps a template of itself just after the seed
 * (lib/db/pglite-template.ts), and later new ones are loaded from it, seeded already: 1.5 s of a first
 * start's 300 props through the catalogue's triggers become one statement that moves their dates
 * (issue 29). A server database is seeded by its caller, the long way.
 */
export type DatabaseSeed = {
  /** All the seed writes (its output, not its code), as text: with the migrations, it names the seeded template. */
  content(): string;
  /** Writes the seed into a new, migrated database, dated from a fixed instant, never the clock's, so that a template of it holds for any day. */
  write(db: Db): Promise<void>;
  /** Brings what `write` wrote to `now`, as if written then: its dates moved by the time since that fixed instant. */
  moveToNow(db: Db, now: Date): Promise<void>;
};

const migrationsFolder = resolve(process.cwd(), 'lib/db/migrations');
/** Any constant: serialises migrations when several app instances start against one server. */
const MIGRATION_LOCK = 727_001;

/** Opens and migrates the database. Without a URL: PGlite, in `dataDir` or in memory. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if ('url' in options) return openPostgres(options.url);
  return openPglite(options.dataDir, options.seed);
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
  return { db, kind: 'postgres', connectionString: url, seeded: false, close: () => pool.end() };
}

async function openPglite(dataDir: string | undefined, seed: DatabaseSeed | undefined): Promise<DatabaseHandle> {
  let release = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataFolder(dataDir);
  }
  try {
    const folder = dataDir ? join(dataDir, 'pg') : undefined;
    const fresh = !folder || !existsSync(join(folder, 'PG_VERSION'));
    const seededPath = fresh && seed ? seededPgliteTemplatePath(migrationsFolder, seed.content()) : null;
    const seededTemplate = keptPgliteTemplate(seededPath);
    const templatePath = fresh && !seededTemplate ? pgliteTemplatePath(migrationsFolder) : null;
    const template = seededTemplate ?? keptPgliteTemplate(templatePath);
    if (template && folder) unpackPgliteTemplate(template, folder);
    const client = await PGlite.create({
      dataDir: folder,
      extensions: { pg_trgm },
      loadDataDir: template && !folder ? readPgliteTemplate(template) : undefined,
      pgliteWasmModule: await compiledPgliteWasm(),
    });
    const pgliteDb = drizzlePglite(client, { schema });
    await migratePglite(pgliteDb, { migrationsFolder });
    const db = pgliteDb as unknown as Db;
    if (fresh && !template) await keepPgliteTemplate(client, templatePath);
    if (fresh && seed) {
      if (!seededTemplate) {
        await seed.write(db);
        await keepPgliteTemplate(client, seededPath);
      }
      await seed.moveToNow(db, new Date());
    }
    await db.execute(sql`select 1`);
    return {
      db,
      seeded: fresh && !!seed,
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
