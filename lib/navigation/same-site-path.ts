/** Any base will do: it only tells a path on this site from an address elsewhere. */
const PROBE_ORIGIN = 'https://same-site.invalid';

// Control characters have no place in a path someone typed or linked; browsers silently drop some
// of them (tabs, newlines), so a value carrying any is refused rather than cleaned up.
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;

/**
 * The value as a same-site path ("/catalog?Purchase+Type=Free#top"), or null for anything that could
 * lead elsewhere: another origin ("//evil.com", "https://evil.com", "/\\evil.com"), another scheme
 * ("javascript:"), control characters, or a value that is not an absolute path at all.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || CONTROL_CHARACTER.test(value)) return null;
  // Parsed as the browser will parse it: "//evil.com" and "/\\evil.com" (a backslash reads as "/")
  // name another host, so the origin check below catches them; what is returned is the parsed path.
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    // Not expected for a path on a valid base, but this is untrusted input: refuse, never throw.
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Normalising can itself make a path that leads elsewhere: "/..//evil.example" resolves to the
  // pathname "//evil.example", which a browser reads as another host. So what is returned must be a
  // path in its own right: parsed again, it stays on this site and is unchanged.
  return isFixedPoint(path) ? path : null;
}

function isFixedPoint(path: string): boolean {
  // URL.parse, not new URL: "//" alone names no host at all and would throw.
  const again = URL.parse(path, PROBE_ORIGIN);
  return again?.origin === PROBE_ORIGIN && `${again.pathname}${again.search}${again.hash}` === path;
}

/** The page a form was posted from (its Referer), for a form posted without JavaScript to land back on; else `fallback`. */
export function refererPath(referer: string | null, fallback: string): string {
  try {
    const url = new URL(referer ?? '');
    return sameSitePath(`${url.pathname}${url.search}`) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * The log-in or sign-up page, carrying on where the person was sent back to (spec §2 step 1), so
 * choosing the other form on the way does not lose it. Only a same-site path is carried.
 */
export function authPageHref(page: '/auth/login' | '/auth/signup', redirectTo: string | null): string {
  const back = sameSitePath(redirectTo);
  return back ? `${page}?${new URLSearchParams({ redirectTo: back })}` : page;
}
