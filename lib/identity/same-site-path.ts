/** Any base will do: it only tells a path on this site from an address elsewhere. */
const PROBE_ORIGIN = 'https://same-site.invalid';

// Browsers drop tabs and newlines inside URLs ("/\t/evil.com" becomes "//evil.com") and read "\" as
// "/", so a value with any of them is refused before parsing rather than trusted after it.
const CONTROL_OR_BACKSLASH = /[\u0000-\u001F\u007F\\]/;

/**
 * The value as a same-site path ("/catalog?Purchase+Type=Free#top"), or null for anything that could
 * lead elsewhere: another origin ("//evil.com", "https://evil.com"), another scheme ("javascript:"),
 * backslashes, control characters, or a value that is not an absolute path at all.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if (CONTROL_OR_BACKSLASH.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
