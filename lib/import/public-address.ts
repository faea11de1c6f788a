import { BlockList, isIP } from 'node:net';

/**
 * Addresses a photo of the old platform is never fetched from (issue 36 §4.7): loopback, private
 * networks, link-local (the cloud's metadata service at 169.254.169.254 among them), shared, reserved,
 * documentation, benchmark, multicast and broadcast ranges, and IPv6's own (unique-local,
 * link-local, multicast) plus NAT64's, which could name any of the others. An IPv4 address written
 * in IPv6 (`::ffff:10.0.0.1`) is judged by the IPv4 ranges: BlockList matches it against them.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Why an address may not be fetched from, in words for the import's report, or null when it is public. */
export function addressRefusal(address: string, { allowLoopback = false }: { allowLoopback?: boolean } = {}): string | null {
  const family = isIP(address);
  if (family === 0) return `${address} is not an address`;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (LOOPBACK.check(address, type)) return allowLoopback ? null : `${address} is a loopback address`;
  if (NOT_PUBLIC.check(address, type)) return `${address} is a private or reserved address`;
  return null;
}
