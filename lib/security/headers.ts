import type { Tenant } from '@/lib/tenant/schema';

/** `https`: the request reached us over TLS; HSTS and upgrades would break a plain-HTTP install on a LAN. */
type HeaderOptions = {
  nonce: string;
  /** The counter's page (issue 38 §2): its "Scan" uses the camera and may compile the WebAssembly QR decoder. */
  counter?: boolean;
  production: boolean;
  https: boolean;
  tenant: Pick<Tenant, 'analyticsTrackingId' | 'mapEmbedOrigin' | 'headerLogo' | 'logomark' | 'faviconUrl' | 'thumbnail'>;
};

const ANALYTICS_ORIGINS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com'];

function originsOf(urls: string[]): string[] {
  return [...new Set(urls.filter((url) => /^https?:\/\//.test(url)).map((url) => new URL(url).origin))];
}

/**
 * The Content-Security-Policy the pages satisfy: scripts only with this response's nonce (or, on a
 * cached page, by hash),
 * frames and images only from origins the tenant configuration names.
 */
export function contentSecurityPolicy({ nonce, production, https, tenant, counter = false }: HeaderOptions): string {
  const analytics = tenant.analyticsTrackingId ? ANALYTICS_ORIGINS : [];
  const imageOrigins = originsOf([tenant.headerLogo.url, tenant.logomark.url, tenant.faviconUrl, tenant.thumbnail.largeUrl, tenant.thumbnail.mediumUrl]);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'unsafe-eval' only for React's development tooling. A cached page trades the nonce and
    // 'strict-dynamic' for hashes of its inline scripts (lib/page-cache/page-cache.mjs), and then the
    // origins here are what let its own and the analytics files load.
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...analytics,
      ...(production ? [] : ["'unsafe-eval'"]),
      // Compiling WebAssembly only, not eval: the counter's QR decoder where the browser has none of its own.
      ...(counter ? ["'wasm-unsafe-eval'"] : []),
    ],
    // Our stylesheets, and the page's own inline ones (Next.js puts them in the page, decision 126)
    // by this response's nonce, which `npm start` gives them (scripts/style-nonce.mjs); a cached page
    // by hash. No style attribute at all (issue 36 §4.9, decision 147). `next dev` gives them none,
    // so its pages allow inline style elements, as they allow 'unsafe-eval'.
    'style-src': ["'self'", ...(production ? [`'nonce-${nonce}'`] : ["'unsafe-inline'"])],
    'style-src-attr': ["'none'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins, ...analytics],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...analytics, ...(production ? [] : ['ws:'])],
    // The sign-up bot check (ALTCHA) solves its proof of work in workers it creates from blob: URLs.
    'worker-src': ["'self'", 'blob:'],
    'frame-src': tenant.mapEmbedOrigin ? [tenant.mapEmbedOrigin] : ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (production && https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** Generated images may only draw: opened on their own, they run nothing and load nothing. */
const MEDIA_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** `media`: the response is one of our generated images, not a page. */
export function securityHeaders(options: HeaderOptions & { media?: boolean }) {
  return {
    'Content-Security-Policy': options.media ? MEDIA_CONTENT_SECURITY_POLICY : contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    // The camera for the counter's "Scan" only (issue 38 §2); every other page may use none of these.
    'Permissions-Policy': `camera=${options.counter ? '(self)' : '()'}, microphone=(), geolocation=(), payment=()`,
    ...(options.production && options.https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  } as { 'Content-Security-Policy': string } & Record<string, string>;
}
