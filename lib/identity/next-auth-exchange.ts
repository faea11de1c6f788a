import 'server-only';
import { parseSetCookieHeader, toCookieOptions } from 'better-auth/cookies';
import { cookies, headers } from 'next/headers';
import { env } from '@/lib/env';
import { AuthExchange } from './auth-exchange';
import { getAuth } from './get-auth';

/**
 * The exchange for the server action or route being handled: the browser's own headers go to
 * better-auth, and the cookies better-auth sets go back to the browser through Next's cookie store.
 * `readOnly` is for server components, which may not set cookies: a cookie better-auth would
 * refresh there is left for the next server action or /api/auth call (the provider makes one).
 */
export async function requestAuthExchange({ readOnly = false }: { readOnly?: boolean } = {}): Promise<AuthExchange> {
  const [auth, incoming, cookieStore] = await Promise.all([getAuth(), headers(), cookies()]);
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
