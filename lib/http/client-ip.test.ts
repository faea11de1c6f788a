import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-ip';

const headers = (forwarded: string) => new Headers({ 'x-forwarded-for': forwarded });

describe('client address for rate limits', () => {
  it('believes only the hop our server appended unless a proxy is trusted', () => {
    expect(clientAddress(headers('6.6.6.6, 203.0.113.9'), false)).toBe('203.0.113.9');
    expect(clientAddress(headers('198.51.100.7, 10.0.0.2'), true)).toBe('198.51.100.7');
  });

  it('groups IPv6 addresses by their /64', () => {
    expect(clientAddress(headers('2001:db8:abcd:12:1:2:3:4'), false)).toBe('2001:db8:abcd:12::/64');
    expect(clientAddress(headers('2001:db8:abcd:12::99'), false)).toBe('2001:db8:abcd:12::/64');
    expect(clientAddress(headers('2001:db8::1'), false)).toBe('2001:db8:0:0::/64');
  });

  it('unwraps IPv4-mapped addresses and falls back to unknown', () => {
    expect(clientAddress(headers('::ffff:192.0.2.10'), false)).toBe('192.0.2.10');
    expect(clientAddress(new Headers(), false)).toBe('unknown');
  });
});
