/** A place the maps layer can show. Plain data, so server components can pass it to client ones. */
export type MapPlace = {
  name: string;
  addressLines: string[];
  lat: number;
  lng: number;
  mapsUrl: string;
  /** Origin of an OpenStreetMap-compatible embed server; without it no map is embedded. */
  embedOrigin?: string;
};

// Half-size of the embedded map's bounding box in degrees: a few streets around the marker.
const HALF_WIDTH = 0.01;
const HALF_HEIGHT = 0.006;

// Six decimals is ~0.1 m; rounding hides float noise such as -118.33869999999999.
const coord = (value: number) => String(Number(value.toFixed(6)));

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The iframe src for a place, or null when no embed origin is configured or the data is unusable. */
export function mapEmbedSrc(place: Pick<MapPlace, 'lat' | 'lng' | 'embedOrigin'>): string | null {
  const { lat, lng, embedOrigin } = place;
  if (!embedOrigin) return null;
  // Only a bare http(s) origin: the src must never become a javascript: or data: URL.
  const origin = httpUrl(embedOrigin)?.origin;
  if (!origin || origin !== embedOrigin.replace(/\/$/, '')) return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const bbox = [lng - HALF_WIDTH, lat - HALF_HEIGHT, lng + HALF_WIDTH, lat + HALF_HEIGHT].map(coord).join(',');
  return `${origin}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${coord(lat)},${coord(lng)}`;
}

/** The maps link if it is an http(s) URL; anything else is not rendered as a link. */
export function safeMapsUrl(value: string): string | null {
  return httpUrl(value) ? value : null;
}
