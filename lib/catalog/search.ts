import 'server-only';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { items } from '@/lib/db/schema';
import { pgTextArray, rowsOf } from '@/lib/db/sql';
import type { FacetKey } from './facet-keys';
import type { FacetDefinition } from './facets';
import type { ItemCardData } from './item-card';
import { cardColumns } from './queries';
import { SEARCH_PAGE_SIZE, type SearchQuery } from './search-query';
import { textMatch } from './text-match';

export type FacetValueCount = { value: string; count: number };
export type FacetCounts = { key: FacetKey; values: FacetValueCount[] };

export type SearchResult = {
  items: ItemCardData[];
  total: number;
  pageCount: number;
  /** One entry per facet asked for, in the same order. */
  facets: FacetCounts[];
};

/**
 * Searches the catalogue. Values within one facet combine with OR, facets with AND; each facet's
 * counts are taken as if that facet alone were not applied, so a crew member sees what choosing
 * another value would add.
 */
export async function searchCatalog(db: Db, query: SearchQuery, facets: FacetDefinition[], pageSize = SEARCH_PAGE_SIZE): Promise<SearchResult> {
  const text = query.text ? await textMatch(db, query.text) : undefined;
  // Every filter applies, counted or not: a category's page filters by a category it does not list.
  const selected = (Object.entries(query.filters) as [FacetKey, string[]][]).filter(([, values]) => values.length > 0);
  const facetMatch = new Map<FacetKey, SQL>(
    selected.map(([key, values]) => [key, sql`${items.facetValues} && ${pgTextArray(values.map((value) => `${key}:${value}`))}`]),
  );
  const where = and(text?.condition, ...facetMatch.values());

  const [rows, [totals], counts] = await Promise.all([
    db
      .select(cardColumns)
      .from(items)
      .where(where)
      .orderBy(...ordering(query, text?.rank))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(items).where(where),
    countFacets(db, facets, facetMatch, text?.condition),
  ]);
  const total = totals?.total ?? 0;
  return {
    items: rows,
    total,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    facets: facets.map((facet) => ({ key: facet.key, values: orderValues(facet, counts.get(facet.key) ?? new Map(), query.filters[facet.key] ?? []) })),
  };
}

function ordering(query: SearchQuery, rank: SQL | undefined): SQL[] {
  const newest = [desc(items.createdAt), asc(items.id)];
  switch (query.sort) {
    case 'relevance':
      return rank ? [sql`${rank} desc`, ...newest] : newest;
    case 'title':
      return [asc(items.title), asc(items.id)];
    case 'price':
      return [sql`coalesce(${items.weeklyPrice}, 0)`, ...newest];
    case 'newest':
      return newest;
  }
}

/**
 * All facet counts in one pass over the matching items: a value of facet F counts an item when the
 * item passes every selected facet other than F.
 */
async function countFacets(db: Db, facets: FacetDefinition[], facetMatch: Map<FacetKey, SQL>, text: SQL | undefined) {
  const wanted = facets.map((facet) => facet.key);
  const exemptions = [...facetMatch].map(([key, match]) => sql`(${match} or starts_with(fv, ${`${key}:`}))`);
  // An item failing two selected facets can count for neither: skip it before unnesting.
  const failures = [...facetMatch.values()].map((match) => sql`(not ${match})::int`);
  const rows = await db.execute(sql`
    select fv, count(*)::int as count
    from ${items}, unnest(${items.facetValues}) as fv
    where ${and(
      text,
      failures.length > 1 ? sql`${sql.join(failures, sql` + `)} <= 1` : undefined,
      wanted.length < 8 ? sql`split_part(fv, ':', 1) = any(${pgTextArray(wanted)})` : undefined,
      ...exemptions,
    ) ?? sql`true`}
    group by fv`);
  const counts = new Map<FacetKey, Map<string, number>>();
  for (const { fv, count } of rowsOf<{ fv: string; count: number }>(rows)) {
    const colon = fv.indexOf(':');
    const key = fv.slice(0, colon) as FacetKey;
    if (!counts.has(key)) counts.set(key, new Map());
    counts.get(key)!.set(fv.slice(colon + 1), Number(count));
  }
  return counts;
}

/** Known values keep their configured order (colours, purchase types); others go by count. Chosen values always show. */
function orderValues(facet: FacetDefinition, counts: Map<string, number>, chosen: string[]): FacetValueCount[] {
  for (const value of chosen) if (!counts.has(value)) counts.set(value, 0);
  const values = [...counts].map(([value, count]) => ({ value, count }));
  if (facet.values) {
    const position = (value: string) => facet.values!.indexOf(value);
    return values.filter((entry) => position(entry.value) >= 0).sort((a, b) => position(a.value) - position(b.value));
  }
  return values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}
