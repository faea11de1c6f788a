import type { Metadata } from 'next';
import { tenant } from '@/lib/tenant';
import type { FacetDefinition } from './facets';
import { searchHref, type SearchQuery } from './search-query';

type CatalogMetadataInput = { basePath: string; heading: string; query: SearchQuery; total: number; facets: FacetDefinition[]; description?: string };

/**
 * One canonical URL per search (parameters in a fixed order). Free-text searches and combinations of
 * several filters are left out of search engines' indexes; their links are still followed.
 */
export function catalogMetadata({ basePath, heading, query, total, facets, description }: CatalogMetadataInput): Metadata {
  const chosen = Object.values(query.filters).reduce((sum, values) => sum + values.length, 0);
  const props = total === 1 ? '1 prop' : `${total.toLocaleString('en')} props`;
  return {
    title: query.page > 1 ? `${heading}, page ${query.page}` : heading,
    description:
      description ?? `${heading} at ${tenant.vendor.displayName}: ${props} for film, TV and stage crews, rented by the week or free to a good production.`,
    // A rental period is the person's, not the search's (issue 28 §4): one canonical address with or without it.
    alternates: { canonical: searchHref(basePath, { ...query, dates: null, onlyAvailable: false }, facets) },
    robots: query.text || chosen > 1 ? { index: false, follow: true } : undefined,
  };
}
