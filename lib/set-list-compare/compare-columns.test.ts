import { describe, expect, it } from 'vitest';
import { compareColumns, type ComparedProp } from './compare-columns';

const prop = (over: Partial<ComparedProp> = {}): ComparedProp => ({
  itemId: 'prop-1',
  title: 'Walnut Sideboard',
  photo: null,
  period: 'Mid-Century',
  dimensions: { width: 60, depth: 18, height: 30.5 },
  colors: ['Brown', 'Gold'],
  stock: 3,
  quantity: 1,
  ...over,
});

describe('issue 39 §4: the compare view’s column for a prop', () => {
  it('writes size, period and colour as the item page does', () => {
    const [column] = compareColumns([prop()], { locale: 'en', showAvailability: true, away: null });
    expect(column).toMatchObject({ size: '60 W × 18 D × 30.5 H in', period: 'Mid-Century', colour: 'Brown, Gold' });
  });

  it('says when the prop has no period or colour rather than leave a gap', () => {
    const [column] = compareColumns([prop({ period: null, colors: [] })], { locale: 'en', showAvailability: true, away: null });
    expect(column).toMatchObject({ period: 'No period given', colour: 'No colour given' });
  });

  it.each([
    ['no days on the list yet', null, 1, 'Choose the list’s days to see', false],
    ['all free on the list’s days', new Map(), 1, '3 of 3 free on these days', false],
    ['some away, enough for the list', new Map([['prop-1', 1]]), 2, '2 of 3 free on these days', false],
    ['fewer free than the list asks', new Map([['prop-1', 2]]), 2, '1 of 3 free on these days; 2 on the list', true],
    ['every unit away', new Map([['prop-1', 3]]), 1, 'None free on these days', true],
  ])('availability for the list’s days: %s', (_name, away, quantity, words, short) => {
    const [column] = compareColumns([prop({ quantity })], { locale: 'en', showAvailability: true, away });
    expect(column).toMatchObject({ availability: words, short });
  });

  it('says nothing of availability where the house does not show it', () => {
    const [column] = compareColumns([prop()], { locale: 'en', showAvailability: false, away: new Map() });
    expect(column!.availability).toBeNull();
  });
});
