import { describe, expect, it } from 'vitest';
import { lineStatePill } from './line-status';

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
