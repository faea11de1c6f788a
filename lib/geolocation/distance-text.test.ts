import { describe, expect, it } from 'vitest';
import { distanceText } from './distance-text';
import { DEFAULT_LOCATION } from './location';

// The demo prop house, Cahuenga Prop House in Sun Valley (tenant/config.json).
const propHouse = { lat: 34.2176, lng: -118.3703 };
const pasadena = { city: 'Pasadena', region: 'California', regionCode: 'CA', postalCode: '91101', country: 'US', lat: 34.1478, lng: -118.1445, expires: 0 };

describe('§7 Geolocation: the distance people read', () => {
  it('"N mi away" from the customer\'s location', () => {
    expect(distanceText({ source: 'cookie', location: pasadena }, propHouse, 'en')).toBe('14 mi away');
  });

  it('names the default location when that is all there is', () => {
    expect(distanceText({ source: 'default', location: { ...DEFAULT_LOCATION } }, propHouse, 'en')).toBe('9 mi away from Hollywood, CA');
  });
});
