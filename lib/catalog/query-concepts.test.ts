import { describe, expect, it } from 'vitest';
import { eraWords, queryConcepts, queryWords } from './query-concepts';

const PERIODS = ['Victorian', 'Art Deco', '1940s', 'Mid-Century', '1970s', '1980s', '1990s', 'Contemporary'];
const ERAS = eraWords(PERIODS);
const SYNONYMS = [
  { terms: ['couch', 'sofa'] },
  { terms: ['record player', 'turntable'] },
  { terms: ['wheel chair', 'wheelchair'] },
  { terms: ['tv', 'television'] },
];
const concepts = (text: string) => queryConcepts(queryWords(text), SYNONYMS, ERAS);

describe('issue 28 §1: the words of a search', () => {
  it('lower case letters and digits; an apostrophe joins, anything else separates; accents go', () => {
    expect(queryWords("Mid-Century 70's CAFÉ I.V. pole")).toEqual(['mid', 'century', '70s', 'cafe', 'i', 'v', 'pole']);
    expect(queryWords('!!! ---')).toEqual([]);
  });
});

describe('issue 28 §1: era words name the house’s periods', () => {
  it.each([
    ['1950s', 'Mid-Century'],
    ['50s', 'Mid-Century'],
    ['fifties', 'Mid-Century'],
    ['mid century', 'Mid-Century'],
    ['midcentury', 'Mid-Century'],
    ['mid-century', 'Mid-Century'],
    ['1960s', 'Mid-Century'],
    ['seventies', '1970s'],
    ['70s', '1970s'],
    ["'70s", '1970s'],
    ['1970', '1970s'],
    ['1940s', '1940s'],
    ['forties', '1940s'],
    ['eighties', '1980s'],
    ['deco', 'Art Deco'],
    ['1920s', 'Art Deco'],
    ['victorian', 'Victorian'],
    ['19th century', 'Victorian'],
    ['contemporary', 'Contemporary'],
  ])('"%s" is %s', (typed, period) => {
    expect(concepts(typed)).toEqual([expect.objectContaining({ period })]);
  });

  it('a decade the house keeps as a period of its own is that period, not the named era around it', () => {
    expect(eraWords(['Mid-Century', '1950s']).get('fifties')).toBe('1950s');
    expect(eraWords(['Mid-Century', '1950s']).get('sixties')).toBe('Mid-Century');
  });

  it('an era with a noun means both: "50s chair" is Mid-Century (found by the period’s own name) and a chair', () => {
    expect(concepts('50s chair')).toEqual([
      { typed: '50s', alternatives: [['50s'], ['mid', 'century']], period: 'Mid-Century' },
      { typed: 'chair', alternatives: [['chair']] },
    ]);
  });
});

describe('issue 28 §1: synonyms and phrases', () => {
  it('a word of a synonym group brings the others, the typed one first', () => {
    expect(concepts('couch')).toEqual([{ typed: 'couch', alternatives: [['couch'], ['sofa']] }]);
    expect(concepts('sofa')).toEqual([{ typed: 'sofa', alternatives: [['sofa'], ['couch']] }]);
  });

  it('the longest phrase is one concept: "red record player" is red, and a record player or a turntable', () => {
    expect(concepts('red record player')).toEqual([
      { typed: 'red', alternatives: [['red']] },
      { typed: 'record player', alternatives: [['record', 'player'], ['turntable']] },
    ]);
  });

  it('compounds written apart: "wheel chair" is a wheelchair', () => {
    expect(concepts('wheel chair')).toEqual([{ typed: 'wheel chair', alternatives: [['wheel', 'chair'], ['wheelchair']] }]);
  });

  it('a synonym group that holds an era word names the period too', () => {
    const disco = queryConcepts(queryWords('disco lamp'), [{ terms: ['disco', 'seventies'] }], ERAS);
    expect(disco[0]).toEqual({ typed: 'disco', alternatives: [['disco'], ['seventies'], ['1970s']], period: '1970s' });
  });

  it('words nobody grouped are concepts of their own', () => {
    expect(concepts('brass floor lamp').map((concept) => concept.typed)).toEqual(['brass', 'floor', 'lamp']);
  });
});
