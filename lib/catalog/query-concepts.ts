/**
 * What a crew member's search asks for, before any catalogue word is looked at (issue 28 §1): the
 * words, grouped into concepts. A concept is one thing asked for ("chair", "record player", "50s"),
 * with every way of saying it: the house's synonyms ("couch" or "sofa"), and, when it names a period
 * of the house ("1950s", "fifties", "mid century"), that period. Every concept must match a prop;
 * any one of its ways will do.
 */

/** A group of words and phrases that mean the same to the house: "couch, sofa" or "record player, turntable". */
export type SynonymGroup = { terms: readonly string[] };

export type Concept = {
  /** The words as typed, for messages ("No props for …"). */
  typed: string;
  /** Each way of saying it, a phrase as its words: [["record", "player"], ["turntable"]]. */
  alternatives: string[][];
  /** The house's period this concept names, if it names one. */
  period?: string;
};

/** The most words a search reads; the longest phrase a synonym or an era may be. */
export const MAX_QUERY_WORDS = 8;
const MAX_PHRASE_WORDS = 4;

/**
 * Letters and digits, lower case, as the catalogue's words are kept: an apostrophe joins ("70's" is
 * "70s"), and anything else separates ("mid-century" is "mid century", "I.V. pole" is "i v pole").
 */
export function queryWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/['’]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, MAX_QUERY_WORDS);
}

const phraseOf = (words: readonly string[]) => words.join(' ');

/**
 * Groups the words into concepts, longest phrase first: "50s diner counter" is [Mid-Century],
 * [diner], [counter]; "record player" is one concept with "turntable" beside it. A synonym group that
 * holds a period's name or one of its era words names that period too.
 */
export function queryConcepts(words: readonly string[], groups: readonly SynonymGroup[], eras: ReadonlyMap<string, string>): Concept[] {
  const ways = new Map<string, { alternatives: Set<string>; period?: string }>();
  const add = (phrase: string, alternatives: readonly string[], period: string | undefined) => {
    const entry = ways.get(phrase) ?? { alternatives: new Set<string>() };
    for (const alternative of alternatives) entry.alternatives.add(alternative);
    entry.period ??= period;
    ways.set(phrase, entry);
  };
  for (const [era, period] of eras) add(era, [era], period);
  for (const group of groups) {
    const terms = group.terms.map((term) => phraseOf(queryWords(term))).filter(Boolean);
    const period = terms.map((term) => eras.get(term)).find(Boolean);
    for (const term of terms) add(term, terms, period);
  }

  const concepts: Concept[] = [];
  for (let at = 0; at < words.length;) {
    let length = Math.min(MAX_PHRASE_WORDS, words.length - at);
    while (length > 1 && !ways.has(phraseOf(words.slice(at, at + length)))) length--;
    const typed = phraseOf(words.slice(at, at + length));
    const known = ways.get(typed);
    // A period is found by its own name, which every prop of that period carries among its words.
    const named = known?.period ? [phraseOf(queryWords(known.period))] : [];
    const alternatives = known ? [...new Set([typed, ...known.alternatives, ...named])] : [typed];
    concepts.push({
      typed,
      alternatives: alternatives.map((alternative) => alternative.split(' ')),
      ...(known?.period ? { period: known.period } : {}),
    });
    at += length;
  }
  return concepts;
}

const DECADE_WORDS: Record<string, string> = {
  '20': 'twenties',
  '30': 'thirties',
  '40': 'forties',
  '50': 'fifties',
  '60': 'sixties',
  '70': 'seventies',
  '80': 'eighties',
  '90': 'nineties',
};

/**
 * The decades and other names of the periods prop houses usually sort by, for a period named that
 * way. A decade the house has as a period of its own ("1950s") goes there instead.
 */
const NAMED_ERAS: Record<string, { decades: string[]; words: string[] }> = {
  victorian: { decades: ['1840s', '1850s', '1860s', '1870s', '1880s', '1890s'], words: ['19th century', 'nineteenth century', '1800s'] },
  edwardian: { decades: ['1900s', '1910s'], words: ['early 20th century'] },
  'art deco': { decades: ['1920s', '1930s'], words: ['deco', 'roaring twenties', 'jazz age'] },
  'mid century': { decades: ['1950s', '1960s'], words: ['midcentury', 'mid century modern', 'midcentury modern', 'mcm', 'atomic age'] },
  contemporary: { decades: ['2000s', '2010s', '2020s'], words: ['modern day', 'present day', '21st century', 'twenty first century'] },
};

/**
 * "1970s" → "1970s", "1970", "70s", "seventies". The short forms are the twentieth century's alone
 * ("50s" is never the 1850s), and a century's first decade ("1900s") is only as written.
 */
function decadeWords(decade: string): string[] {
  const match = /^(\d\d)(\d)0s$/.exec(decade);
  if (!match) return [decade];
  const [, century, tens] = match as unknown as [string, string, string];
  if (tens === '0') return [decade];
  const short = `${tens}0`;
  const full = [decade, `${century}${short}`];
  return century === '19' ? [...full, `${short}s`, ...(DECADE_WORDS[short] ? [DECADE_WORDS[short]!] : [])] : full;
}

/**
 * Every way a crew member may name each of the house's periods, as the phrases `queryConcepts`
 * looks for: the period's own name ("mid century", "1970s"), its decade in every spelling ("70s",
 * "seventies", "1970"), and for a named era its decades and other names ("1950s", "fifties",
 * "midcentury" → Mid-Century).
 */
export function eraWords(periods: readonly string[]): Map<string, string> {
  const words = new Map<string, string>();
  const own = new Set(periods.map((period) => phraseOf(queryWords(period))));
  // The house's own names first, so a named era's decades never take a decade the house keeps as a period.
  for (const period of periods) for (const word of decadeWords(phraseOf(queryWords(period)))) words.set(word, period);
  for (const period of periods) {
    const name = phraseOf(queryWords(period));
    words.set(name.replace(/ /g, ''), period);
    const named = NAMED_ERAS[name];
    if (!named) continue;
    for (const decade of named.decades) {
      if (own.has(decade)) continue;
      for (const word of decadeWords(decade)) if (!words.has(word)) words.set(word, period);
    }
    for (const word of named.words) if (!words.has(word)) words.set(word, period);
  }
  return words;
}
