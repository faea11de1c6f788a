import { DEFAULT_LOCATION, type Location } from './location';

/** A location as /api/geolocation answers it; the browser adds `expires` when it caches one. */
export type PlainLocation = Omit<Location, 'expires'>;

/** Why the default location was given instead of a looked-up one (docs/decisions/0021). */
export type FallbackReason =
  'not-configured' | 'timeout' | 'unreachable' | 'service-error' | 'unreadable' | 'rate-limited' | 'bad-address' | 'rate-limit-unavailable';

/** The body of every /api/geolocation answer. `source: 'default'` is the marker of a fallback. */
export type LocationLookUp = { source: 'ip-service'; location: PlainLocation } | { source: 'default'; reason: FallbackReason; location: PlainLocation };

export function withoutExpires({ expires: _expires, ...location }: Location): PlainLocation {
  return location;
}

export function fallback(reason: FallbackReason): LocationLookUp {
  return { source: 'default', reason, location: withoutExpires(DEFAULT_LOCATION) };
}
