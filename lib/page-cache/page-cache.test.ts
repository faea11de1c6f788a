import { createHash } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheKey, inlineScriptHashes, inlineStyleHashes, installBridge, PageCache, policyWithHashes, servePublicPage, storedPage } from './page-cache.mjs';
import { BRIDGE } from './shared-pages.mjs';

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers: { host: 'props.example', ...headers } });
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const POLICY =
  "default-src 'self'; script-src 'self' 'nonce-N0NCE' 'strict-dynamic'; style-src 'self' 'nonce-N0NCE'; style-src-attr 'none'; frame-ancestors 'none'";
const page = (bytes: number, tags: string[] = []) => ({ headers: {}, gzip: Buffer.alloc(bytes), tags: new Set(['all', ...tags]) });

describe('issue 14 §1, issue 29: which requests the page cache may answer', () => {
  it('a GET of a shared page, keyed by scheme, host and address', () => {
    for (const url of [
      '/',
      '/catalog',
      '/catalog?Purchase+Type=Free',
      '/categories',
      '/categories/lighting',
      '/items/prop-000052',
      '/pages/about-us',
      '/contact-us',
      '/forms-and-faqs',
    ]) {
      expect(cacheKey(get(url)), url).toBe(`http://props.example${url}`);
    }
    expect(cacheKey(get('/catalog', { 'x-forwarded-proto': 'https' }))).toBe('https://props.example/catalog');
  });

  it('issue 29: for everyone, a guest and a customer too: only the rental period is in the key, never a session', () => {
    expect(cacheKey(get('/catalog', { cookie: 'better-auth.session_token=abc' }))).toBe('http://props.example/catalog');
    expect(cacheKey(get('/catalog', { cookie: 'anything=1; better-auth.session_token=def' }))).toBe('http://props.example/catalog');
    expect(cacheKey(get('/catalog', { cookie: 'better-auth.session_token=abc; rental_period=2026-12-01_2026-12-08' }))).toBe(
      'http://props.example/catalog rental_period=2026-12-01_2026-12-08',
    );
    // Anything else under its name is no period, as the pages read it.
    expect(cacheKey(get('/catalog', { cookie: 'rental_period=soon' }))).toBe('http://props.example/catalog');
  });

  it('issue 39 §5: never for a browser that logged in without JavaScript: it gets a render of its own, which shows it signed in', () => {
    expect(cacheKey(get('/', { cookie: 'better-auth.session_token=abc; no_script=1' }))).toBeUndefined();
    expect(cacheKey(get('/catalog', { cookie: 'no_script=1' }))).toBeUndefined();
    // Only the mark itself: another value, or a name that only ends the same, is served from the cache.
    expect(cacheKey(get('/catalog', { cookie: 'no_script=0; x_no_script=1' }))).toBe('http://props.example/catalog');
  });

  it('never for a signed request', () => {
    expect(cacheKey(get('/catalog', { authorization: 'Bearer x' }))).toBeUndefined();
  });

  it('never for a client navigation, a prefetch or an action: those are React payloads, not documents', () => {
    for (const header of ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action']) {
      expect(cacheKey(get('/catalog', { [header]: '1' })), header).toBeUndefined();
    }
    expect(cacheKey(get('/catalog?_rsc=1x2y'))).toBeUndefined();
  });

  it('never for other methods, personal pages, the API, media or files', () => {
    expect(cacheKey({ ...get('/catalog'), method: 'POST' })).toBeUndefined();
    expect(cacheKey({ ...get('/catalog'), method: 'HEAD' })).toBeUndefined();
    for (const url of [
      '/favourites',
      '/set-lists',
      '/holds',
      '/account',
      '/staff',
      '/api/catalog',
      '/media/x.jpg',
      '/_next/static/a.js',
      '/items/a/b',
      '/auth/login',
    ]) {
      expect(cacheKey(get(url)), url).toBeUndefined();
    }
  });
});

