import 'server-only';
import { database } from '@/lib/db';
import { env } from '@/lib/env';
import { getAuth } from './auth';
import { AuthExchange, currentSession } from './auth-exchange';
import { personalStateOf } from './personal-state';
import { readSessionOnce } from './session-read-cache';
import { startUpFromSession } from './viewer';

/**
 * GET /api/me: who the browser's cookies name and their own part of a shared page, read only
 * (decision 126). Given the request's headers rather than Next's request scope, so `npm start`
 * can answer it before Next.js routes it (`lib/page-cache/page-cache.mjs`'s bridge): it is asked on
 * every page a person opens, and Next's routing and proxy cost more than the answer.
 */
export async function answerPersonalState(headers: Headers): Promise<Response> {
  const [auth, { db }] = await Promise.all([getAuth(), database()]);
  const exchange = new AuthExchange(auth, {
    baseURL: env().SITE_URL ?? `${headers.get('x-forwarded-proto') ?? 'http'}://${headers.get('host') ?? 'localhost'}`,
    headers,
    trustProxy: env().TRUST_PROXY === 'true',
  });
  const { authCookies } = await auth.$context;
  const cookie = sessionCookie(headers.get('cookie'), authCookies.sessionToken.name);
  const readSession = cookie ? () => readSessionOnce(cookie, () => currentSession(exchange, { refresh: false })) : undefined;
  const startUp = await startUpFromSession(exchange, { db, headers, touch: false, readSession });
  return Response.json(await personalStateOf(startUp, db), {
    headers: { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', Vary: 'Cookie' },
  });
}

/** The session cookie's `name=value`, which names the session; the other cookies do not change it. */
function sessionCookie(header: string | null, name: string): string | undefined {
  return (header ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${name}=`));
}
