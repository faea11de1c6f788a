import MiniSearch from 'minisearch';
import type { FacetDefinition } from '@/lib/catalog/facets';
import type { FacetKey } from '@/lib/tenant/facet-keys';
import { SEARCH_PAGE_SIZE, type SearchQuery } from '@/lib/catalog/search-query';
import type { JudgedProp } from '@/lib/catalog/relevance/judged-queries';

/**
 * The peer the bench measures our search against (issue 28 §1): MiniSearch, a well-kept in-memory
 * engine, over the same rows in the same process, at its best settings for a catalogue (title
 * boosted, prefixes and typos, every word required), with the facets counted over its hits the way
 * ours counts them (each facet as if it alone were not applied).
 */
export type PeerDoc = JudgedProp & {
  id: string;
  description: string;
  category: string;
  tags: string[];
  rooms: string[];
  facetValues: string[];
  createdAt: number;
};

export type PeerResult = { ids: string[]; total: number; counts: Map<string, number> };

export function peerEngine(docs: PeerDoc[]) {
  const index = new MiniSearch<PeerDoc>({
    fields: ['title', 'sku', 'category', 'period', 'tags', 'colors', 'rooms', 'materials', 'description'],
    extractField: (doc, field) => {
      const value = doc[field as keyof PeerDoc];
      return Array.isArray(value) ? value.join(' ') : String(value ?? '');
    },
    searchOptions: { boost: { title: 3, sku: 3, category: 1.5, period: 1.5 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' },
  });
  index.addAll(docs);
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const newestFirst = [...docs].sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));

  // Each doc's facet values with their facet, split once, so counting is one pass over the hits.
  const keyed = new Map(docs.map((doc) => [doc.id, doc.facetValues.map((value) => [value.slice(0, value.indexOf(':')), value] as const)]));

  return {
    search(query: SearchQuery, facets: FacetDefinition[], pageSize = SEARCH_PAGE_SIZE): PeerResult {
      const hits = query.text ? index.search(query.text) : null;
      const candidates = hits ? hits.map((hit) => byId.get(hit.id as string)!) : newestFirst;
      const wanted = (Object.entries(query.filters) as [FacetKey, string[] | undefined][])
        .filter(([, values]) => values && values.length > 0)
        .map(([key, values]) => ({ key: key as string, values: new Set(values!.map((value) => `${key}:${value}`)) }));
      const counted = new Set<string>(facets.map((facet) => facet.key));
      const counts = new Map<string, number>();
      const count = (value: string) => counts.set(value, (counts.get(value) ?? 0) + 1);
      const matched: PeerDoc[] = [];
      for (const doc of candidates) {
        // A doc that fails one facet's filter still counts for that facet: what choosing another value would add.
        let failed: string | null = null;
        let failures = 0;
        for (const { key, values } of wanted) {
          if (doc.facetValues.some((value) => values.has(value))) continue;
          failed = key;
          if (++failures > 1) break;
        }
        if (failures > 1) continue;
        if (failures === 0) matched.push(doc);
        for (const [key, value] of keyed.get(doc.id)!) if (counted.has(key) && (failed === null || key === failed)) count(value);
      }
      if (!hits && query.sort === 'title') matched.sort((a, b) => a.title.localeCompare(b.title));
      const start = (query.page - 1) * pageSize;
      return { ids: matched.slice(start, start + pageSize).map((doc) => doc.id), total: matched.length, counts };
    },
    byId,
  };
}
