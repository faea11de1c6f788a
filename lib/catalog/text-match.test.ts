import { describe, expect, it } from 'vitest';
import { editDistance, nearestWords } from './text-match';

describe('issue 14 §5: which catalogue words stand in for a misspelt one', () => {
  it('counts letters added, dropped or changed', () => {
    expect(editDistance('lampp', 'lamp')).toBe(1);
    expect(editDistance('chiar', 'chair')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('puts a word the typed one begins ("lampp" → "lamp") before trigram neighbours, and marks the closest', () => {
    // In trigram order, as the database gives them: "laminate" can come first.
    expect(nearestWords('lampp', ['laminate', 'lamp', 'lamps', 'clamp'])).toEqual({ near: ['lamp', 'lamps', 'clamp'], best: ['lamp', 'lamps'] });
  });

  it('ranks by edit distance where no word shares the typed beginning', () => {
    // chiar → chair takes two changes, → chain three, → zebra five.
    expect(nearestWords('chiar', ['zebra', 'chain', 'chair'])).toEqual({ near: ['chair', 'chain', 'zebra'], best: ['chair'] });
  });

  it('guesses nothing from an empty shortlist', () => {
    expect(nearestWords('xqzvvy', [])).toEqual({ near: [], best: [] });
  });
});
