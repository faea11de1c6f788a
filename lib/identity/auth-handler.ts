import 'server-only';
import { clientAddress } from '@/lib/http/client-ip';
import { CLIENT_ADDRESS_HEADER, SERVER_CALL_HEADER, SERVER_CALL_TOKEN } from './client-address-header';

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
