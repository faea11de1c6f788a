import { describe, expect, it } from 'vitest';
import { violatedConstraint } from './constraint-violation';

describe('violatedConstraint', () => {
  it.each([
    ['a unique violation', { code: '23505', constraint: 'items_sku_unique' }, 'items_sku_unique'],
    ['a check violation', { code: '23514', constraint: 'hold_lines_quantity_check' }, 'hold_lines_quantity_check'],
    ['issue 26: an overbooking refused by a trigger (23P01)', { code: '23P01', constraint: 'hold_lines_no_overbooking' }, 'hold_lines_no_overbooking'],
    ['a constraint named only in the message', { code: '23P01', message: 'conflicting key value violates exclusion constraint "x_excl"' }, 'x_excl'],
    [
      'a refusal wrapped by the ORM',
      new Error('Failed query', { cause: { code: '23P01', constraint: 'item_blocks_no_overbooking' } }),
      'item_blocks_no_overbooking',
    ],
    ['a violation with no name', { code: '23505' }, 'unknown'],
  ])('names the constraint of %s', (_, error, name) => {
    expect(violatedConstraint(error)).toBe(name);
  });

  it('is null for any other error', () => {
    expect(violatedConstraint({ code: '40P01' })).toBeNull();
    expect(violatedConstraint(new Error('boom'))).toBeNull();
    expect(violatedConstraint(null)).toBeNull();
  });
});
