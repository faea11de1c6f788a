'use client';

import { useEffect, useRef } from 'react';
import { ItemCard } from '@/components/item-card/ItemCard';
import { FIRST_SCREEN_CARDS, type CardSettings, type ItemCardData } from '@/lib/catalog/item-card';
import { itemsInOrder, type QueryInfo } from '@/lib/catalog/search-state';
import { useCatalogSearch } from './CatalogSearchProvider';
import { useHydrated } from '../use-hydrated';
import styles from './catalog.module.css';

type CatalogResultsProps = {
  items: ItemCardData[];
  queryInfo: QueryInfo;
  /** The same search as JSON, page number left to add: what "Load more" fetches. */
  moreHref: string;
  /** The next page as a page of its own: "Load more" without JavaScript. */
  nextPageHref: string | null;
  settings: CardSettings;
  nowMs: number;
  index: string;
};

type PageOfItems = { items: (Omit<ItemCardData, 'createdAt'> & { createdAt: string })[]; total: number; page: number; pageCount: number };

export function CatalogResults({ items: serverItems, queryInfo, moreHref, nextPageHref, settings, nowMs, index }: CatalogResultsProps) {
  const [state, dispatch] = useCatalogSearch();
  const enhanced = useHydrated();
  const firstNewCard = useRef<string | null>(null);
  const list = useRef<HTMLUListElement>(null);

  // Coming back to the same search (from an item, say) keeps the pages already loaded.
  const isThisSearch = state.queryInfo?.href === queryInfo.href && state.queryInfo.firstPage === queryInfo.firstPage && state.index === index;
  const restored = enhanced && isThisSearch && state.allIds.length >= serverItems.length;

  useEffect(() => {
    if (!isThisSearch) dispatch({ type: 'receive', items: serverItems, queryInfo, index });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new server page is a new search; the state's own changes are not
  }, [serverItems]);

  useEffect(() => {
    if (!firstNewCard.current) return;
    const link = list.current?.querySelector<HTMLAnchorElement>(`[data-item-id="${CSS.escape(firstNewCard.current)}"] a`);
    firstNewCard.current = null;
    // Focus follows the new props for keyboard and screen-reader users; the page stays where it was.
    link?.focus({ preventScroll: true });
  }, [state.allIds.length]);

  const shown = restored ? itemsInOrder(state) : serverItems;
  const info = restored ? state.queryInfo! : queryInfo;
  const hasMore = info.page < info.pageCount;

  const loadMore = async () => {
    dispatch({ type: 'request' });
    try {
      const response = await fetch(`${moreHref}${moreHref.includes('?') ? '&' : '?'}page=${info.page + 1}`, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const page = (await response.json()) as PageOfItems;
      const more = page.items.map((item) => ({ ...item, createdAt: new Date(item.createdAt) }));
      firstNewCard.current = more[0]?.id ?? null;
      dispatch({ type: 'receiveMore', items: more, queryInfo: { ...info, total: page.total, page: page.page, pageCount: page.pageCount } });
    } catch {
      dispatch({ type: 'error', error: 'The next props could not be loaded. Please try again.' });
    }
  };

  return (
    <>
      <ul className="card-grid" ref={list}>
        {shown.map((item, position) => (
          <li key={item.id} data-item-id={item.id}>
            <ItemCard item={item} now={new Date(nowMs)} settings={settings} headingLevel="h3" eager={position < FIRST_SCREEN_CARDS} />
          </li>
        ))}
      </ul>
      {state.error && restored && (
        <p role="alert" className={styles.loadError}>
          {state.error}
        </p>
      )}
      {hasMore && (
        <div className={styles.loadMore}>
          {enhanced ? (
            <button type="button" className="button" onClick={loadMore} disabled={state.isFetching} aria-describedby="catalog-shown">
              {state.isFetching ? 'Loading…' : 'Load more props'}
            </button>
          ) : (
            nextPageHref && (
              <a href={nextPageHref} rel="next" className="button">
                Load more props
              </a>
            )
          )}
          <p id="catalog-shown" className={styles.shown}>
            {`Showing ${shown.length.toLocaleString('en')} of ${info.total.toLocaleString('en')}`}
          </p>
        </div>
      )}
    </>
  );
}
