'use client';

import { createContext, useContext, useReducer, type Dispatch, type ReactNode } from 'react';
import type { ItemCardData } from '@/lib/catalog/item-card';
import { initialSearchState, searchReducer, type SearchAction, type SearchState } from '@/lib/catalog/search-state';

type CatalogSearch = [SearchState<ItemCardData>, Dispatch<SearchAction<ItemCardData>>];

const CatalogSearchContext = createContext<CatalogSearch | null>(null);

/** Held above the pages, so the props a crew member loaded are still there when they come back from one. */
export function CatalogSearchProvider({ children }: { children: ReactNode }) {
  const value = useReducer(searchReducer<ItemCardData>, undefined, initialSearchState<ItemCardData>);
  return <CatalogSearchContext.Provider value={value}>{children}</CatalogSearchContext.Provider>;
}

export function useCatalogSearch(): CatalogSearch {
  const value = useContext(CatalogSearchContext);
  if (!value) throw new Error('useCatalogSearch needs a CatalogSearchProvider above it');
  return value;
}
