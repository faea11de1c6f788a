import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/db/open';
import { openTestDatabase } from '@/test/database';
import { answerGeolocation, GEOLOCATION_RATE_LIMIT, type GeolocationEndpointContext } from './geolocation-endpoint';
import { locateRequest } from './ip-service';
import { DEFAULT_LOCATION } from './location';
import { signInLocationFields } from './sign-in-location';

/**
 * /api/geolocation against a real HTTP server on this machine standing in for the IP service, and a
 * real database for the rate limit. Each test says how the "service" behaves.
 */

const KEY = 'sk_live_do-not-leak-4f9a2c';

// An ipapi.co-style answer, echoing the key back as some services do.
const SAMPLE = {
  ip: '203.0.113.7',
  city: 'Pasadena',
  region: 'California',
  region_code: 'CA',
  country: 'US',
  country_name: 'United States',
  postal: '91101',
  latitude: 34.1478,
  longitude: -118.1445,
  timezone: 'America/Los_Angeles',
  request: { apiKey: KEY, url: `/api/v1?apiKey=${KEY}` },
};

type Behaviour = (request: IncomingMessage, response: ServerResponse) => void;
const answerWith =
  (status: number, body: string, type = 'application/json'): Behaviour =>
  (_request, response) => {
    response.writeHead(status, { 'Content-Type': type });
    response.end(body);
  };

let behaviour: Behaviour = answerWith(200, JSON.stringify(SAMPLE));
let received: URL[] = [];
const service = createServer((request, response) => {
  received.push(new URL(request.url ?? '/', 'http://service'));
  behaviour(request, response);
});

let handle: DatabaseHandle;
let host: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});

afterAll(async () => {
  service.closeAllConnections();
  await new Promise((resolve) => service.close(resolve));
  await handle.close();
});

beforeEach(() => {
  behaviour = answerWith(200, JSON.stringify(SAMPLE));
  received = [];
});

let nextAddress = 1;
/** A public documentation address of its own for each call, so rate limits do not leak between tests. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

function context(overrides: Partial<GeolocationEndpointContext['env']> = {}): GeolocationEndpointContext {
  return { env: { GEOLOCATION_API_HOST: host, GEOLOCATION_API_KEY: KEY, TRUST_PROXY: 'false', ...overrides }, db: async () => handle.db };
}

/** Calls the handler with a real Request; every answer, whatever it is, must not contain the key. */
async function ask(forwardedFor: string, ctx = context()) {
  const request = new Request('http://localhost:3000/api/geolocation', { headers: { 'x-forwarded-for': forwardedFor } });
  const started = performance.now();
  const response = await answerGeolocation(request, ctx);
  const elapsed = performance.now() - started;
  const text = await response.text();
  expect(text).not.toContain(KEY);
  expect(JSON.stringify([...response.headers])).not.toContain(KEY);
  return { status: response.status, headers: response.headers, body: JSON.parse(text), elapsed };
}

const defaultLocation = { city: 'Hollywood', region: 'California', regionCode: 'CA', postalCode: '90038', country: 'US', lat: 34.0928, lng: -118.3287 };

