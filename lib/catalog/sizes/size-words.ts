/**
 * Sizes said in words (issue 39 §1): "tall lamp", "small table", "large mirror", "36 inch". They
 * rank props, never filter them, and are read apart from the words that name the prop: "tall" is
 * not a word a prop's title carries. Pure.
 */
export type Measure = 'height' | 'width';
export type SizeAsk = { measure: Measure; want: 'large' | 'small' } | { measure: Measure | 'either'; inches: number };

const RELATIVE: Record<string, { measure: Measure; want: 'large' | 'small' }> = {
  tall: { measure: 'height', want: 'large' },
  high: { measure: 'height', want: 'large' },
  short: { measure: 'height', want: 'small' },
  low: { measure: 'height', want: 'small' },
  large: { measure: 'width', want: 'large' },
  big: { measure: 'width', want: 'large' },
  huge: { measure: 'width', want: 'large' },
  oversized: { measure: 'width', want: 'large' },
  wide: { measure: 'width', want: 'large' },
  small: { measure: 'width', want: 'small' },
  little: { measure: 'width', want: 'small' },
  tiny: { measure: 'width', want: 'small' },
  compact: { measure: 'width', want: 'small' },
  narrow: { measure: 'width', want: 'small' },
};
const INCHES = new Set(['in', 'inch', 'inches']);
const FEET = new Set(['ft', 'foot', 'feet']);

/** The size words of a search and the words left to match ("tall brass lamp" → tall; brass lamp). */
export function sizeAsks(words: readonly string[]): { words: string[]; asks: SizeAsk[] } {
  const asks: SizeAsk[] = [];
  const rest: string[] = [];
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!;
    const next = words[at + 1];
    const number = /^\d{1,3}$/.test(word) ? Number(word) : null;
    if (number !== null && next && (INCHES.has(next) || FEET.has(next))) {
      asks.push({ measure: 'either', inches: FEET.has(next) ? number * 12 : number });
      at++;
      continue;
    }
    const relative = RELATIVE[word];
    if (relative) asks.push(relative);
    else rest.push(word);
  }
  // A search of size words alone ("tall") is searched as typed: there is nothing for them to rank.
  return rest.length === 0 && asks.every((ask) => 'want' in ask) ? { words: [...words], asks: [] } : { words: rest, asks };
}
