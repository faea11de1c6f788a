import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { connection } from 'next/server';
import { env } from '@/lib/env/env';
import { openDatabase, type DatabaseHandle, type DatabaseSeed, type Db } from './open';

export type { Db, Tx } from './open';

/** One database per process, kept on globalThis so dev reloads do not open the data folder twice. */
const store = globalThis as { __storefrontDatabase?: Promise<DatabaseHandle> };

export class DatabaseDuringBuildError extends Error {
  constructor() {
    super('next build never opens the database: whatever reads it must render per request (await connection() first).');
    this.name = 'DatabaseDuringBuildError';
  }
}

/**
 * The process's database, opened by the first call: start-up's (lib/start-up/database-ready.ts), before any request,
 * which passes the `seed` a new embedded database is given. Later calls share what it opened.
 */
export function database(seed?: DatabaseSeed): Promise<DatabaseHandle> {
  // `next build` prerenders pages in worker processes: one that opened the embedded folder would lock
  // it under a worker's PID and write ./data before the server ever starts (issue 9). connection()
  // marks a prerendering page as per-request and never returns; outside a prerender, refuse.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return refuseDuringBuild();
  if (!store.__storefrontDatabase) {
    const { DATABASE_URL, PGLITE_DATA_DIR } = env();
    store.__storefrontDatabase = openDatabase(DATABASE_URL ? { url: DATABASE_URL } : { dataDir: PGLITE_DATA_DIR, seed });
    // A failed open (a server still starting, say) is retried on the next request, not cached.
    store.__storefrontDatabase.catch(() => (store.__storefrontDatabase = undefined));
  }
  return store.__storefrontDatabase;
}

async function refuseDuringBuild(): Promise<never> {
  await connection();
  throw new DatabaseDuringBuildError();
}

/** The database for a request: waiting for the request first makes every page that reads it per-request. */
export async function getDb(): Promise<Db> {
  await connection();
  return (await database()).db;
}
