import { hasControlCharacters } from '@/lib/text/control-characters';

/**
 * One rule for the text of every address, on every page and route (issue 23 §4): PostgreSQL refuses
 * NUL in text, and other control characters have no place in an id, a SKU or a search. A path
 * segment carrying one names nothing and is refused (400). A query parameter carrying one is dropped,
 * as the public catalogue has always ignored a malformed value; tabs and line breaks stay, since a
 * text box of several lines sent by a GET form (the labels page's SKUs) has them.
 */
export type AddressVerdict = { refuse: string } | { without: URL } | null;

export function checkAddressText(url: URL): AddressVerdict {
  const path = decoded(url.pathname);
  if (path === null || hasControlCharacters(path)) return { refuse: 'The address is not valid: it has a control character or a malformed escape.' };
  const kept = new URLSearchParams();
  let dropped = false;
  for (const [name, value] of url.searchParams) {
    if (hasControlCharacters(name, { lines: true }) || hasControlCharacters(value, { lines: true })) dropped = true;
    else kept.append(name, value);
  }
  if (!dropped) return null;
  const without = new URL(url);
  without.search = kept.size > 0 ? `?${kept}` : '';
  return { without };
}

function decoded(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}
