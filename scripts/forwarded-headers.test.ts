import { describe, expect, it } from 'vitest';
import { clientAddress } from '@/lib/http/client-ip';
import { forwardedFor } from './forwarded-for.mjs';

const seenAs = (given: string | undefined, remote: string, trustProxy: boolean) =>
  clientAddress(new Headers({ 'x-forwarded-for': forwardedFor(given, remote, trustProxy) ?? '' }), trustProxy);

describe('the caller address the rate limits count', () => {
  it('without a trusted proxy, a caller cannot choose its address by sending X-Forwarded-For', () => {
    expect(seenAs('203.0.113.9', '198.51.100.7', false)).toBe('198.51.100.7');
    expect(seenAs('203.0.113.9, 192.0.2.1', '198.51.100.7', false)).toBe('198.51.100.7');
    expect(seenAs(undefined, '198.51.100.7', false)).toBe('198.51.100.7');
  });

  it('behind a trusted proxy, the first address of the chain it wrote is the caller', () => {
    expect(seenAs('203.0.113.9', '10.0.0.2', true)).toBe('203.0.113.9');
    expect(seenAs(undefined, '10.0.0.2', true)).toBe('10.0.0.2');
  });
});
