import 'server-only';
import { and, asc, count, desc, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { categories, items } from '@/lib/db/schema';
import type { ItemCardData } from '../item-card';
import type { TextMatch } from '../text-match';
import { numberForms } from '../word-forms';

/**
 * What a search that found nothing says (issue 28 §1: never a blank page; issue 39 §1: honest). It
 * says first that the catalogue has none of what was asked ("No “recliner” in the catalogue."), then
 * offers what comes closest, labelled as such and never counted as results: the same kind of prop of
 * the nearest era the house has ("No 1970s coffee tables: 2 Mid-Century"), the props for the part of
 * the words that does match, the props of the nearest spellings, or, when nothing comes near, the
 * categories that do (only those with props).
 */
export type SearchFallback = {
  asked: string;
  /** The sentence said first: "No “recliner” in the catalogue." */
  nothing: string;
  closest?: ClosestProps;
  categories: { id: string; name: string; itemCount: number }[];
};

/** The props offered instead of results, with what they are ("2 Mid-Century coffee tables", "14 props for “television”"). */
export type ClosestProps = { label: string; showing: string; total: number; items: ItemCardData[] };

/** What the closest search is, before it is run: its words, and how to name it once counted. */
export type CloserSearch = { showing: string; text?: TextMatch; name: (total: number) => string; nothing?: string };

const CLOSEST_CATEGORIES = 4;

export const nothingFor = (asked: string) => `No “${asked}” in the catalogue.`;
const propsFor = (showing: string) => (total: number) => `${total.toLocaleString('en')} ${total === 1 ? 'prop' : 'props'} for “${showing}”`;

/** The last word in the plural: "coffee table" → "coffee tables". */
export function pluralOf(phrase: string): string {
  const words = phrase.split(' ');
  const last = words.at(-1)!;
  const forms = numberForms(last);
  const plural = /s$/.test(last) || /\d/.test(last) ? last : (forms.find((form) => form !== last) ?? last);
  return [...words.slice(0, -1), plural].join(' ');
}

/**
 * Era and kind together that the house has not (issue 39 §4): the same words at the nearest period
 * that has them, by the order the house lists its periods, the earlier on a tie. Null unless the
 * search names a period beside other words and those words alone find props.
 */
export async function nearestEra(db: Db, text: TextMatch, filters: SQL | undefined, periods: readonly string[]): Promise<CloserSearch | null> {
  const at = text.concepts.findIndex((concept) => concept.period);
  const asked = text.concepts[at]?.period;
  if (!asked || text.concepts.length < 2) return null;
  const rest = text.conceptConditions.filter((_, index) => index !== at);
  const counted = await db
    .select({ period: items.period, n: count() })
    .from(items)
    .where(and(isNotNull(items.period), filters, ...rest))
    .groupBy(items.period);
  const found = new Map(counted.map((row) => [row.period!, Number(row.n)]));
  const askedAt = periods.indexOf(asked);
  const nearest = periods
    .map((period, index) => ({ period, distance: Math.abs(index - askedAt), index }))
    .filter(({ period }) => period !== asked && (found.get(period) ?? 0) > 0)
    .sort((a, b) => a.distance - b.distance || a.index - b.index)[0];
  if (!nearest) return null;
  const kind = text.concepts
    .filter((_, index) => index !== at)
    .map((concept) => concept.typed)
    .join(' ');
  return {
    showing: `${nearest.period} ${kind}`,
    nothing: `No ${asked} ${pluralOf(kind)} in the catalogue.`,
    name: (total: number) => `${total.toLocaleString('en')} ${nearest.period} ${total === 1 ? kind : pluralOf(kind)}`,
  };
}

/**
 * The words to search instead, when some of what was asked matches props on its own: the concepts
 * that do, or, when each does but not together, the last ones that still match together (in "brass
 * television" the thing asked for is the television; the words before it describe it). Null when no
 * concept matches on its own.
 */
export async function relaxedText(db: Db, text: TextMatch, filters: SQL | undefined): Promise<CloserSearch | null> {
  const { concepts, conceptConditions } = text;
  if (concepts.length < 2) return null;
  const alone = await Promise.all(conceptConditions.map((condition) => matchCount(db, and(condition, filters))));
  const matching = concepts.filter((_, index) => alone[index]! > 0);
  if (matching.length === 0) return null;
  const closer = (showing: string): CloserSearch => ({ showing, name: propsFor(showing) });
  if (matching.length < concepts.length) return closer(matching.map((concept) => concept.typed).join(' '));
  for (let first = 1; first < concepts.length; first++) {
    if ((await matchCount(db, and(...conceptConditions.slice(first), filters))) > 0) {
      return closer(
        concepts
          .slice(first)
          .map((concept) => concept.typed)
          .join(' '),
      );
    }
  }
  return null;
}

/** The nearest spellings of words too far from them to be results ("recliner" → "reclaimed"), when they find props. */
export function farSpellings(text: TextMatch): CloserSearch | null {
  if (!text.looseCondition) return null;
  const showing = text.concepts
    .map((concept) => {
      const found = [...concept.words.values()];
      const sure = found.some((word) => word.exact.length + word.forms.length + word.begun.length + word.guesses.length > 0);
      return sure ? concept.typed : (found.find((word) => word.farGuesses.length > 0)?.farGuesses[0] ?? concept.typed);
    })
    .join(' ');
  return { showing, text: { ...text, condition: text.looseCondition }, name: propsFor(showing) };
}

async function matchCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(items).where(where);
  return Number(row?.n ?? 0);
}

/**
 * The categories whose names or descriptions are nearest the words, the fullest first when none is
 * near; only categories with props to show (issue 39 §1: never "Art & Frames (0 props)").
 */
export async function closestCategories(db: Db, asked: string): Promise<{ id: string; name: string; itemCount: number }[]> {
  // Qualified by hand: drizzle writes bare column names, and a bare "id" inside the subquery is the item's (every count was 0).
  const itemCount = sql<number>`(select count(*) from items i where i.category_id = ${categories}.id and i.status = 'active')::int`;
  const nearness = sql<number>`word_similarity(${asked}, ${categories.name} || ' ' || ${categories.description})`;
  return db
    .select({ id: categories.id, name: categories.name, itemCount })
    .from(categories)
    .where(sql`${itemCount} > 0`)
    .orderBy(desc(nearness), desc(itemCount), asc(categories.name))
    .limit(CLOSEST_CATEGORIES);
}
