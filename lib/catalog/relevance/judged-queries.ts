/**
 * The relevance set (issue 28 §1): searches written the way crews type them, each judged by what
 * must come first in the demo catalogue. A judgement is a rule over a prop's title, period, colours
 * and SKU rather than a list of ids, so it holds for a demo catalogue of any size.
 */
export type JudgedProp = { title: string; sku: string; period: string | null; colors: string[]; materials: string[]; category?: string };

export type JudgedQuery = {
  query: string;
  /** What kind of asking it is, for the bench's table. */
  kind: 'era' | 'synonym' | 'plural' | 'typo' | 'colour and noun' | 'sku' | 'plain' | 'trade word' | 'nothing';
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

/** The judgement of a search whose right answer is nothing: no prop is right. */
const NOTHING = () => false;

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
  // Not "green sofa": the demo's one green sofa has no units, so crews are never shown it (issue 39 §2).
  { query: 'blue sofa', kind: 'colour and noun', relevant: coloured('Blue', named('Sofa')) },
  { query: 'oak dining table', kind: 'colour and noun', relevant: madeOf('Oak', named('Dining Table')) },
  // Plain nouns, and a SKU typed at the counter.
  { query: 'hospital bed', kind: 'plain', relevant: named('Hospital Bed') },
  { query: 'stop sign', kind: 'plain', relevant: named('Stop Sign') },
  { query: 'globe', kind: 'plain', relevant: named('Globe') },
  { query: 'FUR-000001', kind: 'sku', relevant: (prop) => prop.sku === 'FUR-000001' },
  // Trade words (issue 39 §1), as the house's synonyms (demo/synonyms.ts) and periods answer them.
  { query: 'greens', kind: 'trade word', relevant: named('Potted Palm') },
  { query: 'foliage', kind: 'trade word', relevant: named('Potted Palm') },
  { query: 'practical', kind: 'trade word', relevant: (prop) => prop.category === 'Lighting' },
  { query: 'set dec', kind: 'trade word', relevant: (prop) => prop.category === 'Set Dressing' },
  { query: 'smalls', kind: 'trade word', relevant: (prop) => prop.category === 'Set Dressing' },
  { query: 'mcm armchair', kind: 'trade word', relevant: of('Mid-Century', named('Armchair')) },
  { query: 'atomic lamp', kind: 'trade word', relevant: of('Mid-Century', named(...LAMPS)) },
  { query: 'mid-century modern sideboard', kind: 'trade word', relevant: of('Mid-Century', named('Sideboard')) },
  { query: 'deco vase', kind: 'trade word', relevant: of('Art Deco', named('Vase')) },
  // Kinds of prop the demo house does not hold (issue 39 §1): the right answer is nothing, said so,
  // with the closest offered apart. Any result at all is wrong.
  { query: 'recliner', kind: 'nothing', relevant: NOTHING },
  { query: 'futon', kind: 'nothing', relevant: NOTHING },
  { query: 'jukebox', kind: 'nothing', relevant: NOTHING },
  { query: 'grand piano', kind: 'nothing', relevant: NOTHING },
  { query: 'canoe', kind: 'nothing', relevant: NOTHING },
  { query: 'hero prop', kind: 'nothing', relevant: NOTHING },
  { query: 'wood panel', kind: 'nothing', relevant: NOTHING },
  { query: 'bunk bed', kind: 'nothing', relevant: NOTHING },
  { query: 'edwardian chair', kind: 'nothing', relevant: NOTHING },
  { query: 'victorian television', kind: 'nothing', relevant: NOTHING },
  { query: '1940s turntable', kind: 'nothing', relevant: NOTHING },
];

/**
 * Precision at k: the share of the first k results that are relevant, out of as many as could be
 * (k, or every relevant prop when there are fewer); for a search with no right answer, 1 for no
 * results and 0 for any. Props offered as "Closest" are not results and are never passed here.
 */
export function precisionAt(k: number, results: readonly JudgedProp[], relevant: (prop: JudgedProp) => boolean, relevantCount: number): number {
  const possible = Math.min(k, relevantCount);
  // Issue 39 §1: when nothing is right, the answer is right only when it is empty ("No … in the catalogue").
  if (possible === 0) return results.length === 0 ? 1 : 0;
  return results.slice(0, k).filter(relevant).length / possible;
}
