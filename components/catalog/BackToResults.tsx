'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import type { ItemCardData } from '@/lib/catalog/item-card';
import { useCatalogSearch } from './CatalogSearchProvider';

/** On an item's page: keeps the item in the search state, and leads back to the search it was opened from. */
export function BackToResults({ item }: { item: ItemCardData }) {
  const [state, dispatch] = useCatalogSearch();
  useEffect(() => dispatch({ type: 'receiveOne', item: { id: item.id, card: item } }), [dispatch, item]);
  const from = state.queryInfo && state.allIds.includes(item.id) ? state.queryInfo.href : null;
  if (!from) return null;
  return <Link href={from}>Back to your search</Link>;
}
