/**
 * Next.js fills X-Forwarded-For from the socket only when a request has none, so without a proxy a
 * caller could name any address and slip past the per-address rate limits. The server therefore
 * writes the header itself: the socket's address alone, or, behind a proxy the operator declared
 * (TRUST_PROXY=true), the proxy's chain with the socket's address appended.
 */
export function forwardedFor(given, remoteAddress, trustProxy) {
  const chain = Array.isArray(given) ? given.join(', ') : given;
  if (!remoteAddress) return trustProxy && chain ? chain : undefined;
  return trustProxy && chain ? `${chain}, ${remoteAddress}` : remoteAddress;
}

/**
 * What only a proxy may say about a request: who sent it, and how and where it was asked for. Next.js
 * keeps a caller's X-Forwarded-Proto, -Host and -Port and fills them only when absent, so without a
 * trusted proxy a caller sending "X-Forwarded-Proto: https" over plain HTTP was answered with HSTS
 * (issue 23 §6). Unless TRUST_PROXY, they are dropped here and Next.js writes them from the socket.
 */
const PROXY_ONLY = ['x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

/** Rewrites a Node request's headers in place to what this server believes of them. */
export function believeForwardedHeaders(headers, remoteAddress, trustProxy) {
  const chain = forwardedFor(headers['x-forwarded-for'], remoteAddress, trustProxy);
  if (chain) headers['x-forwarded-for'] = chain;
  else delete headers['x-forwarded-for'];
  if (!trustProxy) for (const name of PROXY_ONLY) delete headers[name];
}
