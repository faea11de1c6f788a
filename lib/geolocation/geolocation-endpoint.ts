import 'server-only';
import type { Db } from '@/lib/db';
import { clientAddress } from '@/lib/http/client-ip';
import { rateLimitRefusal, type RateLimit } from '@/lib/rate-limit/sliding-window';
import { addressForLookUp, configuredService, lookUpLocation, type GeolocationEnv } from './ip-service';
import { fallback, type LocationLookUp } from './look-up';

/**
 * Look-ups that reach the service, per caller address. A browser asks once a day (it caches the
 * answer for 24 hours), so 60 an hour leaves room for a production office behind one address and
 * stops one script from spending the service's quota.
 */
export const GEOLOCATION_RATE_LIMIT: RateLimit = { limit: 60, windowMs: 60 * 60 * 1000 };

export type GeolocationEndpointContext = {
  env: GeolocationEnv;
  /** Opened only when a look-up will be counted, so an unconfigured service costs no database round trip. */
  db(): Promise<Db>;
  timeoutMs?: number;
};

function json(body: LocationLookUp & { error?: string }, status = 200, headers: Record<string, string> = {}): Response {
  // The answer depends on the caller's address: no shared cache may keep it.
  return Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store', ...headers } });
}

/**
 * GET /api/geolocation: where the caller is, from the configured IP service, for the browser's
 * location resolution (spec §7). Every answer carries a location; `source: 'default'` with a
 * `reason` marks the §9 default given instead (docs/decisions/0021). The key stays on the server.
 */
export async function answerGeolocation(request: Request, context: GeolocationEndpointContext): Promise<Response> {
  const service = configuredService(context.env);
  // Nothing to protect without a service: the answer is a constant, not counted.
  if (!service) return json(fallback('not-configured'));

  const address = clientAddress(request.headers, context.env.TRUST_PROXY === 'true');
  let ip: string | null;
  try {
    ip = addressForLookUp(address);
  } catch {
    // Only a trusted proxy's X-Forwarded-For can carry this; say what is wrong rather than guess.
    return json({ ...fallback('bad-address'), error: 'The forwarded client address is not an IP address.' }, 400);
  }

  try {
    const refusal = await rateLimitRefusal(
      await context.db(),
      `geolocation:${address}`,
      GEOLOCATION_RATE_LIMIT,
      (minutes) => `Too many location look-ups from your address. Please try again in ${minutes} minutes.`,
    );
    if (refusal) return json({ ...fallback('rate-limited'), error: refusal.message }, 429, { 'Retry-After': String(refusal.retryAfterSeconds) });
  } catch (error) {
    // Without the counter the service's quota is unguarded: do not call it, answer the default.
    console.error('Geolocation rate limit unavailable:', error instanceof Error ? error.message : error);
    return json(fallback('rate-limit-unavailable'));
  }

  return json(await lookUpLocation(service, ip, context.timeoutMs));
}
