import 'server-only';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { items } from '@/lib/db/schema';
import { pgTextArray, rowsOf } from '@/lib/db/sql';
import type { FacetKey } from '@/lib/tenant/facet-keys';
import type { FacetDefinition } from './facets';
import type { ItemCardData } from './item-card';
import { cardColumns, isListed } from './queries';
import { SEARCH_PAGE_SIZE, type SearchQuery } from './search-query';
import { askedRange, unavailableItems } from '@/lib/availability/availability';
import { closestCategories, farSpellings, nearestEra, nothingFor, relaxedText, type CloserSearch, type SearchFallback } from './answer/search-fallback';
import { tenant } from '@/lib/tenant';
import { textMatch, type TextMatch } from './text-match';

export type FacetValueCount = { value: string; count: number };
export type FacetCounts = { key: FacetKey; values: FacetValueCount[] };

export type SearchResult = {
  items: ItemCardData[];
  total: number;
  pageCount: number;
  /** One entry per facet asked for, in the same order. */
  facets: FacetCounts[];
  /** When the words found nothing: what is shown instead (issue 28 §1). */
  fallback?: SearchFallback;
};

/**
 * Searches the catalogue. Values within one facet combine with OR, facets with AND; each facet's
 * counts are taken as if that facet alone were not applied, so a crew member sees what choosing
 * another value would add. Words that find nothing together are searched again with the part that
 * does, or answered with the closest categories.
 */
export async function searchCatalog(db: Db, query: SearchQuery, facets: FacetDefinition[], pageSize = SEARCH_PAGE_SIZE, pages = 1): Promise<SearchResult> {
  const text = query.text ? await textMatch(db, query.text) : undefined;
  const { result, filters } = await search(db, query, text, facets, pageSize, pages);
  if (result.total > 0 || !text) return result;
  return { ...result, fallback: await fallbackFor(db, query, text, filters, pageSize) };
}

/**
 * Issue 39 §1, §4: nothing found is said first; the closest props, searched in the same filters, are
 * kept apart from the results (never counted, never in `items`).
 */
async function fallbackFor(db: Db, query: SearchQuery, text: TextMatch, filters: SQL | undefined, pageSize: number): Promise<SearchFallback> {
  const periods = tenant.customFields.find((field) => field.label === 'Period')?.values ?? [];
  const closer: CloserSearch | null = (await nearestEra(db, text, filters, periods)) ?? (await relaxedText(db, text, filters)) ?? farSpellings(text);
  const nothing = closer?.nothing ?? nothingFor(query.text);
  if (closer) {
    const closestText = closer.text ?? (await textMatch(db, closer.showing));
    const { result } = await search(db, { ...query, text: closer.showing, page: 1 }, closestText, [], pageSize, 1);
    if (result.total > 0) {
      return {
        asked: query.text,
        nothing,
        closest: { label: closer.name(result.total), showing: closer.showing, total: result.total, items: result.items },
        categories: [],
      };
    }
  }
  return { asked: query.text, nothing, categories: await closestCategories(db, query.text) };
}

async function search(db: Db, query: SearchQuery, text: TextMatch | undefined, facets: FacetDefinition[], pageSize: number, pages: number) {
  // Every filter applies, counted or not: a category's page filters by a category it does not list.
  // With words to match, the words' index finds the few props and their facet values are checked on
  // them: a facet's own index would first gather every prop of a common value ("Weekly Rental", 85 %
  // of the catalogue), three times slower at 100,000 props. Without words, that index is the way in.
  const facetValues = text ? sql`coalesce(${items.facetValues}, '{}')` : sql`${items.facetValues}`;
  const facetMatches = Object.entries(query.filters)
    .filter(([, values]) => values.length > 0)
    .map(([key, values]) => sql`${facetValues} && ${pgTextArray(values.map((value) => `${key}:${value}`))}`);
  // "Only what's free" leaves out the few props not free on the period's days, found first (issue 12 §1,
  // issue 28 §4); without it they stay, each with its state for those days (lib/catalog/catalog-search.ts).
  // Props with no units at all are not listed to crews: free ones whose every unit was collected
  // (issue 12 §8), rentals with none left (issue 39 §2), which could only ever say "Not available".
  const onlyFree = query.dates && query.onlyAvailable ? query.dates : null;
  const [unavailable, noneLeft] = await Promise.all([onlyFree ? unavailableItems(db, askedRange(onlyFree.from, onlyFree.to)) : [], withNoneLeft(db)]);
  const excluded = [...new Set([...unavailable, ...noneLeft])];
  const free = excluded.length ? sql`not (${items.id} = any(${pgTextArray(excluded)}))` : undefined;
  // Hidden and archived items are the staff's alone (issue 13 §3); their empty facet values keep them out of the counts too.
  const filters = and(isListed, free, ...facetMatches);
  const where = and(filters, text?.condition);

  const [rows, { total, counts }] = await Promise.all([
    db
      .select(cardColumns)
      .from(items)
      .where(where)
      .orderBy(...ordering(query, text?.rank))
      // `pages` pages from the query's page on: the list a "Load more" link was shared with (issue 14 §5).
      .limit(pageSize * pages)
      .offset((query.page - 1) * pageSize),
    countFacets(db, facets, query.filters, text?.condition, excluded),
  ]);
  const result: SearchResult = {
    items: rows,
    total,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    facets: facets.map((facet) => ({ key: facet.key, values: orderValues(facet, counts.get(facet.key) ?? new Map(), query.filters[facet.key] ?? []) })),
  };
  return { result, filters };
}

