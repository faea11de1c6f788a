import type { ItemCardData } from '../item-card';
import type { SearchResult } from '../search';

/**
 * One page of a catalogue search as /api/catalog answers it. Issue 39 §1: `answer` says whether
 * the props in `items` are what was asked ("found") or whether the catalogue has none ("nothing");
 * props that only come closest are in `closest`, labelled, never in `items` nor counted in `total`.
 */
export type CatalogJson = {
  items: ItemCardData[];
  total: number;
  page: number;
  pageCount: number;
  answer: 'found' | 'nothing';
  /** "No “recliner” in the catalogue.", when the answer is nothing. */
  nothing: string | null;
  closest: { label: string; showing: string; total: number; items: ItemCardData[] } | null;
};

export function catalogJson(result: SearchResult, page: number): CatalogJson {
  const { fallback } = result;
  return {
    items: result.items,
    total: result.total,
    page,
    pageCount: result.pageCount,
    answer: result.total > 0 || !fallback ? 'found' : 'nothing',
    nothing: fallback?.nothing ?? null,
    closest: fallback?.closest ?? null,
  };
}
