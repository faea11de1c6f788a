import 'server-only';
import { sql } from 'drizzle-orm';
import { categoryHref } from '@/lib/catalog/category-href';
import type { Db } from '@/lib/db/open';
import { rowsOf } from '@/lib/db/sql';
import { renditionUrl } from '@/lib/media/photo-image';
import { tenant as demoTenant } from '@/lib/tenant';
import type { Tenant } from '@/lib/tenant/schema';
import { catalogFacets } from './facets';
import { eraWords, queryWords } from './query-concepts';
import { itemHref, type ItemCardData } from './item-card';
import { listCategoriesWithCounts } from './queries';
import { searchCatalog } from './search';
import { nameMatches } from './suggestion-query';
import type { Suggestion, SuggestionThumbnail } from './suggestion-types';

export const SUGGESTED_PROPS = 6;
export const SUGGESTED_CATEGORIES = 3;
export const SUGGESTED_PERIODS = 3;
/** The label of the tenant's custom field that holds a prop's era (issue 28 §2). */
export const PERIOD_LABEL = 'Period';
/** How tall a suggestion's thumbnail is drawn; its width follows the photo. */
const THUMBNAIL_HEIGHT = 36;

/**
 * What to offer for a typed text (issue 28 §3): categories and periods whose names it begins, the
 * props the catalogue's own search ranks first for it, and the whole search with its count. Props
 * come from `searchCatalog`, so suggestions rank exactly as the catalogue does, whatever it learns.
 * `text` is already checked (`parseSuggestionText`).
 */
export async function suggestCatalog(db: Db, text: string, tenant: Tenant = demoTenant): Promise<Suggestion[]> {
  const [found, categories, periods] = await Promise.all([
    // No facets asked for: the counts a suggestion needs are the total alone.
    searchCatalog(db, { text, filters: {}, sort: 'relevance', page: 1 }, [], SUGGESTED_PROPS),
    suggestCategories(db, text),
    suggestPeriods(db, text, tenant),
  ]);
  const props = found.items.map(propSuggestion);
  const search: Suggestion[] =
    found.total > 0 ? [{ kind: 'search', label: text, href: `${tenant.basepath}?${new URLSearchParams({ q: text })}`, count: found.total }] : [];
  return [...categories, ...periods, ...props, ...search];
}

async function suggestCategories(db: Db, text: string): Promise<Suggestion[]> {
  const categories = await listCategoriesWithCounts(db);
  return categories
    .filter((category) => category.itemCount > 0 && nameMatches(category.name, text))
    .slice(0, SUGGESTED_CATEGORIES)
    .map((category) => ({ kind: 'category', label: category.name, href: categoryHref(category.id), count: category.itemCount }));
}

/**
 * The house's periods, read from its custom field labelled "Period" whatever item field it names:
 * its configured values in their order, or, when it lists none, the values its props carry. A
 * tenant without that field has no periods to suggest.
 */
async function suggestPeriods(db: Db, text: string, tenant: Tenant): Promise<Suggestion[]> {
  const field = tenant.customFields.find((each) => each.label === PERIOD_LABEL);
  const facet = field && catalogFacets(tenant).find((each) => each.label === field.label);
  if (!facet) return [];
  const counts = await facetValueCounts(db, facet.key);
  const values = facet.values ?? [...counts.keys()].sort((a, b) => a.localeCompare(b));
  // Its decades and nicknames too, as the search reads them (issue 28 §1): "fif" offers Mid-Century.
  const typed = queryWords(text).join(' ');
  const named = new Set([...eraWords(values)].filter(([word]) => typed.length >= 2 && word.startsWith(typed)).map(([, period]) => period));
  return values
    .filter((value) => (counts.get(value) ?? 0) > 0 && (nameMatches(value, text) || named.has(value)))
    .slice(0, SUGGESTED_PERIODS)
    .map((value) => ({
      kind: 'period',
      label: value,
      href: `${tenant.basepath}?${new URLSearchParams([[facet.label, value]])}`,
      count: counts.get(value)!,
    }));
}

/** Listed props per value of one facet, from its bitmaps (decision 13), as the filter bar counts them. */
async function facetValueCounts(db: Db, key: string): Promise<Map<string, number>> {
  const prefix = `${key}:`;
  const rows = rowsOf<{ value: string; count: number }>(
    await db.execute(sql`
      select substr(facet_value, ${prefix.length + 1}) as value, sum(bit_count(bits))::int as count
      from facet_bitmaps where starts_with(facet_value, ${prefix}) group by facet_value`),
  );
  return new Map(rows.map((row) => [row.value, Number(row.count)]));
}

function propSuggestion(item: ItemCardData): Suggestion {
  return { kind: 'prop', label: item.title, href: itemHref(item.id), sku: item.sku, thumbnail: item.photo ? thumbnailOf(item.photo) : null };
}

/** The smallest stored width of an uploaded photo, or the generated picture itself (a small SVG). */
function thumbnailOf(photo: NonNullable<ItemCardData['photo']>): SuggestionThumbnail {
  const src = photo.key && photo.widths?.length ? renditionUrl(photo.key, Math.min(...photo.widths)) : photo.url;
  const width = photo.height > 0 ? Math.round((photo.width / photo.height) * THUMBNAIL_HEIGHT) : THUMBNAIL_HEIGHT;
  return { src, width, height: THUMBNAIL_HEIGHT };
}
