import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/lib/db/open';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on
 * the PostgreSQL server at TEST_DATABASE_URL (CI sets it when a server answers), dropped on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({});
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** One statement on a PostgreSQL server, on a connection of its own: creating and dropping databases. */
export async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh test database for the tests of one file, opened (and given to `prepare`, to seed it)
 * before them and closed after. Read `handle` inside the tests.
 */
export function testDatabase(prepare?: (handle: DatabaseHandle) => Promise<unknown>): { handle: DatabaseHandle } {
  const opened = {} as { handle: DatabaseHandle };
  beforeAll(async () => {
    opened.handle = await openTestDatabase();
    await prepare?.(opened.handle);
  });
  afterAll(() => opened.handle?.close());
  return opened;
}
