import { describe, expect, it } from 'vitest';
import { refuseRequestLine } from './request-line.mjs';

describe('issue 9 §2: requests Next.js would answer with a 500 are answered first', () => {
  it.each(['TRACE', 'TRACK', 'CONNECT', 'trace'])('%s is not allowed (405)', (method) => {
    expect(refuseRequestLine(method, '/')?.status).toBe(405);
  });

  it.each(['/items/%FF', '/categories/%C0%80', '/sitemap/%ED%A0%80', '/catalog/%E0%A4%A', '/%'])('%s is a bad request (400)', (url) => {
    expect(refuseRequestLine('GET', url)?.status).toBe(400);
  });

  it.each(['/', '/items/prop-000052', '/catalog?Tag=%FF', '/categories/%C3%A9t%C3%A9', '/catalog?q=100%25'])('%s goes on to the app', (url) => {
    expect(refuseRequestLine('GET', url)).toBeNull();
    expect(refuseRequestLine('POST', url)).toBeNull();
  });
});
