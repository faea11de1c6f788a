/**
 * What Next.js cannot answer itself: a method the Fetch API refuses to build a Request with (TRACE,
 * TRACK, CONNECT) and a path whose percent-encoding is not UTF-8 (`/items/%FF`) end in a 500 inside
 * Next before any of our code runs. The server answers them first (issue 9, decision 70).
 */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

/** The status and text to answer instead of handing the request to Next, or null to hand it on. */
export function refuseRequestLine(method, url) {
  if (REFUSED_METHODS.has(String(method).toUpperCase())) return { status: 405, message: 'Method not allowed.' };
  const path = String(url ?? '/').split('?')[0];
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400, message: 'The address is not valid: it has a malformed escape or text that is not UTF-8.' };
  }
  return null;
}
