import { describe, expect, it } from 'vitest';
import { availableWords } from './alternate-offer';
import { compareSimilar, rankSimilar, sizeDistance, type SimilarCandidate, type SimilarityFacts } from './similar-props';

const STOOL = { width: 17, depth: 17, height: 30 };
const target: SimilarityFacts = { id: 'stool', period: 'Mid-Century', colors: ['Silver', 'Red'], dimensions: STOOL };

/** A candidate like the target unless told otherwise. */
const candidate = (id: string, fields: Partial<SimilarCandidate> = {}): SimilarCandidate => ({
  id,
  tier: 'sameKind',
  period: 'Mid-Century',
  colors: ['Silver'],
  dimensions: STOOL,
  ...fields,
});

const order = (candidates: SimilarCandidate[]) => [...candidates].sort(compareSimilar(target)).map((entry) => entry.id);

describe('issue 28 §5: the order similar props come in (decision 112)', () => {
  it.each([
    [
      'a hand-linked alternate before the same kind, and the same kind before a kind with the same head noun',
      [candidate('head', { tier: 'sameHead' }), candidate('kind'), candidate('linked', { tier: 'linked', period: '1970s', colors: ['Green'] })],
      ['linked', 'kind', 'head'],
    ],
    [
      'within a tier, the same period before a colour in common',
      [candidate('colour', { period: '1970s' }), candidate('period', { colors: ['Green'] })],
      ['period', 'colour'],
    ],
    [
      'then a colour in common before the nearer size',
      [candidate('size', { colors: ['Blue'] }), candidate('colour', { dimensions: { width: 30, depth: 30, height: 44 } })],
      ['colour', 'size'],
    ],
    [
      'then the nearer size',
      [
        candidate('far', { dimensions: { width: 17, depth: 17, height: 44 } }),
        candidate('near', { dimensions: { width: 18, depth: 17, height: 30 } }),
        candidate('same'),
      ],
      ['same', 'near', 'far'],
    ],
    ['a prop with no period is never “the same period” as another with none', [candidate('none', { period: null }), candidate('era')], ['era', 'none']],
    ['and last by id, so every render agrees', [candidate('b'), candidate('a')], ['a', 'b']],
  ])('%s', (_rule, candidates, expected) => {
    expect(order(candidates)).toEqual(expected);
  });

  it('a prop with no period of its own ranks its candidates by colour and size alone', () => {
    const surplus: SimilarityFacts = { ...target, period: null };
    const ranked = [candidate('era'), candidate('none', { period: null, colors: ['Red'] })].sort(compareSimilar(surplus));
    expect(ranked.map((entry) => entry.id)).toEqual(['era', 'none']);
  });

  it('twice as big is as far as half as big, measure by measure', () => {
    expect(sizeDistance(STOOL, STOOL)).toBe(0);
    const twice = sizeDistance({ width: 1, depth: 1, height: 1 }, { width: 3, depth: 1, height: 1 });
    const half = sizeDistance({ width: 3, depth: 1, height: 1 }, { width: 1, depth: 1, height: 1 });
    expect(twice).toBeCloseTo(half);
    expect(sizeDistance(STOOL, { width: 0, depth: 0, height: 0 })).toBeGreaterThan(0);
  });

  it('ranks each prop once in its best tier, never the prop itself, cut to the limit', () => {
    const ranked = rankSimilar(
      target,
      [candidate('stool'), candidate('a'), candidate('b', { tier: 'linked' }), candidate('b'), candidate('c', { tier: 'sameHead' })],
      2,
    );
    expect(ranked.map((entry) => [entry.id, entry.tier])).toEqual([
      ['b', 'linked'],
      ['a', 'sameKind'],
    ]);
    expect(rankSimilar(target, [candidate('a')], 0)).toEqual([]);
  });
});

describe('issue 28 §5: what an offered alternate says', () => {
  it('its units for the days asked, or in stock with none; "available", never "free" (issue 28 §4)', () => {
    expect(availableWords(4, { from: '2026-12-01', to: '2026-12-08' }, 'en')).toBe('4 available Dec 1 – Dec 8');
    expect(availableWords(12, null, 'en')).toBe('12 available');
  });
});
