import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION, LOCATION_CACHE_KEY, LOCATION_CACHE_LIFETIME_MS, LOCATION_COOKIE, normaliseLocation, placeName } from './location';

describe('§9 Geolocation constants', () => {
  it('caches for 24 hours (86,400,000 ms) under "geoLocation"; the cookie is "geoloc"', () => {
    expect(LOCATION_CACHE_LIFETIME_MS).toBe(86_400_000);
    expect(LOCATION_CACHE_KEY).toBe('geoLocation');
    expect(LOCATION_COOKIE).toBe('geoloc');
  });

  it('the default location is a Los Angeles-area city at lat 34.0928, lng -118.3287, never fresh', () => {
    expect(DEFAULT_LOCATION).toMatchObject({ city: 'Hollywood', regionCode: 'CA', country: 'US', lat: 34.0928, lng: -118.3287, expires: 0 });
    expect(Object.isFrozen(DEFAULT_LOCATION)).toBe(true);
  });
});

describe('§3 Location: normalising what a source gave', () => {
  it('reads the §7 cookie shape: latitude, longitude, city, region, regionCode, postalCode, country', () => {
    const cookie = { latitude: 34.1478, longitude: -118.1445, city: 'Pasadena', region: 'California', regionCode: 'CA', postalCode: '91101', country: 'US' };
    expect(normaliseLocation(cookie, 123)).toEqual({
      city: 'Pasadena',
      region: 'California',
      regionCode: 'CA',
      postalCode: '91101',
      country: 'US',
      lat: 34.1478,
      lng: -118.1445,
      expires: 123,
    });
  });

  it('reads the field names common IP services use (lat/lng/lon, region_name, region_code, postal, zip, country_code)', () => {
    expect(normaliseLocation({ lat: 1, lon: 2, city: 'A', region_name: 'B', region_code: 'C', zip: 'D', country_code: 'FR', country_name: 'France' })).toEqual({
      city: 'A',
      region: 'B',
      regionCode: 'C',
      postalCode: 'D',
      country: 'FR',
      lat: 1,
      lng: 2,
      expires: 0,
    });
    expect(normaliseLocation({ latitude: '51.5', longitude: '-0.12', postal: 'EC1A', country: 'GB' })).toMatchObject({
      lat: 51.5,
      lng: -0.12,
      postalCode: 'EC1A',
      country: 'GB',
    });
    expect(normaliseLocation({ lat: 3, lng: 4, country_name: 'Spain' })).toMatchObject({ lat: 3, lng: 4, country: 'Spain' });
    expect(normaliseLocation({ loc: '34.0928,-118.3287', city: 'Hollywood' })).toMatchObject({ lat: 34.0928, lng: -118.3287, city: 'Hollywood' });
  });

  it('looks into one nested "location" object, and lets top-level names win', () => {
    expect(
      normaliseLocation({ ip: '203.0.113.5', city: 'Burbank', location: { latitude: 34.18, longitude: -118.31, city: 'Elsewhere', zip: '91502' } }),
    ).toMatchObject({
      lat: 34.18,
      lng: -118.31,
      city: 'Burbank',
      postalCode: '91502',
    });
  });

  it('malformed input is null: no object, no coordinates, coordinates off the Earth or not numbers', () => {
    for (const input of [
      null,
      undefined,
      'a string',
      42,
      [],
      [34, -118],
      {},
      { city: 'Paris' },
      { lat: 91, lng: 0 },
      { lat: 0, lng: 181 },
      { lat: 'north', lng: 2 },
      { lat: NaN, lng: 2 },
      { lat: '', lng: '' },
      { loc: '1,2,3' },
      { lat: 1 },
    ]) {
      expect(normaliseLocation(input), JSON.stringify(input)).toBeNull();
    }
  });

  it('keeps only short text fields: an object, a number or a 10,000-character string is not a place name', () => {
    expect(normaliseLocation({ lat: 1, lng: 2, city: { name: 'x' }, region: 7, country: 'x'.repeat(10_000), regionCode: '  ' })).toMatchObject({
      city: '',
      region: '',
      country: '',
      regionCode: '',
    });
  });

  it('names a place for people: "Pasadena, CA"', () => {
    expect(placeName(DEFAULT_LOCATION)).toBe('Hollywood, CA');
    expect(placeName({ city: 'Paris', region: '', regionCode: '', country: 'FR' })).toBe('Paris, FR');
    expect(placeName({ city: '', region: '', regionCode: '', country: '' })).toBe('');
  });
});
