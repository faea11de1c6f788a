import Link from 'next/link';
import { displayValue, type FacetDefinition } from '@/lib/catalog/facets';
import { emptySearch, hasFilters, searchHref, toggleFilter, type SearchQuery } from '@/lib/catalog/search-query';
import { tenant } from '@/lib/tenant';
import { shortDay } from '@/lib/text/calendar-day';
import styles from './catalog.module.css';

/** Each chosen value as a chip that removes it, and one link that clears them all: plain links, so they work without JavaScript. */
export function ActiveFilters({ basePath, query, facets }: { basePath: string; query: SearchQuery; facets: FacetDefinition[] }) {
  if (!hasFilters(query)) return null;
  const chips = facets.flatMap((facet) =>
    (query.filters[facet.key] ?? []).map((value) => ({
      label: `${facet.label}: ${displayValue(facet, value)}`,
      href: searchHref(basePath, toggleFilter(query, facet.key, value), facets),
    })),
  );
  if (query.dates) {
    chips.unshift({
      label: `Free: ${shortDay(query.dates.from, tenant.locale)} – ${shortDay(query.dates.to, tenant.locale)}`,
      href: searchHref(basePath, { ...query, dates: null, page: 1 }, facets),
    });
  }
  if (query.text)
    chips.unshift({
      label: `Search: “${query.text}”`,
      href: searchHref(basePath, { ...query, text: '', sort: query.sort === 'relevance' ? 'newest' : query.sort, page: 1 }, facets),
    });
  return (
    <nav aria-label="Active filters" className={styles.chips}>
      <ul>
        {chips.map((chip) => (
          <li key={chip.label}>
            <Link href={chip.href} scroll={false} className={styles.chip} aria-label={`Remove ${chip.label}`}>
              {chip.label} <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link href={searchHref(basePath, emptySearch(), facets)} scroll={false} className={styles.clearAll}>
        Clear all
      </Link>
    </nav>
  );
}
