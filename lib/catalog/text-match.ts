import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { items } from '@/lib/db/schema';
import { pgTextArray, rowsOf } from '@/lib/db/sql';
import { tenant } from '@/lib/tenant';
import { eraWords, queryConcepts, queryWords, type Concept } from './query-concepts';
import { sizeCondition, sizeRank } from './sizes/size-rank';
import { sizeAsks } from './sizes/size-words';
import { synonymGroupsOf } from './synonyms';
import { CLOSEST_SLIPS, guessesWithin, nearestWords, numberForms, SURE_SLIPS } from './word-forms';

/** Shorter words are too short to guess at ("cat" is not "car") or to finish ("tv" is not "tvs"). */
const MIN_TYPO_LENGTH = 4;
const MIN_PREFIX_LENGTH = 3;
const TYPO_SIMILARITY = 0.2;
/** Trigram similarity's shortlist, reordered by typing distance before the best few stand in for the word. */
const TYPO_SHORTLIST = 8;
/** The most catalogue words one typed word stands for: its other stems, or the words it begins. */
const MAX_EXPANSION = 24;

/**
 * How well a prop matches one concept of the search, best first (issue 28 §1): exact words (a
 * plural is as good as its singular) before other forms of the word ("lighting" for "light"),
 * the title before anything else, then words begun, and a typo match last, below
 * every real match. A prop's score is the sum over the concepts, so a prop that matches every word
 * well leads; PostgreSQL's own rank only breaks ties.
 */
export const MATCH_SCORES = { titleExact: 12, titleForm: 10, exact: 8, form: 6, begun: 4, closestGuess: 3, guess: 2 } as const;

/** What the catalogue holds of one typed word, looked up in its vocabulary (`search_terms`) before any prop is read. */
export type WordMatches = {
  /** The word itself or its singular or plural, where the catalogue has them. */
  exact: string[];
  /** Other words of the same stem ("lighting", "lights" for "light"). */
  forms: string[];
  /** Words it begins, as results follow typing ("chand" → "chandelier"). */
  begun: string[];
  /** Words it may be a misspelling of, when it matches nothing else; `closest` are the nearest. Only these count as results. */
  guesses: string[];
  closest: string[];
  /** Nearest spellings too far from what was typed to stand for it (issue 39 §1): searched only for "Closest: …". */
  farGuesses: string[];
  /** Too common to search by ("the", "for"): ignored, unless part of a phrase. */
  stopword: boolean;
};

export type MatchedConcept = Concept & { words: Map<string, WordMatches> };

export type TextMatch = {
  condition: SQL;
  rank: SQL;
  /** What each concept was taken to mean, and its own condition: the fallback of a search that finds nothing reads them. */
  concepts: MatchedConcept[];
  conceptConditions: SQL[];
  /** Each concept's tier of match on a prop (MATCH_SCORES): the weakest says how surely a prop is what was asked (issue 39 §1). */
  conceptScores: SQL[];
  /**
   * Every concept matched by any of its ways, far spellings too (issue 39 §1), when some word has
   * only far ones: what a search that found nothing offers as "Closest: …", never as results.
   */
  looseCondition?: SQL;
};

const anyOf = (lexemes: string[], weight = '') => (lexemes.length === 0 ? null : `(${lexemes.map((lexeme) => `'${lexeme}'${weight}`).join(' | ')})`);
const allOf = (parts: (string | null)[]) => (parts.some((part) => part === null) ? null : parts.join(' <-> '));
const either = (parts: (string | null)[]) => {
  const present = parts.filter((part): part is string => part !== null);
  return present.length === 0 ? null : present.length === 1 ? present[0]! : `(${present.join(' | ')})`;
};

/** The catalogue's words for each typed word (and each pair typed apart that the catalogue has joined: "wheel chair" → "wheelchair"), in one round trip. */
async function lookUpWords(db: Db, words: string[]): Promise<Map<string, WordMatches>> {
  if (words.length === 0) return new Map();
  const asked = JSON.stringify(words.map((word) => ({ word, forms: numberForms(word) })));
  const rows = rowsOf<{ word: string; stopword: boolean; exact: string[]; forms: string[]; begun: string[] }>(
    await db.execute(sql`
      select a.word, coalesce(ts_lexize('english_stem', a.word) = '{}', false) as stopword,
        array(select t.word from search_terms t where t.word = any(a.forms)) as exact,
        array(select t.word from search_terms t
              where t.stem = coalesce((ts_lexize('english_stem', a.word))[1], a.word) and not t.word = any(a.forms)
              order by length(t.word), t.word limit ${MAX_EXPANSION}) as forms,
        case when length(a.word) < ${MIN_PREFIX_LENGTH} then '{}'::text[]
        else array(select t.word from search_terms t where t.word like a.word || '%' and not t.word = any(a.forms)
                   order by length(t.word), t.word limit ${MAX_EXPANSION}) end as begun
      from jsonb_to_recordset(${asked}::jsonb) as a(word text, forms text[])`),
  );
  return new Map(rows.map((row) => [row.word, { ...row, guesses: [] as string[], closest: [] as string[], farGuesses: [] as string[] }]));
}

