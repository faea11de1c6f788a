/**
 * How close two spellings of a word are, for a search that forgives the crew's typing (issue 28 §1).
 * Pure: the catalogue's words come from `search_terms`, the decisions are made here.
 */

/** The word in the singular and the plural, as English mostly forms them: "stools" ↔ "stool", "benches" ↔ "bench", "shelves" ↔ "shelf". */
export function numberForms(word: string): string[] {
  const forms = new Set([word]);
  if (word.length < 3 || /\d/.test(word)) return [...forms];
  if (word.endsWith('ies') && word.length > 4) forms.add(`${word.slice(0, -3)}y`);
  else if (word.endsWith('ves') && word.length > 4) forms.add(`${word.slice(0, -3)}f`).add(`${word.slice(0, -3)}fe`);
  else if (/(s|x|z|ch|sh)es$/.test(word)) forms.add(word.slice(0, -2));
  else if (word.endsWith('s') && !word.endsWith('ss')) forms.add(word.slice(0, -1));
  else {
    if (/[^aeiou]y$/.test(word)) forms.add(`${word.slice(0, -1)}ies`);
    else if (/(s|x|z|ch|sh)$/.test(word)) forms.add(`${word}es`);
    else if (/fe?$/.test(word)) forms.add(`${word.replace(/fe?$/, '')}ves`).add(`${word}s`);
    else forms.add(`${word}s`);
  }
  return [...forms];
}

const singular = (word: string) => numberForms(word).reduce((shortest, form) => (form.length < shortest.length ? form : shortest), word);

/**
 * Edit distance as crews mistype: a letter added, dropped or changed costs 1, two letters swapped
 * ("chiar") 1, but a doubled letter typed once ("stols" for "stools") or twice ("lampp") only a half,
 * the commonest slip of all.
 */
export function typingDistance(typed: string, word: string): number {
  const rows = typed.length + 1;
  const columns = word.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: columns }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < columns; j++) {
      const same = typed[i - 1] === word[j - 1];
      // Dropping a letter that doubles its neighbour in the word, or adding one that doubles the typed letter before it.
      const dropped = j > 1 && word[j - 1] === word[j - 2] ? 0.5 : 1;
      const added = i > 1 && typed[i - 1] === typed[i - 2] ? 0.5 : 1;
      let best = Math.min(d[i - 1]![j]! + added, d[i]![j - 1]! + dropped, d[i - 1]![j - 1]! + (same ? 0 : 1));
      if (i > 1 && j > 1 && typed[i - 1] === word[j - 2] && typed[i - 2] === word[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[typed.length]![word.length]!;
}

/** How far a catalogue word is from a misspelt one: the typing distance, singulars compared too ("stols" is half a slip from "stool"). */
function closeness(typed: string, candidate: string): number {
  return Math.min(typingDistance(typed, candidate), typingDistance(singular(typed), singular(candidate)));
}

/**
 * Of the candidates trigram similarity found, the few that stand in for the typed word, closest first:
 * those less than half a slip further than the closest ("stols": stool and stools, not stop, half a slip further),
 * and which of them are the closest.
 */
export function nearestWords(typed: string, shortlist: readonly string[], keep = 3): { near: string[]; best: string[] } {
  const scored = shortlist.map((word, order) => ({ word, order, score: closeness(typed, word) }));
  scored.sort((a, b) => a.score - b.score || a.order - b.order);
  const top = scored[0]?.score ?? 0;
  const near = scored.filter(({ score }) => score - top < 0.5).slice(0, keep);
  return { near: near.map(({ word }) => word), best: near.filter(({ score }) => score === top).map(({ word }) => word) };
}

/**
 * The most slips a guess may be from what was typed and still stand for it as a result (issue 39 §1):
 * one letter wrong, dropped, added or swapped ("chandelir", "wheelchiar"), a doubled letter counting
 * half ("typewritter"). Every typo of the judged set is within one; a kind the house does not hold is
 * further from its nearest catalogue word ("recliner" is three from "reclaimed"), which is offered as
 * the closest, never as a result. Decision 158 says how the judged sets chose it.
 */
export const SURE_SLIPS = 1;

/** Further than this, a catalogue word is not even offered as the closest: "canoe" is not "can". */
export const CLOSEST_SLIPS = 2;

/** Of the guesses, those within `slips` of what was typed: SURE_SLIPS to stand for it, CLOSEST_SLIPS to be offered. */
export function guessesWithin(typed: string, guesses: readonly string[], slips: number): string[] {
  return guesses.filter((word) => closeness(typed, word) <= slips);
}