/** Props with no units, free or rented: read through the partial index of props at zero (migration 0009). */
async function withNoneLeft(db: Db): Promise<string[]> {
  const rows = await db.select({ id: items.id }).from(items).where(eq(items.quantity, 0));
  return rows.map((row) => row.id);
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
 * The total and every facet count from the facet bitmaps (migration 0001), never from the items
 * themselves. Per chunk of 4,096 items, a mask is the AND of each selected facet's values (ORed) and
 * of the text matches; a facet is counted against the mask of every term but its own, and a value's
 * count is the bits its bitmap shares with that mask. NULL masks mean "no terms": every item.
 */
async function countFacets(db: Db, facets: FacetDefinition[], filters: SearchQuery['filters'], text: SQL | undefined, excluded: string[]) {
  const selected = (Object.entries(filters) as [FacetKey, string[]][]).filter(([, values]) => values.length > 0);
  const terms = selected.map(([key, values], index) => ({
    key: key as string,
    alias: `s${index}`,
    mask: `coalesce(s${index}.bits, bitmap_empty())`,
    cte: sql`${sql.raw(`s${index}`)} as (select chunk, bit_or(bits) as bits from facet_bitmaps where facet_value = any(${pgTextArray(values.map((value) => `${key}:${value}`))}) group by chunk)`,
  }));
  if (text) {
    terms.push({
      key: 'text',
      alias: 't',
      mask: 'coalesce(t.bits, bitmap_empty())',
      cte: sql`t as (select ${items.seq} >> 12 as chunk, bit_or(set_bit(bitmap_empty(), ${items.seq} & 4095, 1)) as bits from ${items} where ${text} group by 1)`,
    });
  }
  if (excluded.length > 0) {
    // Props left out (the date filter): every bit but theirs.
    terms.push({
      key: 'excluded',
      alias: 'x',
      mask: '~coalesce(x.bits, bitmap_empty())',
      cte: sql`x as (select ${items.seq} >> 12 as chunk, bit_or(set_bit(bitmap_empty(), ${items.seq} & 4095, 1)) as bits from ${items} where ${items.id} = any(${pgTextArray(excluded)}) group by 1)`,
    });
  }
  const maskOf = (included: typeof terms) =>
    included.length === 0
      ? sql`null::bit varying`
      : sql.join(
          included.map((term) => sql.raw(term.mask)),
          sql` & `,
        );
  const counted = new Set<string>(facets.map((facet) => facet.key));
  const ownMasks = terms.filter((term) => counted.has(term.key));
  const maskColumns = [
    sql`${maskOf(terms)} as m_all`,
    ...ownMasks.map((own) => sql`${maskOf(terms.filter((term) => term !== own))} as ${sql.raw(`m_${own.alias}`)}`),
  ];
  const maskForRow =
    ownMasks.length === 0
      ? sql`m.m_all`
      : sql`case ${sql.join(
          ownMasks.map((own) => sql`when starts_with(b.facet_value, ${`${own.key}:`}) then ${sql.raw(`m.m_${own.alias}`)}`),
          sql` `,
        )} else m.m_all end`;

  const rows = rowsOf<{ fv: string; count: number; full: number | null }>(
    await db.execute(sql`
      with ${sql.join([...terms.map((term) => term.cte), sql`chunks as (select generate_series(0, (select coalesce(max(${items.seq}), 0) >> 12 from ${items})) as chunk)`], sql`, `)},
      m as materialized (select chunks.chunk, ${sql.join(maskColumns, sql`, `)} from chunks${sql.raw(terms.map((term) => ` left join ${term.alias} using (chunk)`).join(''))})
      select b.facet_value as fv,
        sum(bit_count(coalesce(b.bits & ${maskForRow}, b.bits)))::int as count,
        sum(case when starts_with(b.facet_value, 'purchaseType:') then bit_count(coalesce(b.bits & m.m_all, b.bits)) end)::int as full
      from facet_bitmaps b join m using (chunk)
      where split_part(b.facet_value, ':', 1) = any(${pgTextArray([...counted, 'purchaseType'])})
      group by b.facet_value`),
  );

  const counts = new Map<FacetKey, Map<string, number>>();
  let total = 0;
  for (const { fv, count, full } of rows) {
    const colon = fv.indexOf(':');
    const key = fv.slice(0, colon) as FacetKey;
    total += Number(full ?? 0);
    if (!counted.has(key) || Number(count) === 0) continue;
    if (!counts.has(key)) counts.set(key, new Map());
    counts.get(key)!.set(fv.slice(colon + 1), Number(count));
  }
  return { total, counts };
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
