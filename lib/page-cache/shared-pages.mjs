// The one list of the pages everyone is served alike (issue 29, decision 126), and the names the
// page cache (page-cache.mjs, in front of Next.js), the proxy and the pages share. Plain JavaScript,
// typed by shared-pages.d.mts: `npm start` imports it before anything is compiled.

/**
 * The public pages: home, the catalogue and its searches, categories, items, the content pages.
 * They render the same HTML whoever asks (the root layout reads no session for them) and are
 * served from the cache to everyone; what is the person's own reaches them from /api/me.
 */
const SHARED_PAGE = /^\/(?:|catalog|categories(?:\/[^/]+)?|items\/[^/]+|pages\/[^/]+|contact-us|forms-and-faqs)$/;

export function isSharedPage(path) {
  return SHARED_PAGE.test(path);
}

/** Set by the proxy on a request for a shared page (and refused from outside), so the root layout knows. */
export const SHARED_PAGE_HEADER = 'x-shared-page';
/** Names one render to the pages, so they can declare what they show (page-tags.ts). */
export const RENDER_HEADER = 'x-page-cache-render';
/** `hit` or `miss` on every answer the cache could give. */
export const STATUS_HEADER = 'X-Page-Cache';
/** Where the pages find this process's cache on globalThis; absent under `next dev` and in tests. */
export const BRIDGE = Symbol.for('storefront.page-cache');
/** The channel the database's triggers (migrations 0019, 0024) notify with the tags a write changed. */
export const PAGE_CHANGED_CHANNEL = 'page_changed';

/**
 * The one cookie a shared page may read: the person's rental period (decision 111), which the
 * catalogue, a category and an item show. The cache keys a page by it; every other cookie is
 * taken off the request before Next.js renders, so nothing else of the person can enter a page.
 */
export const KEPT_COOKIE = 'rental_period';
const KEPT_VALUE = /^\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}$/;

/** The kept cookie's value in a Cookie header, when it has the shape of one; anything else is no period. */
export function keptCookieValue(cookieHeader) {
  for (const part of String(cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === KEPT_COOKIE && KEPT_VALUE.test(value.join('='))) return value.join('=');
  }
  return undefined;
}

/**
 * Issue 39 §5: set by a log-in made without JavaScript (the log-in form's <noscript> field). Such a
 * browser never asks /api/me, so a shared page from the cache would show it the visitor's header
 * after its log-in; with this cookie it gets the shared pages rendered for it instead, as personal
 * pages are. A log-in with JavaScript takes the cookie away.
 */
export const NO_SCRIPT_COOKIE = 'no_script';

/** Whether a Cookie header carries the no-script mark: its browser gets no shared page from the cache. */
export function hasNoScriptCookie(cookieHeader) {
  return String(cookieHeader ?? '')
    .split(';')
    .some((part) => part.trim() === `${NO_SCRIPT_COOKIE}=1`);
}

/** Where a shared page asks for the person's own part (decision 126). */
export const PERSONAL_STATE_PATH = '/api/me';
/** Where `npm start` finds the app's answer to a GET of it, so Next.js's routing is not in its way. */
export const PERSONAL_STATE_BRIDGE = Symbol.for('storefront.personal-state');
