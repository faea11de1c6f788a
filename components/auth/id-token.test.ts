import { afterEach, describe, expect, it, vi } from 'vitest';
import { idTokenHolder } from './id-token';

const token = (exp: number) => `h.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.s`;

afterEach(() => vi.unstubAllGlobals());

function stubTokenEndpoint(answer: string) {
  const fetch = vi.fn(async () => Response.json({ token: answer }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('§4 §7 the ID token in the browser, with an optional force refresh', () => {
  it('keeps a fresh token; a force refresh fetches /api/auth/token again', async () => {
    const fetch = stubTokenEndpoint('fresh-from-server');
    const holder = idTokenHolder(token(Date.now() / 1000 + 600));
    expect(await holder.getIdToken()).toMatch(/^h\./);
    expect(fetch).not.toHaveBeenCalled();
    expect(await holder.getIdToken({ forceRefresh: true })).toBe('fresh-from-server');
    expect(fetch).toHaveBeenCalledWith('/api/auth/token', expect.anything());
  });

  it('fetches when there is no token or it is about to expire', async () => {
    const fetch = stubTokenEndpoint('new');
    expect(await idTokenHolder(null).getIdToken()).toBe('new');
    expect(await idTokenHolder(token(Date.now() / 1000 + 30)).getIdToken()).toBe('new');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