const matchesAnything = (word: WordMatches) => word.exact.length + word.forms.length + word.begun.length > 0;

/**
 * The nearest spellings of the words that match nothing, for the concepts nothing else of theirs
 * matches ("couch" has "sofa" beside it and is guessed at by nobody), in one more round trip when
 * there is any.
 */
async function guessSpellings(db: Db, concepts: Concept[], known: Map<string, WordMatches>): Promise<void> {
  const unknown = concepts
    .filter((concept) => !concept.period && !concept.alternatives.some((alternative) => alternative.every((word) => matchesAnything(known.get(word)!))))
    .flatMap((concept) => concept.alternatives.filter((alternative) => alternative.length === 1).map(([word]) => word!))
    .filter((word) => !known.get(word)!.stopword && word.length >= MIN_TYPO_LENGTH && !/^\d+$/.test(word));
  if (unknown.length === 0) return;
  const shortlists = rowsOf<{ word: string; near: string[] }>(
    await db.execute(sql`
      select w.word, array(select t.word from search_terms t where similarity(t.word, w.word) >= ${TYPO_SIMILARITY}
                           order by similarity(t.word, w.word) desc, t.word limit ${TYPO_SHORTLIST}) as near
      from unnest(${pgTextArray([...new Set(unknown)])}) as w(word)`),
  );
  for (const { word, near } of shortlists) {
    const { near: guesses, best } = nearestWords(word, near);
    const sure = guessesWithin(word, guesses, SURE_SLIPS);
    const far = guessesWithin(word, guesses, CLOSEST_SLIPS).filter((guess) => !sure.includes(guess));
    Object.assign(known.get(word)!, { guesses: sure, closest: best.filter((guess) => sure.includes(guess)), farGuesses: far });
  }
}

/** What the catalogue holds of each word of a concept. */
function wordsOf(concept: Concept, known: Map<string, WordMatches>): Map<string, WordMatches> {
  return new Map(concept.alternatives.flat().map((word) => [word, known.get(word)!]));
}

/** A single-word concept beside another, where the catalogue has the two as one word: "pay phone" is also "payphone". */
function joinCompounds(concepts: Concept[], known: Map<string, WordMatches>): Concept[] {
  const joined: Concept[] = [];
  for (const concept of concepts) {
    const previous = joined.at(-1);
    const pair = previous && previous.alternatives.length === 1 && concept.alternatives.length === 1 ? [previous.typed, concept.typed] : null;
    const compound = pair && pair.every((word) => !word.includes(' ')) ? pair.join('') : null;
    if (compound && (known.get(compound)?.exact.length ?? 0) > 0) {
      joined[joined.length - 1] = { typed: `${previous!.typed} ${concept.typed}`, alternatives: [[previous!.typed, concept.typed], [compound]] };
    } else joined.push(concept);
  }
  return joined;
}

/**
 * The tsquery of one concept for one tier of matches, or null when no alternative has words of that
 * tier. A phrase ("record player") is its words in order, each in its exact or other forms only.
 */
function tierQuery(concept: MatchedConcept, pick: (word: WordMatches) => string[], weight = ''): string | null {
  return either(
    concept.alternatives.map((alternative) => {
      const lexemes = (word: WordMatches) => (alternative.length > 1 ? pick(word).filter((lexeme) => formLexemes(word).includes(lexeme)) : pick(word));
      return allOf(alternative.map((word) => anyOf(lexemes(concept.words.get(word)!), weight)));
    }),
  );
}

const exactLexemes = (word: WordMatches) => word.exact;
const formLexemes = (word: WordMatches) => [...word.exact, ...word.forms];
const begunLexemes = (word: WordMatches) => word.begun;
const closestLexemes = (word: WordMatches) => word.closest;
const anyLexemes = (word: WordMatches) => [...word.exact, ...word.forms, ...word.begun, ...word.guesses];
const looseLexemes = (word: WordMatches) => [...anyLexemes(word), ...word.farGuesses];

/**
 * The search's text as a condition on the props and their rank (issue 28 §1). Every concept must
 * match; any of its ways will do: a synonym, a period the house has ("1950s" → Mid-Century), the
 * word's other forms, words it begins, and, only for a word that matches nothing else, the
 * catalogue words nearest its spelling. A SKU, whole or begun, is found as typed.
 */
