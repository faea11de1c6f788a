// The shared pages' cache (issue 14 §1, decision 105; issue 29, decision 126), in front of Next.js
// in `npm start`. It answers a GET of a shared page (shared-pages.mjs) for everyone, with a session
// or without, keyed by the address and the rental period alone. A page is rendered for the cache with
// every other cookie taken off the request, so no one's session, hearts, lists or account can be in it.
import { createHash, randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { BRIDGE, hasNoScriptCookie, isSharedPage, KEPT_COOKIE, keptCookieValue, RENDER_HEADER, STATUS_HEADER } from './shared-pages.mjs';

/** Next.js's own headers for client navigation: those answers are React payloads, not documents. */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action'];

/** The cache key of a request the cache may answer, or undefined. */
export function cacheKey({ method, url, headers }) {
  if (method !== 'GET' || !url || headers.authorization) return undefined;
  if (ROUTER_HEADERS.some((name) => name in headers)) return undefined;
  // Issue 39 §5: a browser that logged in without JavaScript gets its own render, which shows it signed in.
  if (hasNoScriptCookie(headers.cookie)) return undefined;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!isSharedPage(path) || /[?&]_rsc=/.test(url)) return undefined;
  // The scheme changes the headers (HSTS, upgrade-insecure-requests); the host is part of the address.
  const address = `${headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'}://${headers.host ?? ''}${url}`;
  const period = keptCookieValue(headers.cookie);
  return period ? `${address} ${KEPT_COOKIE}=${period}` : address;
}

