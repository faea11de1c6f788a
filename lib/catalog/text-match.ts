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
/** Trigram similarity's shortlist, reordered by closeness before the best few stand in for the word. */
const TYPO_SHORTLIST = 8;

/** Letters and digits only: what is left is safe to place in a tsquery. */
export function searchWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_WORDS);
}

/** Levenshtein distance: the number of letters added, dropped or changed to turn one word into the other. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * How far a catalogue word is from a misspelt one, smallest first: a word the typed one (less its
 * last letter) begins, or one the typed word begins ("lampp" → "lamp"), is nearer than any other
 * ("laminate"), whatever trigram similarity says; then fewer edits.
 */
function closeness(typed: string, candidate: string): [number, number] {
  const prefix = candidate.startsWith(typed.slice(0, -1)) || typed.startsWith(candidate);
  return [prefix ? 0 : 1, editDistance(typed, candidate)];
}

/** The shortlist in order of closeness (trigram order breaking ties), cut to the few that stand in. */
export function nearestWords(typed: string, shortlist: string[]): { near: string[]; best: string[] } {
  const scored = shortlist.map((word, order) => ({ word, order, score: closeness(typed, word) }));
  scored.sort((a, b) => a.score[0] - b.score[0] || a.score[1] - b.score[1] || a.order - b.order);
  const near = scored.slice(0, TYPO_CANDIDATES);
  const top = near[0]?.score;
  return { near: near.map(({ word }) => word), best: near.filter(({ score }) => top && score[0] === top[0] && score[1] === top[1]).map(({ word }) => word) };
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
                   order by similarity(t.word, w.word) desc, t.word limit ${TYPO_SHORTLIST}) end as near
      from unnest(${pgTextArray(words)}) as w(word),
      lateral (select numnode(to_tsquery('english', w.word)) = 0 as stopword,
                      exists (select 1 from ${items} where ${items.searchVector} @@ to_tsquery('english', w.word || ':*')) as known) as q`),
  );
  const guessed = lookups.filter(({ stopword }) => !stopword).map(({ word, near }) => ({ word, ...nearestWords(word, near) }));
  if (guessed.length === 0) return skuLike ? { condition: skuLike, rank: sql`0` } : undefined;
  const either = (words: string[]) => (words.length === 1 ? words[0]! : `(${words.join(' | ')})`);
  const terms = guessed.map(({ word, near }) => either([`${word}:*`, ...near]));
  const tsquery = sql`to_tsquery('english', ${terms.join(' & ')})`;
  const matches = sql`${items.searchVector} @@ ${tsquery}`;
  // Normalised (32: rank / (rank + 1)) to below 1, which keeps the order and leaves room for the step below.
  const rank = sql`ts_rank_cd(${items.searchVector}, ${tsquery}, 32)`;
  // Where a word was guessed at, the props matching its closest guesses come before the rest (issue 14 §5):
  // the added 1 puts them first and keeps their own order.
  const closest = guessed.some(({ near }) => near.length > 0)
    ? sql`to_tsquery('english', ${guessed.map(({ word, best }) => either([`${word}:*`, ...best])).join(' & ')})`
    : undefined;
  return {
    condition: skuLike ? sql`(${matches} or ${skuLike})` : matches,
    rank: closest ? sql`(${rank} + (${items.searchVector} @@ ${closest})::int)` : rank,
  };
}
