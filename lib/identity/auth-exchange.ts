import 'server-only';
import type { Auth } from './auth';
import { authRequestHandler } from './auth-handler';
import type { ProviderError } from './errors';

/** The browser headers a server function passes on to better-auth, and nothing else. */
const FORWARDED_HEADERS = ['origin', 'referer', 'user-agent', 'x-forwarded-for', 'x-real-ip', 'sec-fetch-site', 'sec-fetch-mode', 'sec-fetch-dest'];

export type AuthCallResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: ProviderError; retryAfterSeconds: number | null };

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
