import 'server-only';
import { parseSetCookieHeader, toCookieOptions } from 'better-auth/cookies';
import { cookies, headers } from 'next/headers';
import { env } from '@/lib/env';
import { AuthExchange } from './auth-exchange';
import { getAuth } from './get-auth';

/**
 * The request's headers with the cookies as they are now. A server action that signs in, out or
 * rotates the session sets cookies, and Next then renders the page again in the same request:
 * `headers()` still has the cookies the browser sent, `cookies()` has the new ones, and the session
 * must be read from those.
 */
export async function currentRequestHeaders(): Promise<Headers> {
  const [incoming, cookieStore] = await Promise.all([headers(), cookies()]);
  const copy = new Headers(incoming);
  const cookie = cookieStore
    .getAll()
    .map(({ name, value }) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  if (cookie) copy.set('cookie', cookie);
  else copy.delete('cookie');
  return copy;
}

/**
 * The exchange for the server action or route being handled: the browser's own headers go to
 * better-auth, and the cookies better-auth sets go back to the browser through Next's cookie store.
 * `readOnly` is for server components, which may not set cookies: a cookie better-auth would
 * refresh there is left for the next server action or /api/auth call (the provider makes one).
 */
export async function requestAuthExchange({ readOnly = false }: { readOnly?: boolean } = {}): Promise<AuthExchange> {
  const [auth, incoming, cookieStore] = await Promise.all([getAuth(), currentRequestHeaders(), cookies()]);
  const host = incoming.get('x-forwarded-host') ?? incoming.get('host') ?? 'localhost';
  const protocol = incoming.get('x-forwarded-proto') ?? 'http';
  return new AuthExchange(auth, {
    baseURL: env().SITE_URL ?? `${protocol}://${host}`,
    headers: incoming,
    onSetCookie: (setCookie) => {
      if (readOnly) return;
      for (const [name, value] of parseSetCookieHeader(setCookie)) cookieStore.set(name, value.value, toCookieOptions(value));
    },
  });
}
