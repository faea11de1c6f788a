import { describe, expect, it } from 'vitest';
import { lineFit } from './line-fit';

describe('issue 25 §2: Accept only when the line fits', () => {
  it.each([
    [
      { quantity: 1, stock: 3, away: 2 },
      { fits: true, free: 1, why: '' },
    ],
    [
      { quantity: 2, stock: 3, away: 2 },
      { fits: false, free: 1, why: 'Does not fit: 1 of 3 free for these days, 2 asked.' },
    ],
    [
      { quantity: 1, stock: 1, away: 4 },
      { fits: false, free: 0, why: 'Does not fit: 0 of 1 free for these days, 1 asked.' },
    ],
  ])('%o → %o', (line, fit) => {
    expect(lineFit(line)).toEqual(fit);
  });
});
