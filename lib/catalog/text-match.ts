import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { items } from '@/lib/db/schema';
import { pgTextArray, rowsOf } from '@/lib/db/sql';

const MAX_WORDS = 8;
/** Shorter words are too short to guess at: "cat" should not turn into "car". */
const MIN_TYPO_LENGTH = 4;
const TYPO_SIMILARITY = 0.2;
const TYPO_CANDIDATES = 3;

/** Letters and digits only: what is left is safe to place in a tsquery. */
export function searchWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_WORDS);
}

/**
 * Every word must match, as a prefix so results follow the crew member's typing. A word that begins
 * nothing in the catalogue is taken as a typo: the nearest catalogue words by trigram similarity
 * stand in for it ("chiar" finds chairs).
 */
export async function textMatch(db: Db, text: string): Promise<{ condition: SQL; rank: SQL } | undefined> {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const skuLike = /\d/.test(text) && /^[\w-]{3,40}$/.test(text.trim()) ? sql`${items.sku} ilike ${`${text.trim().replace(/[_%\\]/g, '\\$&')}%`}` : undefined;

  const lookups = rowsOf<{ word: string; stopword: boolean; known: boolean; near: string[] }>(
    await db.execute(sql`
      select w.word, q.stopword, q.known,
        case when q.stopword or q.known or length(w.word) < ${MIN_TYPO_LENGTH} or w.word ~ '^[0-9]+$' then '{}'::text[]
        else array(select t.word from search_terms t where similarity(t.word, w.word) >= ${TYPO_SIMILARITY}
                   order by similarity(t.word, w.word) desc, t.word limit ${TYPO_CANDIDATES}) end as near
      from unnest(${pgTextArray(words)}) as w(word),
      lateral (select numnode(to_tsquery('english', w.word)) = 0 as stopword,
                      exists (select 1 from ${items} where ${items.searchVector} @@ to_tsquery('english', w.word || ':*')) as known) as q`),
  );
  const terms = lookups
    .filter(({ stopword }) => !stopword)
    .map(({ word, near }) => (near.length === 0 ? `${word}:*` : `(${[`${word}:*`, ...near].join(' | ')})`));
  if (terms.length === 0) return skuLike ? { condition: skuLike, rank: sql`0` } : undefined;
  const tsquery = sql`to_tsquery('english', ${terms.join(' & ')})`;
  const matches = sql`${items.searchVector} @@ ${tsquery}`;
  return {
    condition: skuLike ? sql`(${matches} or ${skuLike})` : matches,
    rank: sql`ts_rank_cd(${items.searchVector}, ${tsquery})`,
  };
}
