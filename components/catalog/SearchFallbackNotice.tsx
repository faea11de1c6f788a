import Link from 'next/link';
import { ItemCard } from '@/components/item-card/ItemCard';
import { categoryHref } from '@/lib/catalog/category-href';
import { cardSettings } from '@/lib/catalog/item-card';
import type { SearchFallback } from '@/lib/catalog/answer/search-fallback';
import { tenant } from '@/lib/tenant';
import styles from './catalog.module.css';

/**
 * What a search that found nothing shows instead (issue 28 §1, never a blank page; issue 39 §1,
 * honest): that the catalogue has none first, then what comes closest under its own heading, or the
 * categories that do (only those with props).
 */
export function SearchFallbackNotice({ fallback, nowMs }: { fallback: SearchFallback; nowMs: number }) {
  const { closest } = fallback;
  return (
    <div className={styles.fallback}>
      <p className={styles.nothing}>{fallback.nothing}</p>
      {closest && (
        <section aria-labelledby="catalog-closest" className={styles.closest}>
          <h3 id="catalog-closest">Closest: {closest.label}</h3>
          <ul className="card-grid">
            {closest.items.map((item) => (
              <li key={item.id} data-item-id={item.id}>
                <ItemCard item={item} now={new Date(nowMs)} settings={cardSettings(tenant)} headingLevel="h4" />
              </li>
            ))}
          </ul>
        </section>
      )}
      {fallback.categories.length > 0 && (
        <>
          <p>The categories that come closest:</p>
          <ul>
            {fallback.categories.map((category) => (
              <li key={category.id}>
                <Link href={categoryHref(category.id)}>{category.name}</Link> ({category.itemCount === 1 ? '1 prop' : `${category.itemCount} props`})
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
