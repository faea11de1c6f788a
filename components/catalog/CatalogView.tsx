import Link from 'next/link';
import type { ReactNode } from 'react';
import { ItemCard } from '@/components/item-card/ItemCard';
import { cardSettings, FIRST_SCREEN_CARDS } from '@/lib/catalog/item-card';
import { catalogFacets } from '@/lib/catalog/facets';
import type { SearchResult } from '@/lib/catalog/search';
import { searchHref, type SearchOptions, type SearchQuery } from '@/lib/catalog/search-query';
import { houseToday } from '@/lib/house/clock';
import { tenant } from '@/lib/tenant';
import { ActiveFilters } from './ActiveFilters';
import { CatalogPeriod } from './CatalogPeriod';
import { CatalogResults } from './CatalogResults';
import { CatalogTransition, RESULTS_HEADING_ID, ResultsRegion } from './CatalogTransition';
import { FilterForm } from './FilterForm';
import { FiltersDrawer } from './FiltersDrawer';
import { SearchFallbackNotice } from './SearchFallbackNotice';
import { SkipToResults } from './SkipToResults';
import styles from './catalog.module.css';

type CatalogViewProps = {
  basePath: string;
  heading: string;
  intro?: ReactNode;
  /** What the URL says, and the search that ran (the scope's fixed filters added). */
  query: SearchQuery;
  effective: SearchQuery;
  result: SearchResult;
  options: SearchOptions;
  /** How many pages the list shows from the query's page on: what "Load more" had shown (issue 14 §5). */
  pages: number;
};

const swatches = Object.fromEntries(tenant.colorMap.map(({ name, hex, swatchUrl }) => [name, swatchUrl ? { hex, swatchUrl } : { hex }]));

export function CatalogView({ basePath, heading, intro, query, effective, result, options, pages, nowMs }: CatalogViewProps & { nowMs: number }) {
  const { facets } = options;
  const lastPage = result.pageCount;
  const lastShownPage = Math.min(query.page + pages - 1, lastPage);
  // The rental period is chosen above the results, not in the drawer (issue 28 §4): it is not counted on "Filters".
  const activeCount = Object.values(query.filters).reduce((sum, values) => sum + values.length, 0);
  const pastTheEnd = result.items.length === 0 && result.total > 0;
  const firstPageHref = searchHref(basePath, { ...query, page: 1 }, facets);
  return (
    <CatalogTransition>
      <div className={`page ${styles.layout}`}>
        <header className={styles.header}>
          <SkipToResults />
          <h1>{heading}</h1>
          {intro}
        </header>
        <FiltersDrawer activeCount={activeCount} total={result.total}>
          <FilterForm basePath={basePath} query={query} facets={facets} counts={result.facets} swatches={swatches} priceSort={options.priceSort} />
        </FiltersDrawer>
        <ResultsRegion listKey={firstPageHref}>
          {/* Focused after new dates (issue 39 §2): seen while it has focus, so the keyboard's place shows. */}
          <h2 id={RESULTS_HEADING_ID} tabIndex={-1} className={`${styles.resultsHeading} visually-hidden`}>
            Results
          </h2>
          {tenant.showAvailability && <CatalogPeriod basePath={basePath} query={query} facets={facets} today={houseToday(tenant.vendor.timezone, nowMs)} />}
          <p className={styles.count} role="status">
            {result.total === 1 ? '1 prop' : `${result.total.toLocaleString('en')} props`}
          </p>
          <ActiveFilters basePath={basePath} query={query} facets={facets} />
          {result.fallback && <SearchFallbackNotice fallback={result.fallback} nowMs={nowMs} />}
          {query.page > 1 && !pastTheEnd && (
            <p className={styles.pageNote}>
              {`Page ${query.page} of ${lastPage}. `}
              <Link href={searchHref(basePath, { ...query, page: query.page - 1 }, facets)} rel="prev">
                Previous page
              </Link>
            </p>
          )}
          {result.items.length > 0 ? (
            <CatalogResults
              serverIds={result.items.map((item) => item.id)}
              queryInfo={{ href: firstPageHref, total: result.total, firstPage: query.page, page: lastShownPage, pageCount: lastPage }}
              moreHref={searchHref('/api/catalog', { ...effective, page: 1 }, catalogFacets(tenant))}
              nextPageHref={lastShownPage < lastPage ? searchHref(basePath, { ...query, page: lastShownPage + 1 }, facets) : null}
              settings={cardSettings(tenant)}
              nowMs={nowMs}
              index={`catalog_${effective.sort}`}
              locale={tenant.locale}
            >
              {result.items.map((item, position) => (
                <li key={item.id} data-item-id={item.id}>
                  <ItemCard item={item} now={new Date(nowMs)} settings={cardSettings(tenant)} headingLevel="h3" eager={position < FIRST_SCREEN_CARDS} />
                </li>
              ))}
            </CatalogResults>
          ) : pastTheEnd ? (
            <p>
              There {lastPage === 1 ? 'is only one page' : `are only ${lastPage} pages`} of these props.{' '}
              <Link href={searchHref(basePath, { ...query, page: lastPage }, facets)}>Go to the last page</Link>.
            </p>
          ) : (
            <p>
              {result.fallback ? 'Or ' : 'No props match. '}
              <Link href={basePath}>{result.fallback ? 'clear the search' : 'Clear the filters'}</Link> to see every prop.
            </p>
          )}
        </ResultsRegion>
      </div>
    </CatalogTransition>
  );
}
