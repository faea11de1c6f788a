import { createServer } from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@/lib/db/availability';
import { openDatabase, type DatabaseHandle, type Db } from '@/lib/db/open';
import * as schema from '@/lib/db/schema';
import { SITE, TestBrowser, authOnTestDatabase, signedIn, testAuth, withVendorRecord } from '@/test/auth-browser';
import { AuthExchange } from '@/lib/identity/auth/auth-exchange';
import { personalStateAnswer } from '@/lib/identity/personal-state/personal-state-answer';
import { startUpFromSession } from './viewer';

const fixture = authOnTestDatabase();
const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing) await close();
});

/** A port nothing listens on: one the system gave a server, closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The two ways the database goes away: a PostgreSQL server that no longer listens, an embedded database closed. */
const unreachable: Record<string, () => Promise<DatabaseHandle>> = {
  'a PostgreSQL server that does not listen': async () => {
    const connectionString = `postgres://postgres@127.0.0.1:${await closedPort()}/storefront`;
    const pool = new pg.Pool({ connectionString });
    closing.push(() => pool.end());
    return { db: drizzle(pool, { schema }) as unknown as Db, kind: 'postgres', connectionString, seeded: false, close: () => pool.end() };
  },
  'a closed embedded database': async () => {
    const handle = await openDatabase({});
    await handle.close();
    return handle;
  },
};

/** Who is asking, read on `handle` with better-auth on it too (the same secret: the cookie the working one set is good). */
async function startUpOn(handle: DatabaseHandle, browser: TestBrowser, touch: boolean) {
  const exchange = new AuthExchange(testAuth(handle.db), { baseURL: SITE, headers: browser.headers(), trustProxy: false });
  const startUp = startUpFromSession(exchange, { db: handle.db, headers: browser.headers(), touch, geolocation: { TRUST_PROXY: 'false' } });
  return { startUp, exchange };
}

describe('issue 36 §4.2: a database that does not answer is not a signed-out person', () => {
  it.each(Object.keys(unreachable))(
    'issue 36 §4.2: on %s, a signed-in customer\'s start-up says "unavailable" (503, Retry-After), never anonymous, and signs nobody out',
    async (name) => {
      const { browser, userId } = await withVendorRecord(fixture.handle.db, await signedIn(fixture.auth));
      // The same cookies on the working database: the customer.
      const working = await startUpOn(fixture.handle, browser, false);
      expect((await working.startUp).viewer).toMatchObject({ kind: 'customer', user: { uid: userId } });

      const down = await unreachable[name]!();
      for (const touch of [false, true]) {
        const { startUp, exchange } = await startUpOn(down, browser, touch);
        const error = await startUp.then(
          () => null,
          (thrown: unknown) => thrown,
        );
        expect(isDatabaseUnavailable(error), `touch: ${touch}`).toBe(true);
        expect(error).toMatchObject({ status: 503, retryAfterSeconds: 5 });
        // No cookie set, so none cleared: the session is the person's when the database is back.
        expect(exchange.setCookies).toEqual([]);
      }

      // GET /api/me, which a shared page asks: a 503 with Retry-After, not "nobody".
      const answer = await personalStateAnswer(browser.headers(), testAuth(down.db), down);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await answer.json()).toMatchObject({ code: 'unavailable', reason: 'database' });
    },
  );
});
