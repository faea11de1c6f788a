import { LOCATION_CACHE_KEY } from './location';
import { resolveLocation, type ResolvedLocation } from './resolve-location';

/** Our endpoint promises an answer within 2 seconds; past this the browser stops waiting and uses the default. */
const LOOK_UP_TIMEOUT_MS = 3_000;

async function askOurEndpoint(): Promise<unknown> {
  // Same origin only: the browser never calls the IP service itself, and never sees its key.
  const response = await fetch('/api/geolocation', {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
    signal: AbortSignal.timeout(LOOK_UP_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Geolocation answered ${response.status}`);
  return response.json();
}

let pending: Promise<ResolvedLocation> | undefined;

/**
 * The customer's location in this browser (spec §7 order: cookie, fresh cache, IP service, default).
 * One resolution per page load, shared by every component that asks, so a page showing several
 * distances makes at most one look-up.
 */
export function locateCustomer(): Promise<ResolvedLocation> {
  pending ??= resolveLocation({
    cookies: document.cookie,
    readCache: () => window.localStorage.getItem(LOCATION_CACHE_KEY),
    writeCache: (value) => window.localStorage.setItem(LOCATION_CACHE_KEY, value),
    lookUp: askOurEndpoint,
    now: Date.now(),
  });
  return pending;
}
