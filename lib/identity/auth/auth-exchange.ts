import 'server-only';
import { parseSetCookieHeader, toCookieOptions } from 'better-auth/cookies';
import { cookies, headers } from 'next/headers';
import { env } from '@/lib/env/env';
import { clientAddress } from '@/lib/http/client-ip';
import { type Auth, getAuth } from './auth';
import { CLIENT_ADDRESS_HEADER, SERVER_CALL_HEADER, SERVER_CALL_TOKEN } from './auth-limits';
import type { ProviderUser } from '@/lib/identity/status/auth-status';
import type { ProviderError } from './errors';

type HandlesRequests = { handler(request: Request): Promise<Response> };

/**
 * The HTTP entry to better-auth (app/api/auth/[...all]/route.ts and the server functions both use
 * it, so its origin, CSRF and rate-limit checks always apply). It tells better-auth who is calling,
 * in the same way the rest of the app decides (TRUST_PROXY, IPv6 by /64), and adds the standard
 * Retry-After header to a 429, which better-auth sends only as X-Retry-After. `serverCall` marks the
 * server's own calls for a page or action (auth-exchange.ts), as opposed to a caller's request.
 */
export function authRequestHandler(auth: HandlesRequests, trustProxy?: boolean, { serverCall = false } = {}) {
  return async (request: Request): Promise<Response> => {
    const headers = new Headers(request.headers);
    // "2001:db8:1:2::/64" → "2001:db8:1:2::": better-auth accepts only an address, and groups IPv6 by /64 itself.
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(request.headers, trustProxy).replace(/\/64$/, ''));
    if (serverCall) headers.set(SERVER_CALL_HEADER, SERVER_CALL_TOKEN);
    else headers.delete(SERVER_CALL_HEADER);
    const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, body: request.body, redirect: 'manual', signal: request.signal };
    if (request.body) init.duplex = 'half';
    if (request.body && request.headers.get('content-type')?.includes('json')) {
      // better-auth's hooks read fields of the body: JSON `null` or `123` crashed them with a 500 (issue 9).
      init.body = await request.text();
      if (init.body.trim() !== '' && !isJsonObject(init.body)) {
        return Response.json({ code: 'INVALID_REQUEST_BODY', message: 'The request body must be a JSON object.' }, { status: 400 });
      }
      delete init.duplex;
    }
    const response = await auth.handler(new Request(request.url, init));
    const retryAfter = response.headers.get('x-retry-after');
    if (response.status === 429 && retryAfter && !response.headers.has('retry-after')) {
      const answered = new Response(response.body, response);
      answered.headers.set('retry-after', retryAfter);
      return answered;
    }
    return response;
  };
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** The browser headers a server function passes on to better-auth, and nothing else. */
const FORWARDED_HEADERS = ['origin', 'referer', 'user-agent', 'x-forwarded-for', 'x-real-ip', 'sec-fetch-site', 'sec-fetch-mode', 'sec-fetch-dest'];

export type AuthCallResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ProviderError; retryAfterSeconds: number | null };

export type ExchangeOptions = {
  /** The site's origin as the browser sees it, such as http://localhost:3000. */
  baseURL: string;
  /** The browser request's headers (cookie, origin, address). */
  headers: Headers;
  /** Receives every Set-Cookie better-auth answers, to pass on to the browser. */
  onSetCookie?: (setCookie: string) => void;
  trustProxy?: boolean;
};

/**
 * One browser request's conversation with better-auth's HTTP handler, for server functions. Calls
 * go through the same handler as /api/auth (origin, CSRF and rate-limit checks included), carrying
 * the browser's cookies and origin; the cookies each answer sets are kept for the next call (a
 * sign-in's pending second factor, say) and passed on to the browser.
 */
export class AuthExchange {
  readonly auth: Auth;
  readonly setCookies: string[] = [];
  private readonly handle: (request: Request) => Promise<Response>;
  private readonly jar = new Map<string, string>();
  private readonly options: ExchangeOptions;

  constructor(auth: Auth, options: ExchangeOptions) {
    this.auth = auth;
    this.options = options;
    this.handle = authRequestHandler(auth, options.trustProxy, { serverCall: true });
    for (const pair of (options.headers.get('cookie') ?? '').split(';')) {
      const at = pair.indexOf('=');
      if (at > 0) this.jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  /** `extra` adds headers of the call's own, such as the sign-up's bot-check payload. */
  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown, extra: Record<string, string> = {}): Promise<AuthCallResult<T>> {
    const headers = new Headers(extra);
    for (const name of FORWARDED_HEADERS) {
      const value = this.options.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    const cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.set('cookie', cookie);
    if (body !== undefined) headers.set('content-type', 'application/json');
    const url = new URL(`/api/auth${path}`, this.options.baseURL);
    const response = await this.handle(new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
    for (const setCookie of response.headers.getSetCookie()) this.keep(setCookie);
    const payload: unknown = await response.json().catch(() => null);
    if (response.ok) return { ok: true, status: response.status, data: payload as T };
    const error = (payload ?? {}) as { code?: unknown; message?: unknown };
    const retryAfter = Number(response.headers.get('retry-after'));
    return {
      ok: false,
      status: response.status,
      error: {
        code: typeof error.code === 'string' ? error.code : response.status === 429 ? 'TOO_MANY_REQUESTS' : null,
        message: typeof error.message === 'string' ? error.message : response.statusText,
        status: response.status,
      },
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    };
  }

  /**
   * Takes cookies another request's exchange was answered with as if this one had been: the guest
   * session a racing first tap started (issue 24 §1, guest-start.ts), passed on to this browser.
   */
  adopt(setCookies: readonly string[]): void {
    for (const setCookie of setCookies) this.keep(setCookie);
  }

  private keep(setCookie: string): void {
    this.setCookies.push(setCookie);
    this.options.onSetCookie?.(setCookie);
    const [pair = '', ...attributes] = setCookie.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) return;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
    if (expired || value === '') this.jar.delete(name);
    else this.jar.set(name, value);
  }
}

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

export type CurrentSession = {
  session: { createdAt: string; impersonatedBy?: string | null };
  user: ProviderUser & { isAnonymous?: boolean | null; role?: string | null; twoFactorEnabled?: boolean | null };
};

/**
 * The session the browser's cookie names, read through the handler (null when signed out). With
 * `refresh: false` better-auth does not extend the session as it reads it: a read writes nothing.
 */
export async function currentSession(exchange: AuthExchange, { refresh = true }: { refresh?: boolean } = {}): Promise<CurrentSession | null> {
  const response = await exchange.call<CurrentSession | null>('GET', refresh ? '/get-session' : '/get-session?disableRefresh=true');
  // A 5xx is better-auth failing to read the session (its database down, say), not "no session": the start-up's error.
  if (!response.ok && response.status >= 500) throw new Error(`The session could not be read (${response.status}).`);
  return response.ok ? response.data : null;
}
