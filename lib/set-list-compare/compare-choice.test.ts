import { describe, expect, it } from 'vitest';
import { COMPARE_MAX, compareChoice } from './compare-choice';

describe('issue 39 §4: the props a compare address asks for', () => {
  const onList = ['prop-1', 'prop-2', 'prop-3', 'prop-4', 'prop-5', 'prop-6', 'prop-7', 'prop-8'];

  it.each([
    ['a link’s comma list, in its order', 'prop-3,prop-1', { itemIds: ['prop-3', 'prop-1'], notOnList: 0, cut: false }],
    ['the form’s repeated field', ['prop-1', 'prop-2'], { itemIds: ['prop-1', 'prop-2'], notOnList: 0, cut: false }],
    ['a prop named twice, once', 'prop-1,prop-1, prop-2', { itemIds: ['prop-1', 'prop-2'], notOnList: 0, cut: false }],
    ['a prop not on the list: left out and counted', 'prop-1,prop-99', { itemIds: ['prop-1'], notOnList: 1, cut: false }],
    ['nothing asked', undefined, { itemIds: [], notOnList: 0, cut: false }],
    ['empty values', ',,', { itemIds: [], notOnList: 0, cut: false }],
  ])('%s', (_name, items, choice) => {
    expect(compareChoice(items, onList)).toEqual(choice);
  });

  it(`shows the first ${COMPARE_MAX} of more, and says so`, () => {
    const choice = compareChoice(onList.join(','), onList);
    expect(choice.itemIds).toEqual(onList.slice(0, COMPARE_MAX));
    expect(choice.cut).toBe(true);
  });
});