describe('issue 14 §1: a stored page keeps script-src strict without a nonce', () => {
  const html =
    '<html><head><script src="/_next/static/a.js" nonce="N0NCE" async></script><script nonce="N0NCE">self.__next_f=self.__next_f||[]</script>' +
    '<script type="application/ld+json">{"@type":"Product"}</script></head><body><script nonce="N0NCE">self.__next_f.push([1,"x"])</script></body></html>';

  it('hashes each inline script that runs, and no file and no data block', () => {
    expect(inlineScriptHashes(html)).toEqual([sha256('self.__next_f=self.__next_f||[]'), sha256('self.__next_f.push([1,"x"])')]);
  });

  it("script-src trades the nonce and 'strict-dynamic' for the hashes, and gains no 'unsafe-inline'", () => {
    const policy = policyWithHashes(POLICY, ["'sha256-a'", "'sha256-b'"]);
    expect(policy).toBe("default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self'; style-src-attr 'none'; frame-ancestors 'none'");
    expect(/script-src[^;]*unsafe-inline/.test(policy)).toBe(false);
  });

  it("issue 36 §4.9: style-src trades the nonce for the page's own inline stylesheets' hashes, and gains no 'unsafe-inline'", () => {
    const styled = `<html><head><style nonce="N0NCE" data-precedence="next" data-href="/_next/a.css">.a{color:red}</style></head><body><style>.b{}</style></body></html>`;
    expect(inlineStyleHashes(styled)).toEqual([sha256('.a{color:red}'), sha256('.b{}')]);
    const stored = storedPage({ 'content-security-policy': POLICY, 'content-type': 'text/html' }, styled, []);
    const policy = stored.headers['content-security-policy'];
    expect(policy).toContain(`style-src 'self' ${sha256('.a{color:red}')} ${sha256('.b{}')};`);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('N0NCE');
  });

  it('the stored page drops the nonce, any cookie and the length, and is allowed by its own policy', () => {
    const stored = storedPage({ 'content-security-policy': POLICY, 'content-type': 'text/html', 'set-cookie': 'a=1', 'content-length': '9' }, html, [
      'catalog',
    ]);
    const body = gunzipSync(stored.gzip).toString();
    expect(body).not.toContain('N0NCE');
    expect(stored.headers['content-security-policy']).not.toContain('N0NCE');
    expect(stored.headers['content-security-policy']).toContain(sha256('self.__next_f.push([1,"x"])'));
    expect(stored.headers).not.toHaveProperty('set-cookie');
    expect(stored.headers).not.toHaveProperty('content-length');
    expect(stored.headers.vary).toBe('Cookie, Accept-Encoding');
    expect([...stored.tags]).toEqual(['all', 'catalog']);
  });
});

