import type { SearchQuery } from '@/lib/catalog/search-query';
import type { PageTag } from '@/lib/page-cache/page-tags';

/** A catalogue list shows the props; one with dates also leaves out those fully booked on them. */
export function catalogPageTags(query: Pick<SearchQuery, 'dates'>): PageTag[] {
  return query.dates ? ['catalog', 'availability'] : ['catalog'];
}
