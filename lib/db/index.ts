import 'server-only';
import { connection } from 'next/server';
import { env } from '@/lib/env';
import { openDatabase, type DatabaseHandle, type Db } from './open';

export type { Db } from './open';

/** One database per process, kept on globalThis so dev reloads do not open the data folder twice. */
const store = globalThis as { __storefrontDatabase?: Promise<DatabaseHandle> };

export function database(): Promise<DatabaseHandle> {
  if (!store.__storefrontDatabase) {
    const { DATABASE_URL, PGLITE_DATA_DIR } = env();
    store.__storefrontDatabase = openDatabase(DATABASE_URL ? { url: DATABASE_URL } : { dataDir: PGLITE_DATA_DIR });
    // A failed open (a server still starting, say) is retried on the next request, not cached.
    store.__storefrontDatabase.catch(() => (store.__storefrontDatabase = undefined));
  }
  return store.__storefrontDatabase;
}

/**
 * The database for a request. Waiting for the request first keeps `next build` from opening it while
 * it tries to prerender a page: what reads the database is rendered per request.
 */
export async function getDb(): Promise<Db> {
  await connection();
  return (await database()).db;
}
