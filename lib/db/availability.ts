import 'server-only';
import { sql } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import { database } from './index';
import type { Db } from './open';

/** How long a person is asked to wait while the database does not answer: a restart takes about this. */
export const DATABASE_RETRY_SECONDS = 5;
/** A database that has not answered `select 1` in this long is taken as not answering (a dropped network waits minutes). */
const ANSWER_TIMEOUT_MS = 3_000;

/**
 * The one answer while the database does not answer (issue 36 §4.2): a 503 with Retry-After, never
 * "signed out". The words are the page's and the JSON's alike.
 */
export function databaseUnavailable(): AppError {
  return new AppError('unavailable', 'The house’s system is briefly unavailable. Please try again in a few seconds.', {
    reason: 'database',
    retryAfterSeconds: DATABASE_RETRY_SECONDS,
  });
}

export function isDatabaseUnavailable(error: unknown): error is AppError {
  return error instanceof AppError && error.code === 'unavailable' && error.reason === 'database';
}

/**
 * Whether this database answers a trivial query now. Asked after something failed, to tell a
 * database that is down (a refused connection, a dropped database, a closed handle: whatever the
 * driver calls it) from a real answer such as "no such session".
 */
export async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ANSWER_TIMEOUT_MS)));
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

let asking: Promise<boolean> | undefined;

/**
 * Whether the process's database answers, asked before a request is handed to the app (proxy.ts):
 * one `select 1` on the pool, shared by the requests that arrive while it is asked. The embedded
 * database is in the process and answers while the process runs; it is not asked.
 */
export function processDatabaseAnswers(): Promise<boolean> {
  if (!asking) {
    asking = askProcessDatabase();
    void asking.finally(() => (asking = undefined));
  }
  return asking;
}

async function askProcessDatabase(): Promise<boolean> {
  try {
    const handle = await database();
    return handle.kind === 'pglite' || (await databaseAnswers(handle.db));
  } catch {
    return false;
  }
}

/** The JSON answer of a route while the database does not answer: 503, Retry-After, kept by nobody. */
export function databaseUnavailableResponse(): Response {
  const error = databaseUnavailable();
  return Response.json(
    { code: error.code, reason: error.reason, message: error.message, fieldErrors: {} },
    { status: 503, headers: { 'Retry-After': String(DATABASE_RETRY_SECONDS), 'Cache-Control': 'no-store' } },
  );
}