export async function textMatch(db: Db, text: string): Promise<TextMatch | undefined> {
  // Sizes in words rank the props the other words find (issue 39 §1): "tall lamp" is lamps, the tall ones first.
  const { words, asks } = sizeAsks(queryWords(text));
  if (words.length === 0) {
    const measured = sizeCondition(asks);
    return measured ? { condition: measured, rank: sizeRank(asks, undefined)!, concepts: [], conceptConditions: [], conceptScores: [] } : undefined;
  }
  const sku = /\d/.test(text) && /^[\w-]{3,40}$/.test(text.trim()) ? text.trim().replace(/[_%\\]/g, '\\$&') : undefined;
  const skuLike = sku ? sql`${items.sku} ilike ${`${sku}%`}` : undefined;

  const periods = tenant.customFields.find((field) => field.label === 'Period')?.values ?? [];
  const grouped = queryConcepts(words, await synonymGroupsOf(db, tenant.vendor.id), eraWords(periods));
  const single = grouped.filter((concept) => concept.alternatives.length === 1).map((concept) => concept.typed);
  const pairs = single.slice(1).map((word, index) => `${single[index]}${word}`);
  const every = [...new Set([...grouped.flatMap((concept) => concept.alternatives.flat()), ...pairs])];
  const known = await lookUpWords(db, every);
  const joined = joinCompounds(grouped, known);
  await guessSpellings(db, joined, known);
  const concepts: MatchedConcept[] = joined
    .map((concept) => ({ ...concept, words: wordsOf(concept, known) }))
    .filter((concept) => concept.alternatives.some((alternative) => alternative.length > 1 || asksFor(alternative[0]!, concept.words.get(alternative[0]!)!)));
  // Text that is only a SKU, whole or begun ("2026", "FUR-0000"), ranks the whole SKU first. The rank
  // reads the row: a constant (`0`) in ORDER BY is a column's position to PostgreSQL, and 0 is none (issue 36 §4.1).
  if (concepts.length === 0)
    return skuLike ? { condition: skuLike, rank: sql`(${items.sku} ilike ${sku})::int`, concepts, conceptConditions: [], conceptScores: [] } : undefined;

  const tsquery = (query: string) => sql`${query}::tsquery`;
  const conditions = concepts.map((concept) => {
    const words = tierQuery(concept, anyLexemes);
    return words ? sql`${items.searchVector} @@ ${tsquery(words)}` : sql`false`;
  });
  const matches = sql.join(conditions, sql` and `);
  const far = concepts.some((concept) => [...concept.words.values()].some((word) => word.farGuesses.length > 0));
  const loose = far
    ? sql.join(
        concepts.map((concept) => {
          const words = tierQuery(concept, looseLexemes);
          return words ? sql`${items.searchVector} @@ ${tsquery(words)}` : sql`false`;
        }),
        sql` and `,
      )
    : undefined;

  const { titleExact, titleForm, exact, form, begun, closestGuess, guess } = MATCH_SCORES;
  const scores = concepts.map((concept) => {
    // A tier that asks what an earlier one asked ("chair" has no other forms) is not asked twice.
    const asked = new Set<string>();
    const tier = (query: string | null): SQL | undefined => {
      if (query === null || asked.has(query)) return undefined;
      asked.add(query);
      return tierWhen(query);
    };
    const tiers: [SQL | undefined, number][] = [
      [tier(tierQuery(concept, exactLexemes, ':A')), titleExact],
      [tier(tierQuery(concept, formLexemes, ':A')), titleForm],
      [tier(tierQuery(concept, exactLexemes)), exact],
      [tier(tierQuery(concept, formLexemes)), form],
      [tier(tierQuery(concept, begunLexemes)), begun],
      [tier(tierQuery(concept, closestLexemes)), closestGuess],
    ];
    const whens = tiers.filter((tier): tier is [SQL, number] => tier[0] !== undefined).map(([when, score]) => sql`when ${when} then ${sql.raw(String(score))}`);
    return whens.length === 0 ? sql.raw(String(guess)) : sql`(case ${sql.join(whens, sql` `)} else ${sql.raw(String(guess))} end)`;
  });
  const all = concepts.map((concept) => tierQuery(concept, anyLexemes)).filter((query): query is string => query !== null);
  // Normalised (32: rank / (rank + 1)) to below 1: it orders props of equal score and never more.
  const tieBreak = all.length > 0 ? sql`ts_rank_cd(${items.searchVector}, ${tsquery(all.join(' & '))}, 32)` : sql`0`;
  const sized = sizeRank(asks, matches);
  return {
    condition: skuLike ? sql`(${matches} or ${skuLike})` : matches,
    rank: sql`(${sql.join(scores, sql` + `)} + ${tieBreak}${sized ? sql` + ${sized}` : sql``}${skuLike ? sql` + (${skuLike})::int * 100` : sql``})`,
    concepts,
    conceptConditions: conditions,
    conceptScores: scores,
    ...(loose ? { looseCondition: loose } : {}),
  };
}

/**
 * Whether a word on its own asks for something: a stopword ("the", "for") does not, nor a number the
 * catalogue never uses ("12 chrome stools" wants stools, twelve of them). Inside a phrase both stay
 * ("chest of drawers").
 */
function asksFor(word: string, found: WordMatches): boolean {
  if (found.stopword) return false;
  return !/^\d+$/.test(word) || found.exact.length + found.forms.length + found.begun.length > 0;
}

function tierWhen(query: string | null): SQL | undefined {
  return query === null ? undefined : sql`${items.searchVector} @@ ${query}::tsquery`;
}
