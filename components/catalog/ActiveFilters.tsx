import Link from 'next/link';
import { clearRentalPeriodAction } from '@/app/rental-period/actions';
import { displayValue, type FacetDefinition } from '@/lib/catalog/facets';
import { emptySearch, hasFilters, searchHref, toggleFilter, type SearchQuery } from '@/lib/catalog/search-query';
import { periodShortWords, periodWords } from '@/lib/rental-period/rental-period';
import { tenant } from '@/lib/tenant';
import styles from './catalog.module.css';

/**
 * Each chosen value as a chip that removes it, and one link that clears them all: plain links, so they
 * work without JavaScript. The rental period's chip is a button instead (issue 28 §4): the period is
 * the person's, kept in their session, so removing it forgets it there too (decision 111).
 */
export function ActiveFilters({ basePath, query, facets }: { basePath: string; query: SearchQuery; facets: FacetDefinition[] }) {
  if (!hasFilters(query)) return null;
  const chips = facets.flatMap((facet) =>
    (query.filters[facet.key] ?? []).map((value) => ({
      label: `${facet.label}: ${displayValue(facet, value)}`,
      href: searchHref(basePath, toggleFilter(query, facet.key, value), facets),
    })),
  );
  if (query.dates && query.onlyAvailable) {
    chips.unshift({ label: 'Only what’s free', href: searchHref(basePath, { ...query, onlyAvailable: false, page: 1 }, facets) });
  }
  if (query.text)
    chips.unshift({
      label: `Search: “${query.text}”`,
      href: searchHref(basePath, { ...query, text: '', sort: query.sort === 'relevance' ? 'newest' : query.sort, page: 1 }, facets),
    });
  return (
    <nav aria-label="Active filters" className={styles.chips}>
      <ul>
        {query.dates && (
          <li>
            <form action={clearRentalPeriodAction} className={styles.chipForm}>
              <input type="hidden" name="next" value={searchHref(basePath, { ...query, dates: null, onlyAvailable: false, page: 1 }, facets)} />
              {/* Issue 39 §2: says what it is, the days the cards answer for, not a filter ("Available …") while taken props are listed. */}
              <button type="submit" className={styles.chip} aria-label={`Remove Dates ${periodWords(query.dates, tenant.locale)}`}>
                {`Dates ${periodShortWords(query.dates, tenant.locale)}`} <span aria-hidden="true">×</span>
              </button>
            </form>
          </li>
        )}
        {chips.map((chip) => (
          <li key={chip.label}>
            <Link href={chip.href} scroll={false} className={styles.chip} aria-label={`Remove ${chip.label}`}>
              {chip.label} <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
      {/* Clears the search; the person's rental period stays theirs (its own chip, or the header, forgets it). */}
      {chips.length > 0 && (
        <Link href={searchHref(basePath, { ...emptySearch(), dates: query.dates }, facets)} scroll={false} className={styles.clearAll}>
          Clear all
        </Link>
      )}
    </nav>
  );
}
