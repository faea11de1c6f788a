import { addressLines } from '@/lib/site/contact-links';
import type { Tenant } from '@/lib/tenant/schema';
import type { MapPlace } from './embed';

/** The prop house as the maps layer shows it: name, address, `_geoloc`, maps-service link and embed origin. */
export function vendorMapPlace({ vendor, mapEmbedOrigin }: Pick<Tenant, 'vendor' | 'mapEmbedOrigin'>): MapPlace {
  return {
    name: vendor.displayName,
    addressLines: addressLines(vendor.address),
    lat: vendor._geoloc.lat,
    lng: vendor._geoloc.lng,
    mapsUrl: vendor.mapsUrl,
    ...(mapEmbedOrigin ? { embedOrigin: mapEmbedOrigin } : {}),
  };
}
