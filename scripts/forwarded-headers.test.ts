import { describe, expect, it } from 'vitest';
import { clientAddress } from '@/lib/http/client-ip';
import { believeForwardedHeaders, forwardedFor } from './forwarded-headers.mjs';

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

describe('issue 23 §6: how and where a request was asked for is believed only from a trusted proxy', () => {
  const sent = () => ({
    host: 'props.example',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-port': '443',
    'x-real-ip': '203.0.113.9',
    forwarded: 'for=203.0.113.9;proto=https',
  });

  it("without TRUST_PROXY, a caller's X-Forwarded-Proto, -Host and -Port are dropped, so Next.js writes them from the socket", () => {
    const headers = sent();
    believeForwardedHeaders(headers, '198.51.100.7', false);
    expect(headers).toEqual({ host: 'props.example', 'x-forwarded-for': '198.51.100.7' });
  });

  it('behind a trusted proxy they are kept as the proxy wrote them', () => {
    const headers = sent();
    believeForwardedHeaders(headers, '10.0.0.2', true);
    expect(headers).toMatchObject({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', 'x-forwarded-for': '10.0.0.2' });
  });
});
