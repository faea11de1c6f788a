import { DEFAULT_LOCATION, LOCATION_CACHE_LIFETIME_MS, LOCATION_COOKIE, normaliseLocation, type Location } from './location';

/** Where a resolved location came from. `default` is the §9 fallback, never a real place of the customer's. */
export type LocationSource = 'cookie' | 'cache' | 'ip-service' | 'default';
export type ResolvedLocation = { location: Location; source: LocationSource };

/** The browser's inputs, passed in so the order of precedence is testable without a browser. */
export type LocationInputs = {
  /** `document.cookie`. */
  cookies: string;
  /** The raw local-storage entry under `geoLocation`, or null. May throw when storage is disabled. */
  readCache(): string | null;
  writeCache(value: string): void;
  /** Our /api/geolocation answer as parsed JSON; throws when the call fails. */
  lookUp(): Promise<unknown>;
  now: number;
};

/** The value of one cookie in a `document.cookie` string, URL-decoded; undefined when absent or undecodable. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function parseJson(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A cookie from an edge network or a proxy, set by someone else: trusted as given, for this visit. */
export function locationFromCookie(cookies: string, now: number): Location | null {
  return normaliseLocation(parseJson(readCookie(cookies, LOCATION_COOKIE)), now + LOCATION_CACHE_LIFETIME_MS);
}

/**
 * Spec §9: the cached location is fresh while `now` is before its `expires`, which is at most 24 hours
 * away. At exactly 24 hours after caching it is stale. An `expires` further ahead than the lifetime
 * was not written by us (or the clock went back): it is treated as stale rather than kept for ever.
 */
export function freshCachedLocation(raw: string | null, now: number): Location | null {
  const parsed = parseJson(raw);
  if (typeof parsed !== 'object' || parsed === null) return null;
  const expires = (parsed as { expires?: unknown }).expires;
  if (typeof expires !== 'number' || !Number.isFinite(expires)) return null;
  if (now >= expires || expires - now > LOCATION_CACHE_LIFETIME_MS) return null;
  return normaliseLocation(parsed, expires);
}

/** Our own API's answer: `{ location, source }`. Only a real look-up counts; a default answer is the fallback. */
function locationFromService(answer: unknown, now: number): Location | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { location, source } = answer as { location?: unknown; source?: unknown };
  return source === 'ip-service' ? normaliseLocation(location, now + LOCATION_CACHE_LIFETIME_MS) : null;
}

function readCacheSafely(inputs: LocationInputs): string | null {
  try {
    return inputs.readCache();
  } catch {
    return null; // storage disabled (private browsing, a policy): behave as if nothing was cached
  }
}

/**
 * Spec §7 "Geolocation", in order: the `geoloc` cookie; else the location cached in local storage
 * while fresh; else the IP geolocation service (through /api/geolocation), whose answer is cached for
 * 24 hours; if that fails, the default location, which is not cached so the next visit tries again.
 * A malformed cookie or cache entry is skipped. Never rejects.
 */
export async function resolveLocation(inputs: LocationInputs): Promise<ResolvedLocation> {
  const { now } = inputs;
  const fromCookie = locationFromCookie(inputs.cookies, now);
  if (fromCookie) return { location: fromCookie, source: 'cookie' };

  const cached = freshCachedLocation(readCacheSafely(inputs), now);
  if (cached) return { location: cached, source: 'cache' };

  let looked: Location | null = null;
  try {
    looked = locationFromService(await inputs.lookUp(), now);
  } catch {
    looked = null; // spec §8: a failed geolocation call falls back to the default location
  }
  if (!looked) return { location: { ...DEFAULT_LOCATION }, source: 'default' };
  try {
    inputs.writeCache(JSON.stringify(looked));
  } catch {
    // A full or disabled storage only costs a look-up on the next visit.
  }
  return { location: looked, source: 'ip-service' };
}
