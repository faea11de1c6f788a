import type { LatLng } from './location';

/** Spec §9: great-circle distance on a sphere of this radius. */
export const EARTH_RADIUS_KM = 6371;
const KM_PER_MILE = 1.609344;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine, numerically stable for nearby points). */
export function haversineKm(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  // min(): rounding can push `a` a hair above 1 for antipodal points, and asin would return NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Anything with the tenant configuration's `_geoloc`, such as a vendor. */
export type Located = { _geoloc: LatLng };

/** The vendor nearest to `from` and its distance; null for an empty list. Ties keep the first listed. */
export function nearestVendor<V extends Located>(from: LatLng, vendors: readonly V[]): { vendor: V; km: number } | null {
  let nearest: { vendor: V; km: number } | null = null;
  for (const vendor of vendors) {
    const km = haversineKm(from, vendor._geoloc);
    if (!nearest || km < nearest.km) nearest = { vendor, km };
  }
  return nearest;
}

/** Miles in English-language locales (the tenant's `en`), kilometres elsewhere. */
export function usesMiles(locale: string): boolean {
  return /^en(-|$)/i.test(locale);
}

/**
 * "12 mi away" for people. Whole units: an IP address places someone within a town, not within a
 * street, so decimals would claim a precision the estimate does not have. Below one unit: "Less than 1 mi away".
 */
export function formatDistance(km: number, locale: string, unitDisplay: 'short' | 'long' = 'short'): string {
  const miles = usesMiles(locale);
  const amount = miles ? km / KM_PER_MILE : km;
  const unit = miles ? 'mile' : 'kilometer';
  const format = (value: number) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay, maximumFractionDigits: 0 }).format(value);
  return amount < 1 ? `Less than ${format(1)} away` : `${format(Math.round(amount))} away`;
}
