'use client';

import { createContext, useContext, useReducer, type Dispatch, type ReactNode } from 'react';
import type { ItemCardData } from '@/lib/catalog/item-card';
import { initialSearchState, searchReducer, type SearchAction, type SearchState } from '@/lib/catalog/search-state';

/**
 * A prop of the search, by its objectID: with its card when the browser fetched it ("Load more",
 * an item page), without when the server's HTML shows it (the first pages are server components,
 * so their cards are neither sent as data nor rendered again in the browser; issue 29).
 */
export type CatalogEntry = { id: string; card: ItemCardData | null };

type CatalogSearch = [SearchState<CatalogEntry>, Dispatch<SearchAction<CatalogEntry>>];

const CatalogSearchContext = createContext<CatalogSearch | null>(null);

/** Held above the pages, so the props a crew member loaded are still there when they come back from one. */
export function CatalogSearchProvider({ children }: { children: ReactNode }) {
  const value = useReducer(searchReducer<CatalogEntry>, undefined, initialSearchState<CatalogEntry>);
  return <CatalogSearchContext.Provider value={value}>{children}</CatalogSearchContext.Provider>;
}

export function useCatalogSearch(): CatalogSearch {
  const value = useContext(CatalogSearchContext);
  if (!value) throw new Error('useCatalogSearch needs a CatalogSearchProvider above it');
  return value;
}
