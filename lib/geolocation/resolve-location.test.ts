import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION, LOCATION_CACHE_LIFETIME_MS } from './location';
import { freshCachedLocation, readCookie, resolveLocation, type LocationInputs } from './resolve-location';

const NOW = Date.UTC(2026, 2, 2, 9, 30);
const DAY = 86_400_000;

const pasadena = { latitude: 34.1478, longitude: -118.1445, city: 'Pasadena', region: 'California', regionCode: 'CA', postalCode: '91101', country: 'US' };
const burbank = { city: 'Burbank', region: 'California', regionCode: 'CA', postalCode: '91502', country: 'US', lat: 34.1808, lng: -118.309 };
const newYork = { city: 'New York', region: 'New York', regionCode: 'NY', postalCode: '10001', country: 'US', lat: 40.7128, lng: -74.006 };

const cookieOf = (value: unknown) => `theme=dark; geoloc=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}; other=1`;

/** The browser's pieces, as plain data: a cookie string, one local-storage slot, and the endpoint's answer. */
function browser({
  cookies = '',
  cached = null as string | null,
  answer = (): Promise<unknown> => Promise.resolve({ source: 'ip-service', location: newYork }),
  now = NOW,
} = {}) {
  const state = { stored: cached, lookUps: 0 };
  const inputs: LocationInputs = {
    cookies,
    readCache: () => state.stored,
    writeCache: (value) => {
      state.stored = value;
    },
    lookUp: () => {
      state.lookUps++;
      return answer();
    },
    now,
  };
  return { inputs, state };
}

describe('§7 Geolocation: the order of precedence', () => {
  it('1. the geoloc cookie wins over a fresh cache and the service, which is not asked', async () => {
    const { inputs, state } = browser({ cookies: cookieOf(pasadena), cached: JSON.stringify({ ...burbank, expires: NOW + 1000 }) });
    const resolved = await resolveLocation(inputs);
    expect(resolved.source).toBe('cookie');
    expect(resolved.location).toMatchObject({ city: 'Pasadena', lat: 34.1478, lng: -118.1445, regionCode: 'CA', postalCode: '91101' });
    expect(state.lookUps).toBe(0);
  });

  it('2. without a cookie, the location cached in local storage while fresh; the service is not asked', async () => {
    const { inputs, state } = browser({ cached: JSON.stringify({ ...burbank, expires: NOW + 1000 }) });
    expect(await resolveLocation(inputs)).toEqual({ source: 'cache', location: { ...burbank, expires: NOW + 1000 } });
    expect(state.lookUps).toBe(0);
  });

  it('3. without either, the IP geolocation service, whose answer is cached under geoLocation for 24 hours', async () => {
    const { inputs, state } = browser();
    expect(await resolveLocation(inputs)).toEqual({ source: 'ip-service', location: { ...newYork, expires: NOW + DAY } });
    expect(state.lookUps).toBe(1);
    expect(JSON.parse(state.stored ?? '')).toEqual({ ...newYork, expires: NOW + 86_400_000 });
  });

  it('4. if that fails, the default location, which is not cached so the next visit asks again', async () => {
    const { inputs, state } = browser({ answer: () => Promise.reject(new TypeError('Failed to fetch')) });
    const resolved = await resolveLocation(inputs);
    expect(resolved).toEqual({ source: 'default', location: { ...DEFAULT_LOCATION } });
    expect(resolved.location).toMatchObject({ lat: 34.0928, lng: -118.3287 });
    expect(state.stored).toBeNull();
  });

  it('4. the endpoint answering the default itself (source "default") is a fallback too, not a place to cache', async () => {
    const { inputs, state } = browser({
      answer: () => Promise.resolve({ source: 'default', reason: 'not-configured', location: { ...DEFAULT_LOCATION, city: 'Hollywood' } }),
    });
    expect((await resolveLocation(inputs)).source).toBe('default');
    expect(state.stored).toBeNull();
  });

  it('the next resolution after a look-up reads the cache, not the service', async () => {
    const first = browser();
    await resolveLocation(first.inputs);
    const second = browser({ cached: first.state.stored, now: NOW + 60_000 });
    expect((await resolveLocation(second.inputs)).source).toBe('cache');
    expect(second.state.lookUps).toBe(0);
  });
});

