import { hasControlCharacters } from '@/lib/text/control-characters';
import { dateRange, type DateRange } from '@/lib/rental-period/date-range';
import type { FacetKey } from '@/lib/tenant/facet-keys';
import type { FacetDefinition } from './facets';

/** Every state of a catalogue search, as its URL says it (spec §2: deep links shared between crew members). */
export type SearchQuery = {
  text: string;
  filters: Partial<Record<FacetKey, string[]>>;
  sort: SortKey;
  page: number;
  /** The rental period (issue 12 §1, issue 28 §4): `from` and `to` in the URL, both included. Each prop says what it is on those days. */
  dates?: DateRange | null;
  /** "Only what's free" (`available=1`): with a period, only props free on every one of its days (issue 28 §4). */
  onlyAvailable?: boolean;
};

export const SORT_KEYS = ['relevance', 'newest', 'title', 'price'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SEARCH_PAGE_SIZE = 24;

const MAX_TEXT = 100;
const MAX_VALUE = 80;
const MAX_VALUES_PER_FACET = 20;
const MAX_PAGE = 10_000;
export type SearchOptions = {
  facets: FacetDefinition[];
  /** Sorting by price is offered only where prices are shown (showSkuNotPrice false). */
  priceSort: boolean;
};

type RawParams = URLSearchParams | Record<string, string | string[] | undefined>;

function allValues(params: RawParams, name: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(name);
  const value = params[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** With text the best matches come first; without, the newest props. */
export function defaultSort(text: string): SortKey {
  return text ? 'relevance' : 'newest';
}

/**
 * Reads a search from URL parameters keyed by facet labels. Anything unknown or malformed is
 * dropped, never an error: a link a crew member shared always opens.
 */
export function parseSearchQuery(params: RawParams, options: SearchOptions): SearchQuery {
  // Control characters (NUL above all, which PostgreSQL refuses) never reach a search.
  const text = (allValues(params, 'q')[0] ?? '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim()
    .slice(0, MAX_TEXT);
  const filters: SearchQuery['filters'] = {};
  for (const facet of options.facets) {
    const values = [...new Set(allValues(params, facet.label).map((value) => value.trim()))]
      .filter((value) => value.length > 0 && value.length <= MAX_VALUE && !hasControlCharacters(value) && (!facet.values || facet.values.includes(value)))
      .slice(0, MAX_VALUES_PER_FACET);
    if (values.length > 0) filters[facet.key] = values;
  }
  const requestedSort = allValues(params, 'sort')[0] as SortKey | undefined;
  const sortAllowed = (sort: SortKey | undefined): sort is SortKey =>
    sort !== undefined && SORT_KEYS.includes(sort) && (sort !== 'price' || options.priceSort) && (sort !== 'relevance' || text !== '');
  const pageText = allValues(params, 'page')[0] ?? '';
  const page = /^\d{1,5}$/.test(pageText) ? Math.min(Math.max(Number(pageText), 1), MAX_PAGE) : 1;
  const dates = dateRange(allValues(params, 'from')[0], allValues(params, 'to')[0]);
  // Read apart from the days: a page whose period comes from the person's session keeps the switch too.
  const onlyAvailable = allValues(params, 'available')[0] === '1';
  return {
    text,
    filters,
    sort: sortAllowed(requestedSort) ? requestedSort : defaultSort(text),
    page,
    ...(dates ? { dates } : {}),
    ...(onlyAvailable ? { onlyAvailable } : {}),
  };
}

/** The most pages one URL shows at once: "Load more" past them still works, the URL stops growing. */
export const MAX_SHOWN_PAGES = 10;

/**
 * How many pages the list shows, from the URL's `pages` (issue 14 §5): "Load more" writes it, so a
 * shared link opens with as many props as the sender had. Kept out of SearchQuery on purpose: every
 * new search (a filter, a chip, the sort) starts again at one page.
 */
export function parseShownPages(params: RawParams): number {
  const text = allValues(params, 'pages')[0] ?? '';
  return /^\d{1,3}$/.test(text) ? Math.min(Math.max(Number(text), 1), MAX_SHOWN_PAGES) : 1;
}

/** The canonical parameters of a search: facets in the filter bar's order, defaults left out. */
export function searchQueryParams(query: SearchQuery, facets: FacetDefinition[]): URLSearchParams {
  const params = new URLSearchParams();
  if (query.text) params.set('q', query.text);
  for (const facet of facets) {
    const values = query.filters[facet.key] ?? [];
    const ordered = facet.values ? facet.values.filter((value) => values.includes(value)) : [...values].sort();
    for (const value of ordered) params.append(facet.label, value);
  }
  if (query.dates) {
    params.set('from', query.dates.from);
    params.set('to', query.dates.to);
    if (query.onlyAvailable) params.set('available', '1');
  }
  if (query.sort !== defaultSort(query.text)) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** URLSearchParams writes spaces as `+`, as the spec's routes do: `/catalog?Purchase+Type=Free`. */
export function searchHref(basePath: string, query: SearchQuery, facets: FacetDefinition[]): string {
  const search = searchQueryParams(query, facets).toString();
  return search ? `${basePath}?${search}` : basePath;
}

export function emptySearch(): SearchQuery {
  return { text: '', filters: {}, sort: 'newest', page: 1 };
}

/** The same search with one value of a facet switched on or off, back on its first page. */
export function toggleFilter(query: SearchQuery, key: FacetKey, value: string): SearchQuery {
  const current = query.filters[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const filters = { ...query.filters, [key]: next };
  if (next.length === 0) delete filters[key];
  return { ...query, filters, page: 1 };
}

export function hasFilters(query: SearchQuery): boolean {
  return query.text !== '' || Object.keys(query.filters).length > 0 || Boolean(query.dates);
}
