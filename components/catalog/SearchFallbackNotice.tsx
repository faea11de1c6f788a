import Link from 'next/link';
import { categoryHref } from '@/lib/catalog/category-href';
import type { SearchFallback } from '@/lib/catalog/search-fallback';
import styles from './catalog.module.css';

/**
 * What a search that found nothing shows instead (issue 28 §1, never a blank page): the part of it
 * that does find props, said outright, or the categories that come closest.
 */
export function SearchFallbackNotice({ fallback }: { fallback: SearchFallback }) {
  if ('showing' in fallback) {
    return (
      <p className={styles.fallback}>
        No props for “{fallback.asked}”. Showing “{fallback.showing}”.
      </p>
    );
  }
  return (
    <div className={styles.fallback}>
      <p>No props for “{fallback.asked}”.</p>
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
