import 'server-only';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { categories, items } from '@/lib/db/schema';
import type { TextMatch } from './text-match';

/**
 * What a search that found nothing shows instead (issue 28 §1: never a blank page): the props for
 * the part of it that does match ("No props for 'victorian television'. Showing 'television'."), or,
 * when no part does, the categories that come closest.
 */
export type SearchFallback = { asked: string; showing: string } | { asked: string; categories: { id: string; name: string; itemCount: number }[] };

const CLOSEST_CATEGORIES = 4;

/**
 * The words to search instead, when some of what was asked matches props on its own: the concepts
 * that do, or, when each does but not together, the last ones that still match together (in "brass
 * television" the thing asked for is the television; the words before it describe it). Null when no
 * concept matches on its own.
 */
export async function relaxedText(db: Db, text: TextMatch, filters: SQL | undefined): Promise<string | null> {
  const { concepts, conceptConditions } = text;
  if (concepts.length < 2) return null;
  const alone = await Promise.all(conceptConditions.map((condition) => matchCount(db, and(condition, filters))));
  const matching = concepts.filter((_, index) => alone[index]! > 0);
  if (matching.length === 0) return null;
  if (matching.length < concepts.length) return matching.map((concept) => concept.typed).join(' ');
  for (let first = 1; first < concepts.length; first++) {
    if ((await matchCount(db, and(...conceptConditions.slice(first), filters))) > 0) {
      return concepts
        .slice(first)
        .map((concept) => concept.typed)
        .join(' ');
    }
  }
  return null;
}

async function matchCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(items).where(where);
  return Number(row?.n ?? 0);
}

/** The categories whose names or descriptions are nearest the words, the fullest first when none is near. */
export async function closestCategories(db: Db, asked: string): Promise<{ id: string; name: string; itemCount: number }[]> {
  const itemCount = sql<number>`(select count(*) from ${items} where ${items.categoryId} = ${categories.id} and ${eq(items.status, 'active')})::int`;
  const nearness = sql<number>`word_similarity(${asked}, ${categories.name} || ' ' || ${categories.description})`;
  return db
    .select({ id: categories.id, name: categories.name, itemCount })
    .from(categories)
    .orderBy(desc(nearness), desc(itemCount), asc(categories.name))
    .limit(CLOSEST_CATEGORIES);
}