describe('issue 14 §1: the page cache keeps, ages and empties pages', () => {
  it('a page is kept until it is a minute old', () => {
    let now = 0;
    const cache = new PageCache({ now: () => now });
    expect(cache.put('a', page(10), cache.epoch)).toBe(true);
    now = 59_999;
    expect(cache.get('a')).toBeDefined();
    now = 60_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('a write empties the pages with its tags, and only those; "all" empties every page', () => {
    const cache = new PageCache();
    cache.put('item-1', page(10, ['item:1', 'category:c']), cache.epoch);
    cache.put('item-2', page(10, ['item:2', 'category:d']), cache.epoch);
    cache.put('catalog', page(10, ['catalog']), cache.epoch);
    cache.invalidate(['item:1', 'category:c', 'catalog']);
    expect(cache.get('item-1')).toBeUndefined();
    expect(cache.get('catalog')).toBeUndefined();
    expect(cache.get('item-2')).toBeDefined();
    cache.invalidate(['all']);
    expect(cache.size).toBe(0);
  });

  it('a render that a write overtook is not kept: it may show what the write changed', () => {
    const cache = new PageCache();
    const begun = cache.epoch;
    cache.invalidate(['item:9']);
    expect(cache.put('item-1', page(10, ['item:1']), begun)).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('past its size, the least recently read page goes first', () => {
    const cache = new PageCache({ maxBytes: 25 });
    cache.put('a', page(10), cache.epoch);
    cache.put('b', page(10), cache.epoch);
    cache.get('a');
    cache.put('c', page(10), cache.epoch);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });
});

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** An HTTP server with the cache in front of `render`, written the ways Next.js writes a response. */
async function serve(render: Handler) {
  const cache = new PageCache();
  const renders = installBridge(cache);
  const server = http.createServer((request, response) => {
    if (!servePublicPage({ cache, renders, handle: render }, request, response)) render(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { cache, origin };
}
const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      return closed;
    }),
  );
});

const bridge = () => (globalThis as unknown as Record<symbol, { declare(id: string, tags: string[]): void }>)[BRIDGE]!;
let renderCount = 0;
/** A page that declares its tags, streams in two chunks and carries a fresh nonce each time; it takes `ms` to render. */
const catalogue =
  (options: { tags?: string[] | null; status?: number; cookie?: boolean; ms?: number } = {}): Handler =>
  (request, response) => {
    renderCount++;
    const nonce = `n${renderCount}`;
    if (options.tags !== null) bridge().declare(String(request.headers['x-page-cache-render']), options.tags ?? ['catalog']);
    response.setHeader('Content-Security-Policy', POLICY.replace('N0NCE', nonce));
    if (options.cookie) response.setHeader('Set-Cookie', 'guest=1');
    response.writeHead(options.status ?? 200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.write(`<html><body><h1>Render ${renderCount}</h1>`);
    setTimeout(() => response.end(`<script nonce="${nonce}">self.__next_f.push([1,"${'x'.repeat(2000)}"])</script></body></html>`), options.ms ?? 0);
  };

describe('issue 14 §1: the page cache in front of the server', () => {
  it('the first visitor gets the page as stored, and the next one the same bytes without a render', async () => {
    const { origin } = await serve(catalogue());
    const first = await fetch(`${origin}/catalog`);
    const firstBody = await first.text();
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const second = await fetch(`${origin}/catalog`);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(await second.text()).toBe(firstBody);
    expect(firstBody).not.toContain('nonce=');
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(second.headers.get('content-security-policy')).toContain("'sha256-");
  });

  it('visitors who ask while the page renders share that one render', async () => {
    const before = renderCount;
    const { origin } = await serve(catalogue({ ms: 100 }));
    const responses = await Promise.all(Array.from({ length: 5 }, () => fetch(`${origin}/catalog?Color=Red`)));
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(renderCount - before).toBe(1);
    expect(new Set(bodies).size).toBe(1);
    expect(responses.map((response) => response.headers.get('x-page-cache')).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'miss']);
  });

  it('gzipped for a client that takes it, plain for one that does not', async () => {
    const { origin } = await serve(catalogue());
    await fetch(`${origin}/catalog`);
    const plain = await new Promise<IncomingMessage>((resolve) => http.get(`${origin}/catalog`, resolve));
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await new Promise<IncomingMessage>((resolve) => http.get(`${origin}/catalog`, { headers: { 'accept-encoding': 'gzip' } }, resolve));
    expect(zipped.headers['content-encoding']).toBe('gzip');
    plain.resume();
    zipped.resume();
  });

  it('issue 29: the page is rendered with no cookie but the rental period, and two customers get the same bytes', async () => {
    const seen: (string | undefined)[] = [];
    const { origin } = await serve((request, response) => {
      seen.push(request.headers.cookie);
      catalogue()(request, response);
    });
    const first = await fetch(`${origin}/catalog`, { headers: { cookie: 'better-auth.session_token=customer-a; rental_period=2026-12-01_2026-12-08' } });
    const second = await fetch(`${origin}/catalog`, { headers: { cookie: 'rental_period=2026-12-01_2026-12-08; better-auth.session_token=customer-b' } });
    expect([first.headers.get('x-page-cache'), second.headers.get('x-page-cache')]).toEqual(['miss', 'hit']);
    expect(await second.text()).toBe(await first.text());
    expect(seen).toEqual(['rental_period=2026-12-01_2026-12-08']);
    // A visitor with no period, and a customer with none, share the page without one.
    await fetch(`${origin}/catalog`, { headers: { cookie: 'better-auth.session_token=customer-a' } });
    expect((await fetch(`${origin}/catalog`)).headers.get('x-page-cache')).toBe('hit');
    expect(seen).toEqual(['rental_period=2026-12-01_2026-12-08', undefined]);
  });

  it('a page that sets a cookie, is not a 200 or declares no tags is sent as rendered and not kept', async () => {
    for (const render of [catalogue({ cookie: true }), catalogue({ status: 404 }), catalogue({ tags: null })]) {
      const { origin, cache } = await serve(render);
      const response = await fetch(`${origin}/catalog`);
      expect(await response.text()).toContain('<h1>Render');
      expect(cache.size).toBe(0);
    }
  });

  it('a tag the page declared empties it, and the next visitor gets a new render', async () => {
    const { origin, cache } = await serve(catalogue({ tags: ['item:prop-1'] }));
    await fetch(`${origin}/items/prop-1`);
    cache.invalidate(['item:prop-2']);
    expect((await fetch(`${origin}/items/prop-1`)).headers.get('x-page-cache')).toBe('hit');
    cache.invalidate(['item:prop-1']);
    expect((await fetch(`${origin}/items/prop-1`)).headers.get('x-page-cache')).toBe('miss');
  });
});
