import { describe, expect, it } from 'vitest';
import { sizeAsks } from './size-words';

describe('issue 39 §1: sizes in words', () => {
  it('reads "tall", "small", "large" apart from the words that name the prop', () => {
    expect(sizeAsks(['tall', 'lamp'])).toEqual({ words: ['lamp'], asks: [{ measure: 'height', want: 'large' }] });
    expect(sizeAsks(['small', 'table'])).toEqual({ words: ['table'], asks: [{ measure: 'width', want: 'small' }] });
    expect(sizeAsks(['large', 'wall', 'mirror'])).toEqual({ words: ['wall', 'mirror'], asks: [{ measure: 'width', want: 'large' }] });
  });

  it('reads a measure in inches or feet', () => {
    expect(sizeAsks(['36', 'inch', 'mirror'])).toEqual({ words: ['mirror'], asks: [{ measure: 'either', inches: 36 }] });
    expect(sizeAsks(['mirror', '3', 'ft'])).toEqual({ words: ['mirror'], asks: [{ measure: 'either', inches: 36 }] });
  });

  it('leaves a search of size words alone as typed, and words without sizes untouched', () => {
    expect(sizeAsks(['tall'])).toEqual({ words: ['tall'], asks: [] });
    expect(sizeAsks(['brass', 'lamp'])).toEqual({ words: ['brass', 'lamp'], asks: [] });
  });
});
