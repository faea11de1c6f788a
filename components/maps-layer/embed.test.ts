import { describe, expect, it } from 'vitest';
import { mapEmbedSrc, safeMapsUrl } from './embed';

// Spec §9 default location, a Los Angeles-area city.
const la = { lat: 34.0928, lng: -118.3287 };

describe('maps layer embed', () => {
  it('spec §1 hosting "may embed maps": bbox of ±0.01 lng / ±0.006 lat around a marker at the place', () => {
    expect(mapEmbedSrc({ ...la, embedOrigin: 'https://www.openstreetmap.org' })).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=-118.3387,34.0868,-118.3187,34.0988&layer=mapnik&marker=34.0928,-118.3287',
    );
  });

  it('DESIGN "no network call the configuration does not ask for": no embedOrigin, no embed', () => {
    expect(mapEmbedSrc(la)).toBeNull();
    expect(mapEmbedSrc({ ...la, embedOrigin: '' })).toBeNull();
  });

  it('accepts an origin with a trailing slash', () => {
    expect(mapEmbedSrc({ ...la, embedOrigin: 'https://tiles.example.org/' })).toMatch(/^https:\/\/tiles\.example\.org\/export\/embed\.html\?/);
  });

  it('refuses anything but a bare http(s) origin', () => {
    for (const embedOrigin of ['javascript:alert(1)', 'data:text/html,x', 'www.openstreetmap.org', 'https://osm.example/path', 'https://osm.example?x=1']) {
      expect(mapEmbedSrc({ ...la, embedOrigin })).toBeNull();
    }
  });

  it('refuses coordinates that are not on Earth', () => {
    const embedOrigin = 'https://www.openstreetmap.org';
    expect(mapEmbedSrc({ lat: Number.NaN, lng: 0, embedOrigin })).toBeNull();
    expect(mapEmbedSrc({ lat: 91, lng: 0, embedOrigin })).toBeNull();
    expect(mapEmbedSrc({ lat: 0, lng: -180.5, embedOrigin })).toBeNull();
    expect(mapEmbedSrc({ lat: 0, lng: 0, embedOrigin })).toContain('bbox=-0.01,-0.006,0.01,0.006');
  });

  it('only http(s) maps links are linked', () => {
    const osm = 'https://www.openstreetmap.org/?mlat=34.2176&mlon=-118.3703#map=17/34.2176/-118.3703';
    expect(safeMapsUrl(osm)).toBe(osm);
    expect(safeMapsUrl('javascript:alert(1)')).toBeNull();
    expect(safeMapsUrl('not a url')).toBeNull();
  });
});
