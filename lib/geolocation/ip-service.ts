import 'server-only';
import { z } from 'zod';
import type { Env } from '@/lib/env/env';
import { clientAddress } from '@/lib/http/client-ip';
import { normaliseLocation } from './location';
import { fallback, withoutExpires, type LocationLookUp } from './look-up';

export type IpService = { host: string; key: string };
export type GeolocationEnv = Pick<Env, 'GEOLOCATION_API_HOST' | 'GEOLOCATION_API_KEY' | 'TRUST_PROXY'>;

/** The service when both its variables are set (lib/env/env.ts refuses one without the other). */
export function configuredService({ GEOLOCATION_API_HOST: host, GEOLOCATION_API_KEY: key }: GeolocationEnv): IpService | null {
  return host && key ? { host, key } : null;
}

/** The upstream's share of the 2 seconds /api/geolocation answers within; the rest is ours. */
export const IP_SERVICE_TIMEOUT_MS = 1_800;
/** A location is a few hundred bytes; a bigger answer is not one, and is not read into memory. */
const MAX_ANSWER_BYTES = 64 * 1024;

const ipAddress = z.union([z.ipv4(), z.ipv6()]);

/**
 * The address to ask the service about, from `clientAddress()`: an IPv6 /64 block is sent as its
 * network address (enough to place a subscriber, and less than the full address). Null for an
 * address the service cannot place (this machine, a private network, unknown): the service then
 * places the address the request reaches it from, ours, which is the same network.
 * Throws on anything that is not an IP address.
 */
export function addressForLookUp(clientAddress: string): string | null {
  if (clientAddress === 'unknown') return null;
  const address = clientAddress.replace(/\/64$/, '');
  if (!ipAddress.safeParse(address).success) throw new Error('The caller address is not an IP address.');
  if (address.includes(':')) {
    const first = Number.parseInt(address.split(':')[0] || '0', 16);
    // ::/16 (loopback, unspecified, mapped), fc00::/7 unique local, fe80::/10 link local.
    return first === 0 || (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 ? null : address;
  }
  const [a = 0, b = 0] = address.split('.').map(Number);
  const local =
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127);
  return local ? null : address;
}

/** `{host}/api/v1?apiKey={key}` (spec §7), plus `ip` when we are asking about someone else's address. */
export function ipServiceUrl(service: IpService, ip: string | null): URL {
  const url = new URL(`${service.host}/api/v1`);
  url.searchParams.set('apiKey', service.key);
  if (ip) url.searchParams.set('ip', ip);
  return url;
}

async function readCapped(response: Response, signal: AbortSignal): Promise<string | null> {
  if (!response.body) return '';
  signal.throwIfAborted();
  const reader = response.body.getReader();
  // fetch's own abort does not always reach a body that is already being read: cancel it ourselves.
  const stop = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  try {
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      signal.throwIfAborted();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_ANSWER_BYTES) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Asks the IP geolocation service where `ip` is. The whole JSON answer is read as the location
 * (spec §7), normalised by `normaliseLocation`. Any failure (no answer in time, a refused connection,
 * an error status, something that is not a location) gives the default location with the reason.
 * Nothing of the request, the key included, is copied into the result.
 */
export async function lookUpLocation(service: IpService, ip: string | null, timeoutMs = IP_SERVICE_TIMEOUT_MS): Promise<LocationLookUp> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(ipServiceUrl(service, ip), { headers: { Accept: 'application/json' }, redirect: 'error', cache: 'no-store', signal });
    if (!response.ok) {
      await response.body?.cancel();
      return fallback('service-error');
    }
    // The same signal bounds reading the body: a service that sends headers and then stalls times out too.
    const text = await readCapped(response, signal);
    const location = text === null ? null : normaliseLocation(parseJson(text));
    return location ? { source: 'ip-service', location: withoutExpires(location) } : fallback('unreadable');
  } catch {
    // The error can quote the request URL, key and all: it is neither returned nor logged.
    return fallback(signal.aborted ? 'timeout' : 'unreachable');
  }
}

/**
 * Where the sender of a request is, for server code such as sign-up and log-in, which records it on
 * the vendor user with `signInLocationFields` (spec §3). Not rate-limited here: the caller's own
 * action is. The browser asks /api/geolocation instead.
 */
export async function locateRequest(headers: Headers, env: GeolocationEnv): Promise<LocationLookUp> {
  const service = configuredService(env);
  if (!service) return fallback('not-configured');
  let ip: string | null;
  try {
    ip = addressForLookUp(clientAddress(headers, env.TRUST_PROXY === 'true'));
  } catch {
    return fallback('bad-address');
  }
  return lookUpLocation(service, ip);
}
