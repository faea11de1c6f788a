import 'server-only';
import { cache } from 'react';
import type { Db } from '@/lib/db/open';
import { tenant } from '@/lib/tenant';
import type { FacetKey } from './facet-keys';
import { catalogFacets } from './facets';
import { searchCatalog } from './search';
import { parseSearchQuery, parseShownPages, SEARCH_PAGE_SIZE, type SearchOptions, type SearchQuery } from './search-query';

/** Where a catalogue view lives: /catalog, or a category's page with its category fixed. */
export type CatalogScope = { basePath: string; fixed?: Partial<Record<FacetKey, string[]>> };

export function catalogSearchOptions(scope: CatalogScope = { basePath: tenant.basepath }): SearchOptions {
  const fixed = new Set(Object.keys(scope.fixed ?? {}));
  return { facets: catalogFacets(tenant).filter((facet) => !fixed.has(facet.key)), priceSort: !tenant.showSkuNotPrice };
}

/** Per request, by value: the page and its metadata build equal queries, and share one search. */
const searchOnce = cache((db: Db, effective: string, counted: string, pages: number) => {
  const keys = counted.split(',');
  return searchCatalog(
    db,
    JSON.parse(effective) as SearchQuery,
    catalogFacets(tenant).filter((facet) => keys.includes(facet.key)),
    SEARCH_PAGE_SIZE,
    pages,
  );
});

/** The page's own query (what its URL says) and the search it runs (with the scope's fixed filters). */
export async function runCatalogSearch(db: Db, params: URLSearchParams | Record<string, string | string[] | undefined>, scope: CatalogScope) {
  const options = catalogSearchOptions(scope);
  const query = parseSearchQuery(params, options);
  const effective: SearchQuery = { ...query, filters: { ...query.filters, ...scope.fixed } };
  const pages = parseShownPages(params);
  const result = await searchOnce(db, JSON.stringify(effective), options.facets.map((facet) => facet.key).join(','), pages);
  return { query, effective, result, options, pages };
}
