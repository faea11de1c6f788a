import { env } from '@/lib/env/env';

/**
 * The caller's address. X-Forwarded-For can be written by anyone, so its first entry is believed only
 * behind a proxy the operator declared (TRUST_PROXY=true); otherwise the last entry, which the Next.js
 * server itself appends, is used. IPv6 addresses are grouped by their /64, the block one subscriber holds.
 */
export function clientAddress(headers: Headers, trustProxy = env().TRUST_PROXY === 'true'): string {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const address = (trustProxy ? hops[0] : hops.at(-1)) ?? headers.get('x-real-ip') ?? 'unknown';
  return groupIpv6(address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1'));
}

function groupIpv6(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
