/**
 * The request header better-auth reads the caller's address from (rate limits, session records).
 * Only our route handler writes it; anything a caller sends under this name is dropped first.
 */
export const CLIENT_ADDRESS_HEADER = 'x-storefront-client-address';

/**
 * Marks a session read made by the server itself while rendering a page (auth-exchange.ts), which the
 * per-address limits do not count: a script polling /api/auth/get-session from a studio's shared
 * address must not sign every colleague out of their pages (issue 9, decision 76). The value is
 * this process's own secret, and the public route drops the header from what callers send.
 */
export const SERVER_CALL_HEADER = 'x-storefront-server-call';
export const SERVER_CALL_TOKEN = crypto.randomUUID();
