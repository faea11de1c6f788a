import { describe, expect, it } from 'vitest';
import { tenant } from '@/lib/tenant';
import { mapEmbedSrc } from './embed';
import { vendorMapPlace } from './vendor-place';

describe('§2 maps layer: the prop house as the layer shows it', () => {
  it("carries the vendor's name, address, _geoloc, maps-service link and the embed origin", () => {
    expect(vendorMapPlace(tenant)).toEqual({
      name: 'Cahuenga Prop House',
      addressLines: ['8400 San Fernando Road', 'Sun Valley, CA 91352'],
      lat: 34.2176,
      lng: -118.3703,
      mapsUrl: tenant.vendor.mapsUrl,
      embedOrigin: 'https://www.openstreetmap.org',
    });
    expect(mapEmbedSrc(vendorMapPlace(tenant))).toContain('marker=34.2176,-118.3703');
  });

  it('without mapEmbedOrigin there is no embed, only the address and the link', () => {
    const place = vendorMapPlace({ ...tenant, mapEmbedOrigin: undefined });
    expect(place).not.toHaveProperty('embedOrigin');
    expect(mapEmbedSrc(place)).toBeNull();
  });
});