describe('§9 the cached location expires at exactly 24 hours (86,400,000 ms)', () => {
  const cachedAt = NOW;
  const entry = JSON.stringify({ ...burbank, expires: cachedAt + LOCATION_CACHE_LIFETIME_MS });

  it('is fresh one millisecond before 24 hours, stale at exactly 24 hours and after', () => {
    expect(freshCachedLocation(entry, cachedAt)).not.toBeNull();
    expect(freshCachedLocation(entry, cachedAt + DAY - 1)).toMatchObject({ city: 'Burbank' });
    expect(freshCachedLocation(entry, cachedAt + DAY)).toBeNull();
    expect(freshCachedLocation(entry, cachedAt + DAY + 1)).toBeNull();
  });

  it('a stale entry sends resolution on to the service, whose answer replaces it', async () => {
    const { inputs, state } = browser({ cached: entry, now: cachedAt + DAY });
    expect((await resolveLocation(inputs)).source).toBe('ip-service');
    expect(state.lookUps).toBe(1);
    expect(JSON.parse(state.stored ?? '')).toMatchObject({ city: 'New York', expires: cachedAt + 2 * DAY });
  });

  it('an entry claiming to last longer than 24 hours from now was not written by us: stale', () => {
    expect(freshCachedLocation(JSON.stringify({ ...burbank, expires: NOW + DAY + 1 }), NOW)).toBeNull();
    expect(freshCachedLocation(JSON.stringify({ ...burbank, expires: NOW + DAY }), NOW)).not.toBeNull();
  });
});

describe('§7 malformed cookie or cache entries are skipped, not fatal', () => {
  const malformed = [
    '{not json',
    '"just a string"',
    'null',
    '[]',
    JSON.stringify({ city: 'No coordinates' }),
    JSON.stringify({ latitude: 'north', longitude: 2 }),
    JSON.stringify({ latitude: 200, longitude: 0 }),
  ];

  for (const value of malformed) {
    it(`a geoloc cookie of ${value} is skipped for the cache`, async () => {
      const { inputs } = browser({ cookies: cookieOf(value), cached: JSON.stringify({ ...burbank, expires: NOW + 1000 }) });
      expect((await resolveLocation(inputs)).source).toBe('cache');
    });
  }

  it('a cookie that is not URL-encoded JSON (bad percent escape) is skipped', async () => {
    const { inputs } = browser({ cookies: 'geoloc=%E0%A4%A' });
    expect((await resolveLocation(inputs)).source).toBe('ip-service');
  });

  for (const value of [...malformed, JSON.stringify(burbank), JSON.stringify({ ...burbank, expires: 'tomorrow' })]) {
    it(`a cache entry of ${value} is skipped for the service`, async () => {
      const { inputs } = browser({ cached: value });
      expect((await resolveLocation(inputs)).source).toBe('ip-service');
    });
  }

  it('storage that throws (disabled, full) is skipped on read and on write', async () => {
    const { inputs } = browser();
    inputs.readCache = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    inputs.writeCache = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    expect(await resolveLocation(inputs)).toMatchObject({ source: 'ip-service', location: { city: 'New York' } });
  });

  it('an endpoint answer that is not a location falls back to the default', async () => {
    for (const answer of [null, 'Hollywood', { source: 'ip-service' }, { source: 'ip-service', location: { city: 'Nowhere' } }, { location: newYork }]) {
      const { inputs, state } = browser({ answer: () => Promise.resolve(answer) });
      expect((await resolveLocation(inputs)).source, JSON.stringify(answer)).toBe('default');
      expect(state.stored).toBeNull();
    }
  });
});

describe('reading document.cookie', () => {
  it('finds a cookie by exact name among others and URL-decodes it', () => {
    expect(readCookie('a=1; geoloc=%7B%7D; b=2', 'geoloc')).toBe('{}');
    expect(readCookie('xgeoloc=1; geoloc2=2', 'geoloc')).toBeUndefined();
    expect(readCookie('', 'geoloc')).toBeUndefined();
    expect(readCookie('geoloc={"latitude":1}', 'geoloc')).toBe('{"latitude":1}');
  });
});
