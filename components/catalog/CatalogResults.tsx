'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, type ReactNode } from 'react';
import type { CardSettings, ItemCardData } from '@/lib/catalog/item-card';
import { MAX_SHOWN_PAGES, SEARCH_PAGE_SIZE } from '@/lib/catalog/search-query';
import type { QueryInfo } from '@/lib/catalog/search-state';
import { useCatalogSearch } from './CatalogSearchProvider';
import { useHydrated } from '../use-hydrated';
import styles from './catalog.module.css';

/** Drawn here only for the cards "Load more" fetched (the server draws the rest): fetched with them. */
const ItemCard = dynamic(() => import('@/components/item-card/ItemCard').then((module) => module.ItemCard));

type CatalogResultsProps = {
  /** The server's cards, each an `<li data-item-id>`: server components, so the browser only hydrates their markup. */
  children: ReactNode;
  /** Their ids, in order. */
  serverIds: string[];
  queryInfo: QueryInfo;
  /** The same search as JSON, page number left to add: what "Load more" fetches. */
  moreHref: string;
  /** The next page as a page of its own: "Load more" without JavaScript. */
  nextPageHref: string | null;
  settings: CardSettings;
  nowMs: number;
  index: string;
  /** The tenant's locale, for the thousands in "Showing 1–96 of 1,200". */
  locale: string;
};

type PageOfItems = { items: (Omit<ItemCardData, 'createdAt'> & { createdAt: string })[]; total: number; page: number; pageCount: number };

/**
 * The URL says how many pages the list shows (`pages`, issue 14 §5), so a link shared after "Load
 * more" opens with the same props. Replaced, not pushed: Back still leaves the catalogue in one step.
 */
function keepUrlInStep(pages: number) {
  if (pages > MAX_SHOWN_PAGES) return;
  const url = new URL(window.location.href);
  url.searchParams.set('pages', String(pages));
  window.history.replaceState(null, '', url);
}

export function CatalogResults({ children, serverIds, queryInfo, moreHref, nextPageHref, settings, nowMs, index, locale }: CatalogResultsProps) {
  const [state, dispatch] = useCatalogSearch();
  const enhanced = useHydrated();
  const firstNewCard = useRef<string | null>(null);
  const list = useRef<HTMLUListElement>(null);

  // Coming back to the same search (from an item, say) keeps the pages already loaded.
  const isThisSearch = state.queryInfo?.href === queryInfo.href && state.queryInfo.firstPage === queryInfo.firstPage && state.index === index;
  const restored = enhanced && isThisSearch && state.allIds.length >= serverIds.length;

  const serverKey = serverIds.join(' ');
  useEffect(() => {
    if (!isThisSearch) dispatch({ type: 'receive', items: serverIds.map((id) => ({ id, card: null })), queryInfo, index });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new server page is a new search; the state's own changes are not
  }, [serverKey]);

  useEffect(() => {
    if (!firstNewCard.current) return;
    const link = list.current?.querySelector<HTMLAnchorElement>(`[data-item-id="${CSS.escape(firstNewCard.current)}"] a`);
    firstNewCard.current = null;
    // Focus follows the new props for keyboard and screen-reader users; the page stays where it was.
    link?.focus({ preventScroll: true });
  }, [state.allIds.length]);

  // After the server's cards, those "Load more" fetched, kept when the crew member comes back to this search.
  const more = restored
    ? state.allIds
        .slice(serverIds.length)
        .map((id) => state.byId[id]?.card)
        .filter((card): card is ItemCardData => card != null)
    : [];
  const shownCount = serverIds.length + more.length;
  const info = restored ? state.queryInfo! : queryInfo;
  const hasMore = info.page < info.pageCount;
  const firstShown = (info.firstPage - 1) * SEARCH_PAGE_SIZE + 1;
  const number = (value: number) => value.toLocaleString(locale);

  const loadMore = async () => {
    dispatch({ type: 'request' });
    try {
      const response = await fetch(`${moreHref}${moreHref.includes('?') ? '&' : '?'}page=${info.page + 1}`, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const page = (await response.json()) as PageOfItems;
      const fetched = page.items.map((item) => ({ ...item, createdAt: new Date(item.createdAt) }));
      firstNewCard.current = fetched[0]?.id ?? null;
      dispatch({
        type: 'receiveMore',
        items: fetched.map((card) => ({ id: card.id, card })),
        queryInfo: { ...info, total: page.total, page: page.page, pageCount: page.pageCount },
      });
      keepUrlInStep(page.page - info.firstPage + 1);
    } catch {
      dispatch({ type: 'error', error: 'The next props could not be loaded. Please try again.' });
    }
  };

  return (
    <>
      <ul className="card-grid" ref={list}>
        {children}
        {more.map((item) => (
          <li key={item.id} data-item-id={item.id}>
            <ItemCard item={item} now={new Date(nowMs)} settings={settings} headingLevel="h3" />
          </li>
        ))}
      </ul>
      {state.error && restored && (
        <p role="alert" className={styles.loadError}>
          {state.error}
        </p>
      )}
      {(hasMore || info.firstPage > 1 || shownCount < info.total) && (
        <div className={styles.loadMore}>
          {hasMore &&
            (enhanced ? (
              <button type="button" className="button" onClick={loadMore} disabled={state.isFetching} aria-describedby="catalog-shown">
                {state.isFetching ? 'Loading…' : 'Load more props'}
              </button>
            ) : (
              nextPageHref && (
                <a href={nextPageHref} rel="next" className="button">
                  Load more props
                </a>
              )
            ))}
          <p id="catalog-shown" className={styles.shown}>
            {`Showing ${number(firstShown)}–${number(firstShown + shownCount - 1)} of ${number(info.total)}`}
          </p>
        </div>
      )}
    </>
  );
}
