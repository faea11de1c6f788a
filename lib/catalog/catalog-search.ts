import 'server-only';
import { cache } from 'react';
import type { Db } from '@/lib/db/open';
import { periodStates } from '@/lib/availability/period-states';
import type { RentalPeriod } from '@/lib/rental-period/rental-period';
import { tenant } from '@/lib/tenant';
import type { FacetKey } from '@/lib/tenant/facet-keys';
import { catalogFacets } from './facets';
import { searchCatalog, type SearchResult } from './search';
import { parseSearchQuery, parseShownPages, SEARCH_PAGE_SIZE, type SearchOptions, type SearchQuery } from './search-query';

/** Where a catalogue view lives: /catalog, or a category's page with its category fixed. */
export type CatalogScope = { basePath: string; fixed?: Partial<Record<FacetKey, string[]>> };

export function catalogSearchOptions(scope: CatalogScope = { basePath: tenant.basepath }): SearchOptions {
  const fixed = new Set(Object.keys(scope.fixed ?? {}));
  return { facets: catalogFacets(tenant).filter((facet) => !fixed.has(facet.key)), priceSort: !tenant.showSkuNotPrice };
}

/** Per request, by value: the page and its metadata build equal queries, and share one search. */
const searchOnce = cache(async (db: Db, effective: string, counted: string, pages: number): Promise<SearchResult> => {
  const keys = counted.split(',');
  const query = JSON.parse(effective) as SearchQuery;
  const result = await searchCatalog(
    db,
    query,
    catalogFacets(tenant).filter((facet) => keys.includes(facet.key)),
    SEARCH_PAGE_SIZE,
    pages,
  );
  if (!query.dates) return result;
  // Issue 28 §4: with a period, each prop the page shows says what it is on those days; only these
  // props are asked about, so the cost follows the page, not the catalogue.
  const closest = result.fallback?.closest;
  const states = await periodStates(db, [...result.items, ...(closest?.items ?? [])], query.dates, tenant.locale);
  const withState = <T extends { id: string }>(item: T) => (states.has(item.id) ? { ...item, periodState: states.get(item.id) } : item);
  return {
    ...result,
    items: result.items.map(withState),
    ...(closest ? { fallback: { ...result.fallback!, closest: { ...closest, items: closest.items.map(withState) } } } : {}),
  };
});

/**
 * The page's own query (what its URL says) and the search it runs (with the scope's fixed filters).
 * `remembered` is the person's rental period (decision 111): an address without days shows it, and
 * every link the page writes carries it.
 */
export async function runCatalogSearch(
  db: Db,
  params: URLSearchParams | Record<string, string | string[] | undefined>,
  scope: CatalogScope,
  remembered: RentalPeriod | null = null,
) {
  const options = catalogSearchOptions(scope);
  const parsed = parseSearchQuery(params, options);
  const query: SearchQuery = parsed.dates || !remembered ? parsed : { ...parsed, dates: remembered };
  const effective: SearchQuery = { ...query, filters: { ...query.filters, ...scope.fixed } };
  const pages = parseShownPages(params);
  const result = await searchOnce(db, JSON.stringify(effective), options.facets.map((facet) => facet.key).join(','), pages);
  return { query, effective, result, options, pages };
}
