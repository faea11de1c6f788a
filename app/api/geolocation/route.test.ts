import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllEnvs());

async function freshRoute() {
  vi.resetModules(); // env() caches the environment of its first call
  return import('./route');
}

describe('§7 Geolocation: GET /api/geolocation', () => {
  it('with no IP service configured answers the §9 default location with the "not-configured" marker', async () => {
    vi.stubEnv('GEOLOCATION_API_HOST', '');
    vi.stubEnv('GEOLOCATION_API_KEY', '');
    const { GET } = await freshRoute();
    const response = await GET(new Request('http://localhost/api/geolocation', { headers: { 'x-forwarded-for': '203.0.113.5' } }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      source: 'default',
      reason: 'not-configured',
      location: { city: 'Hollywood', region: 'California', regionCode: 'CA', postalCode: '90038', country: 'US', lat: 34.0928, lng: -118.3287 },
    });
  });
});
