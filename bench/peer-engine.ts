import MiniSearch from 'minisearch';
import type { FacetDefinition } from '@/lib/catalog/facets';
import type { FacetKey } from '@/lib/catalog/facet-keys';
import type { SearchQuery } from '@/lib/catalog/search-query';
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

  return {
    search(query: SearchQuery, facets: FacetDefinition[], pageSize = 48): PeerResult {
      const hits = query.text ? index.search(query.text) : null;
      const candidates = hits ? hits.map((hit) => byId.get(hit.id as string)!) : newestFirst;
      const selected = Object.entries(query.filters).filter(([, values]) => values && values.length > 0) as [FacetKey, string[]][];
      const wanted = selected.map(([key, values]) => ({ key, values: new Set(values.map((value) => `${key}:${value}`)) }));
      const passes = (doc: PeerDoc, except?: FacetKey) =>
        wanted.every(({ key, values }) => key === except || doc.facetValues.some((value) => values.has(value)));
      const matched = candidates.filter((doc) => passes(doc));
      if (!hits && query.sort === 'title') matched.sort((a, b) => a.title.localeCompare(b.title));
      const counts = new Map<string, number>();
      for (const facet of facets) {
        const prefix = `${facet.key}:`;
        for (const doc of candidates) {
          if (!passes(doc, facet.key)) continue;
          for (const value of doc.facetValues) if (value.startsWith(prefix)) counts.set(value, (counts.get(value) ?? 0) + 1);
        }
      }
      const start = (query.page - 1) * pageSize;
      return { ids: matched.slice(start, start + pageSize).map((doc) => doc.id), total: matched.length, counts };
    },
    byId,
  };
}