/** The request as the cache renders it: no cookie but the rental period's, so the page is nobody's. */
function renderedForEveryone(request) {
  const period = keptCookieValue(request.headers.cookie);
  if (period) request.headers.cookie = `${KEPT_COOKIE}=${period}`;
  else delete request.headers.cookie;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const RUNNABLE_TYPE = /^(?:text\/javascript|application\/javascript|module)$/i;

/** CSP hash sources of a page's inline scripts; data blocks (JSON-LD) never run, so they need none. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    const type = /(?:^|\s)type\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (type && !RUNNABLE_TYPE.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** CSP hash sources of a page's inline stylesheets (Next.js puts the page's CSS in it, decision 126). */
export function inlineStyleHashes(html) {
  return [...new Set([...html.matchAll(STYLE)].map(([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`))];
}

/**
 * A stored page cannot carry one visitor's nonce: its script-src allows this page's own inline
 * scripts by hash and our own files by origin instead, and its style-src this page's own inline
 * stylesheets by hash (issue 36 §4.9), still without 'unsafe-inline'.
 */
export function policyWithHashes(policy, hashes, styleHashes = []) {
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      if (name === 'style-src') return [name, ...values.filter((value) => !value.startsWith("'nonce-")), ...styleHashes].join(' ');
      if (name !== 'script-src') return directive.trim();
      return [name, ...values.filter((value) => !value.startsWith("'nonce-") && value !== "'strict-dynamic'"), ...hashes].join(' ');
    })
    .join('; ');
}

/** A rendered page as it is stored: its CSP by hashes, its nonce gone, gzipped. */
export function storedPage(headers, html, tags) {
  const policy = String(headers['content-security-policy'] ?? '');
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  const page = nonce ? html.replaceAll(` nonce="${nonce}"`, '') : html;
  const kept = {
    ...headers,
    'content-security-policy': policyWithHashes(policy, inlineScriptHashes(page), inlineStyleHashes(page)),
    vary: [headers.vary, 'Cookie', 'Accept-Encoding'].filter(Boolean).join(', '),
  };
  for (const name of ['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'set-cookie']) delete kept[name];
  return { headers: kept, gzip: gzipSync(page), tags: new Set(['all', ...tags]) };
}

/**
 * Stored pages by key, least recently used dropped first past `maxBytes`, each kept at most
 * `maxAgeMs` (today's date and the "New" badges move on by themselves). Tags empty them on a write.
 */
export class PageCache {
  #entries = new Map();
  #bytes = 0;
  /** Moves on at every invalidation: a render begun before one may have read what it changed. */
  #epoch = 0;
  /** Renders under way, by key: each resolves to the page it stored, or undefined. */
  rendering = new Map();

  constructor({ maxBytes = 64 * 1024 * 1024, maxAgeMs = 60_000, now = Date.now } = {}) {
    this.maxBytes = maxBytes;
    this.maxAgeMs = maxAgeMs;
    this.now = now;
  }

  get epoch() {
    return this.#epoch;
  }

  get size() {
    return this.#entries.size;
  }

  get(key) {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    // Back in as the most recently read.
    this.#add(key, entry);
    return entry;
  }

  /** Stores a page rendered since `epoch`, unless a write has been announced since. */
  put(key, page, epoch) {
    if (epoch !== this.#epoch || page.gzip.length > this.maxBytes) return false;
    this.#delete(key);
    this.#add(key, { ...page, expiresAt: this.now() + this.maxAgeMs });
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#delete(oldest);
    }
    return true;
  }

  /** Drops every page with one of `tags`; every stored page carries 'all' (storedPage), so 'all' drops them all. */
  invalidate(tags) {
    this.#epoch++;
    const wanted = new Set(tags);
    for (const [key, entry] of this.#entries) {
      for (const tag of entry.tags) {
        if (!wanted.has(tag)) continue;
        this.#delete(key);
        break;
      }
    }
  }

  #add(key, entry) {
    this.#entries.set(key, entry);
    this.#bytes += entry.gzip.length;
  }

  #delete(key) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.gzip.length;
  }
}

/**
 * The pages' side of the cache, on globalThis: a render names the tags of what it shows
 * (`declare`), the database's change feed empties them (`invalidate`).
 */
export function installBridge(cache) {
  /** Render id → the tags its page declared, or null while it has declared none. */
  const renders = new Map();
  globalThis[BRIDGE] = {
    declare(renderId, tags) {
      if (renders.has(renderId)) renders.set(renderId, new Set([...(renders.get(renderId) ?? []), ...tags]));
    },
    invalidate: (tags) => cache.invalidate(tags),
  };
  return {
    begin() {
      const renderId = randomUUID();
      renders.set(renderId, null);
      return renderId;
    },
    /** The tags the render declared (undefined if none), forgetting the render. */
    end(renderId) {
      const tags = renders.get(renderId);
      renders.delete(renderId);
      return tags ?? undefined;
    },
  };
}

/** Whether the client takes gzip. */
function takesGzip(request) {
  return /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
}

/** Sends a stored page, gzipped when the client takes it. */
function sendPage(response, page, gzip, status) {
  const body = gzip ? page.gzip : gunzipSync(page.gzip);
  response.writeHead(200, {
    ...page.headers,
    ...(gzip && { 'content-encoding': 'gzip' }),
    'content-length': body.length,
    [STATUS_HEADER]: status,
  });
  response.end(body);
}

/**
 * Answers a request the cache may answer, from the cache or by rendering and storing it; false
 * for any other request, which Next.js answers as ever. The page is sent once stored, so the first
 * visitor and every later one get the same bytes.
 */
export function servePublicPage(server, request, response) {
  const key = cacheKey(request);
  if (!key) return false;
  const gzip = takesGzip(request);
  const stored = server.cache.get(key);
  if (stored) sendPage(response, stored, gzip, 'hit');
  else if (server.cache.rendering.has(key)) {
    // Visitors who ask while the page renders wait for that render rather than start their own.
    void server.cache.rendering.get(key).then((page) => (page ? sendPage(response, page, gzip, 'hit') : render(server, key, request, response, gzip)));
  } else render(server, key, request, response, gzip);
  return true;
}

function render({ cache, renders, handle }, key, request, response, gzip) {
  let settle;
  const rendering = new Promise((resolve) => (settle = resolve));
  cache.rendering.set(key, rendering);
  /** The stored page, or undefined when this render was not kept: then each waiter renders its own. */
  const done = (page) => {
    if (cache.rendering.get(key) === rendering) cache.rendering.delete(key);
    settle(page);
  };
  const epoch = cache.epoch;
  renderedForEveryone(request);
  const renderId = renders.begin();
  request.headers[RENDER_HEADER] = renderId;
  // The page is hashed as HTML, so Next.js must not compress it; this layer does.
  delete request.headers['accept-encoding'];
  response.on('close', () => {
    renders.end(renderId);
    done(undefined);
  });
  holdResponse(response, (body) => {
    const tags = renders.end(renderId);
    const headers = response.getHeaders();
    if (tags && response.statusCode === 200 && /^text\/html/.test(String(headers['content-type'])) && !headers['set-cookie']) {
      const page = storedPage(headers, body.toString('utf8'), tags);
      done(cache.put(key, page, epoch) ? page : undefined);
      for (const name of response.getHeaderNames()) response.removeHeader(name);
      sendPage(response, page, gzip, 'miss');
    } else {
      done(undefined);
      sendHeld(response, body, gzip);
    }
  });
  void handle(request, response);
}

/**
 * Holds back what Next.js writes, so a page can be stored before it is sent. `onEnd` receives the
 * whole body once Next.js ends the response; the response's own methods are back in place by then.
 */
export function holdResponse(response, onEnd) {
  const chunks = [];
  const own = { writeHead: response.writeHead, write: response.write, end: response.end, flushHeaders: response.flushHeaders };
  const bytes = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
  response.writeHead = (status, reason, headers) => {
    const given = typeof reason === 'string' ? headers : reason;
    response.statusCode = status;
    if (Array.isArray(given)) for (let i = 0; i < given.length; i += 2) response.setHeader(given[i], given[i + 1]);
    else for (const [name, value] of Object.entries(given ?? {})) response.setHeader(name, value);
    return response;
  };
  response.flushHeaders = () => {};
  response.write = (chunk, encoding, callback) => {
    chunks.push(bytes(chunk, encoding));
    (typeof encoding === 'function' ? encoding : callback)?.();
    return true;
  };
  response.end = (chunk, encoding, callback) => {
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
    if (chunk && typeof chunk !== 'function') chunks.push(bytes(chunk, encoding));
    Object.assign(response, own);
    onEnd(Buffer.concat(chunks));
    done?.();
    return response;
  };
}

/** Sends what Next.js wrote and the cache did not keep, compressed as Next.js would have. */
function sendHeld(response, body, gzip) {
  const compress = gzip && body.length > 1024 && /^text\/|json|javascript|xml/.test(String(response.getHeader('content-type') ?? ''));
  const sent = compress ? gzipSync(body) : body;
  if (compress) response.setHeader('content-encoding', 'gzip');
  response.setHeader('content-length', sent.length);
  response.removeHeader('transfer-encoding');
  response.end(sent);
}
