import { displayValue, type FacetDefinition } from '@/lib/catalog/facets';
import type { FacetCounts } from '@/lib/catalog/search';
import { searchHref, type SearchQuery, type SortKey } from '@/lib/catalog/search-query';
import { FilterFormBehaviour } from './FilterFormBehaviour';
import styles from './catalog.module.css';

export type Swatch = { hex: string; swatchUrl?: string };

type FilterFormProps = {
  basePath: string;
  query: SearchQuery;
  facets: FacetDefinition[];
  counts: FacetCounts[];
  swatches: Record<string, Swatch>;
  priceSort: boolean;
};

const SORT_LABELS: Record<SortKey, string> = { relevance: 'Best match', newest: 'Newest', title: 'Title, A to Z', price: 'Price, low to high' };
/** Longer open-ended lists (tags, rooms) show their first values and keep the rest behind "more". */
const SHOWN_VALUES = 10;

/**
 * A plain GET form, so the catalogue works without JavaScript ("Apply filters"). Rendered on the
 * server, options and all; FilterFormBehaviour makes every change navigate at once (issue 29: the
 * browser hydrates its markup, it does not render it again).
 */
export function FilterForm({ basePath, query, facets, counts, swatches, priceSort }: FilterFormProps) {
  const countsOf = (facet: FacetDefinition) => counts.find((entry) => entry.key === facet.key)?.values ?? [];
  const sorts = (['relevance', 'newest', 'title', 'price'] as const).filter((sort) => (sort !== 'relevance' || query.text) && (sort !== 'price' || priceSort));

  return (
    <FilterFormBehaviour basePath={basePath} options={{ facets, priceSort }} serverText={query.text} serverKey={searchHref(basePath, query, facets)}>
      <div className={styles.searchRow}>
        <label htmlFor="catalog-q">Search the catalogue</label>
        <div className={styles.searchBox}>
          <input id="catalog-q" type="search" name="q" defaultValue={query.text} placeholder="Chair or SKU" maxLength={100} autoComplete="off" />
          <button type="submit" className="button">
            Search
          </button>
        </div>
      </div>

      <div className={styles.sortRow}>
        <label htmlFor="catalog-sort">Sort by</label>
        <select id="catalog-sort" name="sort" defaultValue={query.sort} data-server-value={query.sort}>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>

      {/* The rental period is chosen above the results (CatalogPeriod, issue 28 §4); "Apply filters" without JavaScript keeps it. */}
      {query.dates && (
        <>
          <input type="hidden" name="from" value={query.dates.from} />
          <input type="hidden" name="to" value={query.dates.to} />
          {query.onlyAvailable && <input type="hidden" name="available" value="1" />}
        </>
      )}

      {facets.map((facet) => {
        const values = countsOf(facet);
        if (values.length === 0) return null;
        const chosen = query.filters[facet.key] ?? [];
        const option = ({ value, count }: { value: string; count: number }) => (
          <li key={value}>
            <label className={styles.option}>
              <input type="checkbox" name={facet.label} value={value} defaultChecked={chosen.includes(value)} />
              {facet.key === 'colors' && swatches[value] && <SwatchMark swatch={swatches[value]} />}
              {displayValue(facet, value)}
              <span className={styles.optionCount}>{`(${count.toLocaleString('en')})`}</span>
            </label>
          </li>
        );
        // A configured list (colours, purchase types) shows whole; open-ended ones keep their tail behind "more".
        const shownCount = facet.values ? values.length : SHOWN_VALUES;
        const first = values.slice(0, shownCount);
        const rest = values.slice(shownCount);
        return (
          <details key={facet.key} className={styles.facet} open>
            <summary>
              {facet.label}
              {chosen.length > 0 && <span className={styles.chosenCount}> ({chosen.length} chosen)</span>}
            </summary>
            <fieldset>
              <legend className="visually-hidden">{facet.label}</legend>
              <ul className={styles.options}>{first.map(option)}</ul>
              {rest.length > 0 && (
                <details className={styles.more} open={rest.some(({ value }) => chosen.includes(value))}>
                  <summary>{`${rest.length} more`}</summary>
                  <ul className={styles.options}>{rest.map(option)}</ul>
                </details>
              )}
            </fieldset>
          </details>
        );
      })}

      <button type="submit" className={`button button-secondary ${styles.apply}`}>
        Apply filters
      </button>
    </FilterFormBehaviour>
  );
}

function SwatchMark({ swatch }: { swatch: Swatch }) {
  return (
    // Drawn, not styled: an SVG's fill is no style attribute, which the content security policy refuses (issue 36 §4.9).
    <svg className={styles.swatch} viewBox="0 0 1 1" aria-hidden="true" focusable="false">
      {swatch.swatchUrl ? (
        <image href={swatch.swatchUrl} width="1" height="1" preserveAspectRatio="xMidYMid slice" />
      ) : (
        <rect width="1" height="1" fill={swatch.hex} />
      )}
    </svg>
  );
}
