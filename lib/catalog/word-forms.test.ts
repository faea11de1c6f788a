import { describe, expect, it } from 'vitest';
import { nearestWords, numberForms, typingDistance } from './word-forms';

describe('issue 28 §1: plurals never matter', () => {
  it.each([
    ['stools', ['stools', 'stool']],
    ['stool', ['stool', 'stools']],
    ['benches', ['benches', 'bench']],
    ['bench', ['bench', 'benches']],
    ['shelves', ['shelves', 'shelf', 'shelfe']],
    ['shelf', ['shelf', 'shelves', 'shelfs']],
    ['canopies', ['canopies', 'canopy']],
    ['canopy', ['canopy', 'canopies']],
    ['glass', ['glass', 'glasses']],
    ['boxes', ['boxes', 'box']],
    ['70s', ['70s']],
    ['tv', ['tv']],
  ])('%s: %j', (word, forms) => {
    expect(numberForms(word)).toEqual(forms);
  });
});

describe('issue 28 §1 (and issue 14 §5): which catalogue words stand in for a misspelt one', () => {
  it('counts letters added, dropped or changed, and two swapped as one', () => {
    expect(typingDistance('chiar', 'chair')).toBe(1);
    expect(typingDistance('', 'abc')).toBe(3);
    expect(typingDistance('same', 'same')).toBe(0);
    expect(typingDistance('stop', 'stock')).toBe(2);
  });

  it('a doubled letter typed once, or once too often, is the smallest slip', () => {
    expect(typingDistance('stols', 'stools')).toBe(0.5);
    expect(typingDistance('lampp', 'lamp')).toBe(0.5);
    expect(typingDistance('stols', 'stops')).toBe(1);
  });

  it('"stols" means stools before stock or stop, as a crew member typing fast meant it', () => {
    expect(nearestWords('stols', ['stock', 'stop', 'stole', 'stool', 'stools'])).toEqual({ near: ['stool', 'stools'], best: ['stool', 'stools'] });
  });

  it('"lampp" stands for "lamp" and "lamps" only: trigram neighbours a slip further ("clamp") are left out', () => {
    expect(nearestWords('lampp', ['laminate', 'lamp', 'lamps', 'clamp'])).toEqual({ near: ['lamp', 'lamps'], best: ['lamp', 'lamps'] });
  });

  it('ranks by typing distance where no word shares the typed beginning', () => {
    expect(nearestWords('chiar', ['zebra', 'chain', 'chair'])).toEqual({ near: ['chair'], best: ['chair'] });
    expect(nearestWords('chiar', ['zebra', 'chain'])).toEqual({ near: ['chain'], best: ['chain'] });
  });

  it('guesses nothing from an empty shortlist', () => {
    expect(nearestWords('xqzvvy', [])).toEqual({ near: [], best: [] });
  });
});