describe('§7 Geolocation: /api/geolocation proxies the IP service', () => {
  it('GET {host}/api/v1?apiKey={key} for the caller, and the whole JSON answer normalised to a Location', async () => {
    const { status, headers, body } = await ask('203.0.113.7');
    expect(status).toBe(200);
    expect(body).toEqual({
      source: 'ip-service',
      location: { city: 'Pasadena', region: 'California', regionCode: 'CA', postalCode: '91101', country: 'US', lat: 34.1478, lng: -118.1445 },
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.pathname).toBe('/api/v1');
    expect(Object.fromEntries(received[0]?.searchParams ?? [])).toEqual({ apiKey: KEY, ip: '203.0.113.7' });
    expect(headers.get('cache-control')).toBe('private, no-store');
  });

  it('the caller is the forwarded-for first hop only behind a trusted proxy; otherwise the hop our server wrote', async () => {
    await ask('6.6.6.6, 203.0.113.8');
    expect(received.at(-1)?.searchParams.get('ip')).toBe('203.0.113.8');
    await ask('203.0.113.9, 10.0.0.2', context({ TRUST_PROXY: 'true' }));
    expect(received.at(-1)?.searchParams.get('ip')).toBe('203.0.113.9');
  });

  it('asks about an IPv6 caller by its /64 network, and about no address for a caller on this machine or a private network', async () => {
    await ask('2001:db8:abcd:12:1:2:3:4');
    expect(received.at(-1)?.searchParams.get('ip')).toBe('2001:db8:abcd:12::');
    for (const local of ['127.0.0.1', '10.1.2.3', '192.168.1.20', '::1']) {
      await ask(local);
      expect(received.at(-1)?.searchParams.has('ip'), local).toBe(false);
    }
  });
});

describe('§8 a failed geolocation call falls back to the default location, with a marker', () => {
  it('an error status from the service', async () => {
    for (const status of [500, 503, 401, 404, 429]) {
      behaviour = answerWith(status, JSON.stringify({ error: `bad key ${KEY}` }));
      const { status: answered, body } = await ask(freshAddress());
      expect(answered).toBe(200);
      expect(body).toEqual({ source: 'default', reason: 'service-error', location: defaultLocation });
    }
  });

  it('garbage: not JSON, JSON that is not a location, an answer far too big to be one', async () => {
    const garbage: Behaviour[] = [
      answerWith(200, '<html>Gateway says hello</html>', 'text/html'),
      answerWith(200, '{"latitude": 34.1, "longitude":'),
      answerWith(200, JSON.stringify({ city: 'Pasadena', country: 'US' })),
      answerWith(200, JSON.stringify([34.1478, -118.1445])),
      answerWith(200, JSON.stringify({ latitude: 'somewhere', longitude: 'else' })),
      answerWith(200, JSON.stringify({ ...SAMPLE, padding: 'x'.repeat(100_000) })),
      answerWith(200, ''),
    ];
    for (const each of garbage) {
      behaviour = each;
      const { status, body } = await ask(freshAddress());
      expect(status).toBe(200);
      expect(body).toEqual({ source: 'default', reason: 'unreadable', location: defaultLocation });
    }
  });

  it('no answer at all: the default location within 2 seconds', async () => {
    behaviour = () => {}; // accepts the connection and never answers
    const { status, body, elapsed } = await ask(freshAddress());
    expect(status).toBe(200);
    expect(body).toEqual({ source: 'default', reason: 'timeout', location: defaultLocation });
    expect(elapsed).toBeLessThan(2_000);
    expect(elapsed).toBeGreaterThanOrEqual(1_500);
  });

  it('headers and then silence: the body is bounded by the same 2 seconds', async () => {
    behaviour = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"latitude": 34.1478,');
    };
    const { body, elapsed } = await ask(freshAddress());
    expect(body).toMatchObject({ source: 'default', reason: 'timeout' });
    expect(elapsed).toBeLessThan(2_000);
  });

  it('nothing listening at the configured host', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { body } = await ask(freshAddress(), context({ GEOLOCATION_API_HOST: `http://127.0.0.1:${port}` }));
    expect(body).toEqual({ source: 'default', reason: 'unreachable', location: defaultLocation });
  });

  it('no service configured: the default location, marked, without asking anyone or counting', async () => {
    const { status, body } = await ask(freshAddress(), { env: { TRUST_PROXY: 'false' }, db: () => Promise.reject(new Error('the database is not needed')) });
    expect(status).toBe(200);
    expect(body).toEqual({ source: 'default', reason: 'not-configured', location: defaultLocation });
    expect(received).toHaveLength(0);
  });

  it('the rate-limit counter cannot be reached: the default location, and the service is not asked unguarded', async () => {
    const { status, body } = await ask(freshAddress(), { ...context(), db: () => Promise.reject(new Error('connection refused')) });
    expect(status).toBe(200);
    expect(body).toMatchObject({ source: 'default', reason: 'rate-limit-unavailable' });
    expect(received).toHaveLength(0);
  });

  it("the default location is spec §9's", () => {
    expect(defaultLocation).toMatchObject({ lat: DEFAULT_LOCATION.lat, lng: DEFAULT_LOCATION.lng });
  });
});

describe('/api/geolocation is rate-limited per caller address, in the database', () => {
  it(`refuses look-up ${GEOLOCATION_RATE_LIMIT.limit + 1} in an hour with 429, a message and Retry-After, without asking the service`, async () => {
    const caller = '192.0.2.44';
    for (let hit = 0; hit < GEOLOCATION_RATE_LIMIT.limit; hit++) expect((await ask(caller)).status).toBe(200);
    expect(received).toHaveLength(GEOLOCATION_RATE_LIMIT.limit);

    const refused = await ask(caller);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ source: 'default', reason: 'rate-limited', location: defaultLocation });
    expect(refused.body.error).toMatch(/^Too many location look-ups from your address\. Please try again in \d+ minutes\.$/);
    expect(received).toHaveLength(GEOLOCATION_RATE_LIMIT.limit);

    expect((await ask('192.0.2.45')).status).toBe(200);
  });
});

describe('bad input gets a 4xx and a message, never a 500', () => {
  it('a trusted proxy forwarding something that is not an IP address: 400', async () => {
    for (const forwarded of ['not-an-ip', '203.0.113.1&apiKey=stolen', '999.1.1.1']) {
      const { status, body } = await ask(forwarded, context({ TRUST_PROXY: 'true' }));
      expect(status, forwarded).toBe(400);
      expect(body).toMatchObject({ error: 'The forwarded client address is not an IP address.', source: 'default', reason: 'bad-address' });
    }
    expect(received).toHaveLength(0);
  });
});

describe("§3 sign-up and log-in: the vendor user's _geoloc and ipLocation from the request's sender", () => {
  const headers = new Headers({ 'x-forwarded-for': '203.0.113.70' });

  it('asks the service about the sender and gives the fields to record', async () => {
    const located = await locateRequest(headers, context().env);
    expect(received.at(-1)?.searchParams.get('ip')).toBe('203.0.113.70');
    expect(signInLocationFields(located)).toEqual({
      _geoloc: { lat: 34.1478, lng: -118.1445 },
      ipLocation: { lat: 34.1478, lng: -118.1445, city: 'Pasadena', country: 'US' },
    });
  });

  it('records nothing when the service fails or is not configured', async () => {
    behaviour = answerWith(502, 'Bad gateway', 'text/plain');
    expect(signInLocationFields(await locateRequest(headers, context().env))).toBeNull();
    expect(signInLocationFields(await locateRequest(headers, { TRUST_PROXY: 'false' }))).toBeNull();
  });
});
