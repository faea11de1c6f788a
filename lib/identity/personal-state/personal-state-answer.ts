import 'server-only';
import { database } from '@/lib/db';
import { databaseUnavailableResponse, isDatabaseUnavailable } from '@/lib/db/availability';
import type { DatabaseHandle } from '@/lib/db/open';
import { env } from '@/lib/env/env';
import { getAuth, type Auth } from '@/lib/identity/auth/auth';
import { AuthExchange } from '@/lib/identity/auth/auth-exchange';
import { personalStateCache } from './person-changes';
import { personalStateOf } from './personal-state-of';
import type { KeptAnswer } from './personal-state-cache';
import { startUpFromSession } from '@/lib/identity/viewer';

const HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', Vary: 'Cookie' };

/**
 * GET /api/me: who the browser's cookies name and their own part of a shared page, read only
 * (decision 126). Given the request's headers rather than Next's request scope, so `npm start`
 * can answer it before Next.js routes it (`lib/page-cache/page-cache.mjs`'s bridge): it is asked on
 * every page a person opens, and Next's routing and proxy cost more than the answer. The answer is
 * kept per session cookie until something it shows changes (lib/identity/personal-state/personal-state-cache.ts).
 */
export async function answerPersonalState(headers: Headers): Promise<Response> {
  const [auth, handle] = await Promise.all([getAuth(), database()]);
  return personalStateAnswer(headers, auth, handle);
}

/** The answer on a given auth instance and database. */
export async function personalStateAnswer(headers: Headers, auth: Auth, handle: DatabaseHandle): Promise<Response> {
  const read = async (): Promise<KeptAnswer> => {
    const exchange = new AuthExchange(auth, {
      baseURL: env().SITE_URL ?? `${headers.get('x-forwarded-proto') ?? 'http'}://${headers.get('host') ?? 'localhost'}`,
      headers,
      trustProxy: env().TRUST_PROXY === 'true',
    });
    const startUp = await startUpFromSession(exchange, { db: handle.db, headers, touch: false });
    return { body: JSON.stringify(await personalStateOf(startUp, handle.db)), uid: startUp.viewer.user?.uid ?? null };
  };
  const { authCookies } = await auth.$context;
  const cookie = sessionCookie(headers.get('cookie'), authCookies.sessionToken.name);
  const cache = cookie ? await personalStateCache(handle) : null;
  try {
    const { body } = cookie && cache ? await cache.answer(cookie, read) : await read();
    return new Response(body, { headers: HEADERS });
  } catch (error) {
    // The database away (issue 36 §4.2): 503 and Retry-After; the page stays as everyone gets it, the person still signed in.
    if (isDatabaseUnavailable(error)) return databaseUnavailableResponse();
    throw error;
  }
}

/** The session cookie's `name=value`, which names the session; the other cookies do not change it. */
function sessionCookie(header: string | null, name: string): string | undefined {
  return (header ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${name}=`));
}
