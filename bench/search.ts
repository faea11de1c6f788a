import { allFacets } from '@/lib/catalog/facets';
import { searchCatalog } from '@/lib/catalog/search';
import type { SearchQuery } from '@/lib/catalog/search-query';
import type { Db } from '@/lib/db/open';
import { tenant } from '@/lib/tenant';
import { percentiles, type Percentiles } from './percentiles';

/** The fixed mix of issue 4: one filter, two words, text with three facets, a deep page. Every run counts every facet. */
export const SEARCH_MIX: { name: string; query: SearchQuery }[] = [
  { name: 'one filter, no text', query: { text: '', filters: { purchaseType: ['Weekly Rental'] }, sort: 'newest', page: 1 } },
  { name: 'two-word text', query: { text: 'victorian lamp', filters: {}, sort: 'relevance', page: 1 } },
  {
    name: 'text + three facets',
    query: {
      text: 'chair',
      filters: { purchaseType: ['Weekly Rental'], colors: ['Red', 'Blue', 'Brown'], rooms: ['Living Room', 'Office'] },
      sort: 'relevance',
      page: 1,
    },
  },
  { name: 'deep page (50)', query: { text: '', filters: {}, sort: 'newest', page: 50 } },
  // Issue 28 §1: how crews type.
  { name: 'era and noun', query: { text: '1950s chair', filters: {}, sort: 'relevance', page: 1 } },
  { name: 'synonym', query: { text: 'couch', filters: {}, sort: 'relevance', page: 1 } },
  { name: 'typo', query: { text: 'stols', filters: {}, sort: 'relevance', page: 1 } },
];

/** p95 of `runs` timed calls of `search`, after three to warm up. */
export async function timed(runs: number, search: () => unknown): Promise<Percentiles> {
  for (let i = 0; i < 3; i++) await search();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await search();
    samples.push(performance.now() - started);
  }
  return percentiles(samples, 0);
}

export async function measureSearch(db: Db, runs: number): Promise<{ name: string; latency: Percentiles }[]> {
  const facets = allFacets(tenant);
  const measured = [];
  for (const { name, query } of SEARCH_MIX) measured.push({ name, latency: await timed(runs, () => searchCatalog(db, query, facets)) });
  return measured;
}
