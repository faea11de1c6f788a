/**
 * The relevance set (issue 28 §1): searches written the way crews type them, each judged by what
 * must come first in the demo catalogue. A judgement is a rule over a prop's title, period, colours
 * and SKU rather than a list of ids, so it holds for a demo catalogue of any size.
 */
export type JudgedProp = { title: string; sku: string; period: string | null; colors: string[]; materials: string[] };

export type JudgedQuery = {
  query: string;
  /** What kind of asking it is, for the bench's table. */
  kind: 'era' | 'synonym' | 'plural' | 'typo' | 'colour and noun' | 'sku' | 'plain';
  relevant: (prop: JudgedProp) => boolean;
};

/** The title names the thing: "Tube Television", as a whole word, in any case. */
const named = (...nouns: string[]) => {
  const patterns = nouns.map((noun) => new RegExp(`\\b${noun.replace(/-/g, '\\-')}\\b`, 'i'));
  return (prop: JudgedProp) => patterns.some((pattern) => pattern.test(prop.title));
};
const of = (period: string, is: (prop: JudgedProp) => boolean) => (prop: JudgedProp) => prop.period === period && is(prop);
const coloured = (color: string, is: (prop: JudgedProp) => boolean) => (prop: JudgedProp) => prop.colors.includes(color) && is(prop);
const madeOf = (material: string, is: (prop: JudgedProp) => boolean) => (prop: JudgedProp) =>
  (prop.materials.includes(material) || new RegExp(`\\b${material}\\b`, 'i').test(prop.title)) && is(prop);

const LAMPS = ['Lamp', 'Floor Lamp', 'Table Lamp', 'Desk Lamp', 'Hurricane Lamp'];

export const JUDGED_QUERIES: JudgedQuery[] = [
  // Eras, as crews name them: the house's periods by decade, nickname and spelling.
  { query: '1950s chair', kind: 'era', relevant: of('Mid-Century', named('Chair', 'Armchair')) },
  { query: 'fifties lamp', kind: 'era', relevant: of('Mid-Century', named(...LAMPS)) },
  { query: 'mid century sofa', kind: 'era', relevant: of('Mid-Century', named('Sofa')) },
  { query: 'midcentury sideboard', kind: 'era', relevant: of('Mid-Century', named('Sideboard')) },
  { query: '60s coffee table', kind: 'era', relevant: of('Mid-Century', named('Coffee Table')) },
  { query: '70s turntable', kind: 'era', relevant: of('1970s', named('Turntable')) },
  { query: 'seventies armchair', kind: 'era', relevant: of('1970s', named('Armchair')) },
  { query: 'art deco chandelier', kind: 'era', relevant: of('Art Deco', named('Chandelier')) },
  { query: '1920s vase', kind: 'era', relevant: of('Art Deco', named('Vase')) },
  { query: 'victorian mantel clock', kind: 'era', relevant: of('Victorian', named('Mantel Clock')) },
  { query: '1940s typewriter', kind: 'era', relevant: of('1940s', named('Typewriter')) },
  { query: 'eighties boombox', kind: 'era', relevant: of('1980s', named('Boombox')) },
  { query: '90s desktop computer', kind: 'era', relevant: of('1990s', named('Desktop Computer')) },
  // Synonyms and compounds: the crew's word for what the house calls otherwise.
  { query: 'couch', kind: 'synonym', relevant: named('Sofa') },
  { query: 'tv', kind: 'synonym', relevant: named('Television') },
  { query: 'record player', kind: 'synonym', relevant: named('Turntable') },
  { query: 'wheel chair', kind: 'synonym', relevant: named('Wheelchair') },
  { query: 'iv pole', kind: 'synonym', relevant: named('IV Stand') },
  { query: 'drip stand', kind: 'synonym', relevant: named('IV Stand') },
  { query: 'telephone', kind: 'synonym', relevant: named('Phone') },
  { query: 'bedside table', kind: 'synonym', relevant: named('Nightstand') },
  { query: 'bookshelf', kind: 'synonym', relevant: named('Bookcase') },
  { query: 'file cabinet', kind: 'synonym', relevant: named('Filing Cabinet') },
  { query: 'frying pan', kind: 'synonym', relevant: named('Skillet') },
  { query: 'luggage', kind: 'synonym', relevant: named('Suitcase') },
  { query: 'reel to reel', kind: 'synonym', relevant: named('Reel-to-Reel Deck') },
  { query: 'heart monitor', kind: 'synonym', relevant: named('Vitals Monitor') },
  { query: 'carpet', kind: 'synonym', relevant: named('Area Rug') },
  // Plurals: never matter.
  { query: 'bar stools', kind: 'plural', relevant: named('Bar Stool') },
  { query: 'lamps', kind: 'plural', relevant: named(...LAMPS) },
  { query: 'suitcases', kind: 'plural', relevant: named('Suitcase') },
  { query: 'bookcases', kind: 'plural', relevant: named('Bookcase') },
  { query: 'chandeliers', kind: 'plural', relevant: named('Chandelier') },
  // Typos: the word meant comes first.
  { query: 'stols', kind: 'typo', relevant: named('Bar Stool') },
  { query: 'chandelir', kind: 'typo', relevant: named('Chandelier') },
  { query: 'typewritter', kind: 'typo', relevant: named('Typewriter') },
  { query: 'wheelchiar', kind: 'typo', relevant: named('Wheelchair') },
  { query: 'sidebord', kind: 'typo', relevant: named('Sideboard') },
  { query: 'televison', kind: 'typo', relevant: named('Television') },
  // A colour or material with the noun.
  { query: 'red armchair', kind: 'colour and noun', relevant: coloured('Red', named('Armchair')) },
  { query: 'brass floor lamp', kind: 'colour and noun', relevant: madeOf('Brass', named('Floor Lamp')) },
  { query: 'chrome bar stool', kind: 'colour and noun', relevant: madeOf('Chrome', named('Bar Stool')) },
  { query: 'green sofa', kind: 'colour and noun', relevant: coloured('Green', named('Sofa')) },
  { query: 'oak dining table', kind: 'colour and noun', relevant: madeOf('Oak', named('Dining Table')) },
  // Plain nouns, and a SKU typed at the counter.
  { query: 'hospital bed', kind: 'plain', relevant: named('Hospital Bed') },
  { query: 'stop sign', kind: 'plain', relevant: named('Stop Sign') },
  { query: 'globe', kind: 'plain', relevant: named('Globe') },
  { query: 'FUR-000001', kind: 'sku', relevant: (prop) => prop.sku === 'FUR-000001' },
];

/**
 * Precision at k: the share of the first k results that are relevant, out of as many as could be
 * (k, or every relevant prop when there are fewer).
 */
export function precisionAt(k: number, results: readonly JudgedProp[], relevant: (prop: JudgedProp) => boolean, relevantCount: number): number {
  const possible = Math.min(k, relevantCount);
  if (possible === 0) return 1;
  return results.slice(0, k).filter(relevant).length / possible;
}
