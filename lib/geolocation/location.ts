/**
 * Spec §3 "Location" and the §9 constants. Plain TypeScript with no dependencies: the browser reads
 * the cookie and the cache with it, so it must stay small (no zod in the client bundle).
 */

export type LatLng = { lat: number; lng: number };

/** Spec §3: city, region, regionCode, postalCode, country, lat, lng, expires (epoch ms). */
export type Location = {
  city: string;
  region: string;
  regionCode: string;
  postalCode: string;
  country: string;
  lat: number;
  lng: number;
  expires: number;
};

/** Spec §9: the browser keeps a looked-up location this long, under this local-storage key. */
export const LOCATION_CACHE_LIFETIME_MS = 86_400_000;
export const LOCATION_CACHE_KEY = 'geoLocation';
/** Spec §7: a cookie of this name, when present, wins over everything else. */
export const LOCATION_COOKIE = 'geoloc';

/**
 * Spec §9: "a Los Angeles-area city, lat 34.0928, lng -118.3287" (Hollywood). `expires` 0: the
 * default is never fresh, so it is never cached in place of a real look-up (docs/decisions/0021).
 */
export const DEFAULT_LOCATION: Readonly<Location> = Object.freeze({
  city: 'Hollywood',
  region: 'California',
  regionCode: 'CA',
  postalCode: '90038',
  country: 'US',
  lat: 34.0928,
  lng: -118.3287,
  expires: 0,
});

// Field names the common IP geolocation services use, first match wins (docs/decisions/0020).
const LAT_FIELDS = ['latitude', 'lat'];
const LNG_FIELDS = ['longitude', 'lng', 'lon', 'long'];
const TEXT_FIELDS = {
  city: ['city', 'city_name', 'cityName'],
  region: ['region', 'region_name', 'regionName', 'state', 'state_prov'],
  regionCode: ['regionCode', 'region_code', 'region_iso_code', 'state_code'],
  postalCode: ['postalCode', 'postal_code', 'postal', 'zip', 'zip_code', 'zipcode'],
  // A code ("US") when the service gives one, so sign-in records compare across services.
  country: ['country_code', 'countryCode', 'country_code2', 'country', 'country_name', 'countryName'],
} as const;

/** A place name longer than this is not a place name. */
const MAX_TEXT = 100;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

function coordinate(value: unknown, limit: number): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
}

function firstCoordinate(fields: Fields, names: readonly string[], limit: number): number | undefined {
  for (const name of names) {
    const value = coordinate(fields[name], limit);
    if (value !== undefined) return value;
  }
  return undefined;
}

function firstText(sources: Fields[], names: readonly string[]): string {
  for (const fields of sources) {
    for (const name of names) {
      const value = fields[name];
      if (typeof value === 'string' && value.trim() && value.length <= MAX_TEXT) return value.trim();
    }
  }
  return '';
}

/** ipinfo-style "loc": "34.0928,-118.3287". */
function fromLoc(value: unknown): LatLng | undefined {
  if (typeof value !== 'string') return undefined;
  const [lat, lng, extra] = value.split(',');
  if (extra !== undefined) return undefined;
  const parsed = { lat: coordinate(lat, 90), lng: coordinate(lng, 180) };
  return parsed.lat !== undefined && parsed.lng !== undefined ? (parsed as LatLng) : undefined;
}

function coordinatesOf(fields: Fields): LatLng | undefined {
  const lat = firstCoordinate(fields, LAT_FIELDS, 90);
  const lng = firstCoordinate(fields, LNG_FIELDS, 180);
  if (lat !== undefined && lng !== undefined) return { lat, lng };
  return fromLoc(fields.loc);
}

/**
 * Reads a location out of whatever JSON a source gave: the `geoloc` cookie, the local-storage
 * cache, our /api/geolocation answer or an IP service's whole response. Common field names are
 * accepted, and one nested `location` object is looked into. Without usable coordinates the input is
 * malformed and the answer is null, so the caller skips to the next source.
 */
export function normaliseLocation(input: unknown, expires = 0): Location | null {
  if (!isObject(input)) return null;
  const nested = isObject(input.location) ? input.location : undefined;
  const sources = nested ? [input, nested] : [input];
  const point = coordinatesOf(input) ?? (nested && coordinatesOf(nested));
  if (!point) return null;
  return {
    city: firstText(sources, TEXT_FIELDS.city),
    region: firstText(sources, TEXT_FIELDS.region),
    regionCode: firstText(sources, TEXT_FIELDS.regionCode),
    postalCode: firstText(sources, TEXT_FIELDS.postalCode),
    country: firstText(sources, TEXT_FIELDS.country),
    lat: point.lat,
    lng: point.lng,
    expires,
  };
}

/** "Pasadena, CA", "Paris, France", or "" when the source named no place. */
export function placeName(location: Pick<Location, 'city' | 'regionCode' | 'region' | 'country'>): string {
  return [location.city, location.regionCode || location.region || location.country].filter(Boolean).join(', ');
}
