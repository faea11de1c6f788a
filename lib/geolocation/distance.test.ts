import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, formatDistance, haversineKm, nearestVendor } from './distance';

// City centres and their published great-circle distances (WGS84 geodesic, rounded to the kilometre).
const losAngeles = { lat: 34.0522, lng: -118.2437 };
const newYork = { lat: 40.7128, lng: -74.006 };
const london = { lat: 51.5074, lng: -0.1278 };
const paris = { lat: 48.8566, lng: 2.3522 };

const within = (actual: number, expected: number, fraction: number) => Math.abs(actual - expected) / expected <= fraction;

describe('§9 Nearest-vendor distance: great-circle, Earth radius 6371 km', () => {
  it('uses an Earth radius of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    // A quarter of a meridian is a quarter of the circumference of that sphere.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo((Math.PI * 6371) / 2, 6);
  });

  it('Los Angeles to New York is 3,944 km within 0.5 %', () => {
    const km = haversineKm(losAngeles, newYork);
    expect(within(km, 3944, 0.005), `${km} km`).toBe(true);
  });

  it('London to Paris is 344 km within 0.5 %', () => {
    const km = haversineKm(london, paris);
    expect(within(km, 344, 0.005), `${km} km`).toBe(true);
  });

  it('is symmetric, zero for the same point, and finite for antipodes', () => {
    expect(haversineKm(newYork, losAngeles)).toBeCloseTo(haversineKm(losAngeles, newYork), 9);
    expect(haversineKm(paris, paris)).toBe(0);
    expect(haversineKm({ lat: 10, lng: 20 }, { lat: -10, lng: -160 })).toBeCloseTo(Math.PI * 6371, 3);
  });

  it('crosses the antimeridian the short way', () => {
    // 1° of longitude on the equator either side of 180°: 2° apart, not 358°.
    expect(haversineKm({ lat: 0, lng: 179 }, { lat: 0, lng: -179 })).toBeCloseTo((2 * Math.PI * 6371) / 180, 6);
  });
});

describe('§9 nearest vendor', () => {
  const vendors = [
    { id: 'paris', _geoloc: paris },
    { id: 'new-york', _geoloc: newYork },
    { id: 'london', _geoloc: london },
  ];

  it('picks the vendor at the smallest great-circle distance, with that distance', () => {
    expect(nearestVendor(losAngeles, vendors)).toEqual({ vendor: vendors[1], km: haversineKm(losAngeles, newYork) });
    expect(nearestVendor({ lat: 51, lng: 0 }, vendors)?.vendor.id).toBe('london');
    expect(nearestVendor({ lat: 49.5, lng: 2 }, vendors)?.vendor.id).toBe('paris');
  });

  it('answers null for no vendors, and keeps the first listed of two at the same place', () => {
    expect(nearestVendor(losAngeles, [])).toBeNull();
    const twins = [
      { id: 'first', _geoloc: london },
      { id: 'second', _geoloc: london },
    ];
    expect(nearestVendor(paris, twins)?.vendor.id).toBe('first');
  });
});

describe('§9 locale en: distances are shown in miles', () => {
  it('"12 mi away": whole miles for the en locale', () => {
    expect(formatDistance(12 * 1.609344, 'en')).toBe('12 mi away');
    expect(formatDistance(haversineKm(losAngeles, newYork), 'en')).toBe('2,446 mi away'); // on the 6371 km sphere; the geodesic is 2,451;
    expect(formatDistance(12.6 * 1.609344, 'en-US')).toBe('13 mi away');
  });

  it('says "Less than 1 mi away" below a mile rather than "0 mi away"', () => {
    expect(formatDistance(0, 'en')).toBe('Less than 1 mi away');
    expect(formatDistance(1.5, 'en')).toBe('Less than 1 mi away');
    expect(formatDistance(1.61, 'en')).toBe('1 mi away');
  });

  it('uses kilometres outside English-language locales, and long units when asked', () => {
    expect(formatDistance(344, 'fr')).toMatch(/^344\s?km away$/);
    expect(formatDistance(12 * 1.609344, 'en', 'long')).toBe('12 miles away');
  });
});
