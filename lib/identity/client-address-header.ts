/**
 * The request header better-auth reads the caller's address from (rate limits, session records).
 * Only our route handler writes it; anything a caller sends under this name is dropped first.
 */
export const CLIENT_ADDRESS_HEADER = 'x-storefront-client-address';
