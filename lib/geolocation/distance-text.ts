import { formatDistance, haversineKm } from './distance';
import { placeName, type LatLng } from './location';
import type { ResolvedLocation } from './resolve-location';

/**
 * The words a customer reads: "12 mi away". When only the default location is known, the text names
 * it ("9 mi away from Hollywood, CA"), so a crew in New York does not read it as their own distance.
 */
export function distanceText({ location, source }: ResolvedLocation, to: LatLng, locale: string): string {
  const distance = formatDistance(haversineKm(location, to), locale);
  const from = placeName(location);
  return source === 'default' && from ? `${distance} from ${from}` : distance;
}
