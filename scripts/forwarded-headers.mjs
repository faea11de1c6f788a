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
