import { describe, expect, it } from 'vitest';
import { lineFacts, lineStatePill } from './line-status';

const line = (quantity: number, stock: number | null, itemId: string | null = 'prop-1') => ({ itemId, quantity, stock, review: null, reviewedBy: null });

describe('issue 24 §6: a set-list line’s state as a pill with a word', () => {
  it.each([
    ['a prop out of the catalogue', line(1, null, null), null, { word: 'Gone', tone: 'ended' }],
    ['none free on the list’s days', line(2, 5), 0, { word: 'Unavailable', tone: 'refused' }],
    ['fewer free than asked', line(3, 5), 2, { word: 'Short', tone: 'behind' }],
    ['enough free on the list’s days', line(2, 5), 4, { word: 'Available', tone: 'held' }],
    ['no days: fewer on the shelf than asked', line(3, 2), null, { word: 'Short', tone: 'behind' }],
    ['no days and enough on the shelf: nothing to say', line(1, 4), null, null],
  ])('%s', (_name, facts, free, pill) => {
    expect(lineStatePill(facts, free)).toEqual(pill);
  });
});

describe('issue 39 §4: each line says its period and size as the item page does', () => {
  const size = { width: 24, depth: 26.5, height: 34 };
  it.each([
    ['period and size', { period: 'Mid-Century', dimensions: size }, 'Mid-Century · 24 W × 26.5 D × 34 H in'],
    ['no period: the size alone', { period: null, dimensions: size }, '24 W × 26.5 D × 34 H in'],
    ['a prop that left the catalogue: nothing to say', { period: null, dimensions: null }, null],
  ])('%s', (_name, line, words) => {
    expect(lineFacts(line, 'en')).toBe(words);
  });
});
