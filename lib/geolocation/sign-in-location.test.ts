import { describe, expect, it } from 'vitest';
import { fallback } from './look-up';
import { signInLocationFields } from './sign-in-location';

const burbank = { city: 'Burbank', region: 'California', regionCode: 'CA', postalCode: '91502', country: 'US', lat: 34.1808, lng: -118.309 };

describe('§3 VendorUser _geoloc and ipLocation at sign-up and log-in', () => {
  it('_geoloc is {lat, lng} and ipLocation is {lat, lng, city, country} of the looked-up location', () => {
    expect(signInLocationFields({ source: 'ip-service', location: burbank })).toEqual({
      _geoloc: { lat: 34.1808, lng: -118.309 },
      ipLocation: { lat: 34.1808, lng: -118.309, city: 'Burbank', country: 'US' },
    });
  });

  it('records nothing when only the default location is known', () => {
    expect(signInLocationFields(fallback('timeout'))).toBeNull();
    expect(signInLocationFields(fallback('not-configured'))).toBeNull();
  });
});
