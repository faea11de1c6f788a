/**
 * Where the header's search goes (issue 39 §1, §5): the catalogue with the words, and, from a
 * catalogue page already showing Rentals or Free Props, that choice kept: a crew member searching
 * "lamp" from Free Props wants free lamps. Pure, for the header's client code and its no-JavaScript form.
 */
export const KEPT_FILTER = 'Purchase Type';

/** The filter values the search keeps from the page it is typed on: only the catalogue's own. */
export function keptFilterValues(action: string, pathname: string, params: URLSearchParams): string[] {
  return pathname === action ? params.getAll(KEPT_FILTER).filter(Boolean) : [];
}

export function headerSearchHref(action: string, q: string, kept: readonly string[]): string {
  const search = new URLSearchParams();
  if (q) search.set('q', q);
  for (const value of kept) search.append(KEPT_FILTER, value);
  const query = search.toString();
  return query ? `${action}?${query}` : action;
}
