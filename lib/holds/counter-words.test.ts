import { describe, expect, it } from 'vitest';
import { counterConfirmation, earlyPickUpQuestion } from './counter-words';

const line = { quantity: 2, sku: 'FUR-000071', missingUnits: 0, conditionNote: '' };

describe('issue 25 §4: the counter says what it did', () => {
  it('a return with a missing unit names the units, the SKU and the lost block', () => {
    expect(counterConfirmation({ ...line, state: 'returned', missingUnits: 1 }, { overbookedFrom: null, locale: 'en-US' })).toEqual([
      'Marked returned: 2 units of FUR-000071; 1 missing, on the calendar as lost',
    ]);
  });

  it('the condition note and the first overbooked day are shown with it', () => {
    expect(
      counterConfirmation(
        { ...line, state: 'returned', missingUnits: 2, conditionNote: 'scratched left arm' },
        { overbookedFrom: '2027-03-10', locale: 'en-US' },
      ),
    ).toEqual([
      'Marked returned: 2 units of FUR-000071; 2 missing, on the calendar as lost',
      'Condition noted: scratched left arm',
      'More is booked than the house has from Wed, Mar 10, 2027: look at the calendar.',
    ]);
  });

  it('a check-out, and one unit', () => {
    expect(counterConfirmation({ ...line, quantity: 1, state: 'out' }, { overbookedFrom: null, locale: 'en-US' })).toEqual([
      'Marked out: 1 unit of FUR-000071',
    ]);
  });

  it('a line the counter did not move says nothing', () => {
    expect(counterConfirmation({ ...line, state: 'confirmed' }, { overbookedFrom: null, locale: 'en-US' })).toEqual([]);
  });

  it('the question before an early check-out', () => {
    expect(earlyPickUpQuestion('2026-12-15', 'en-US')).toBe('Pick-up is Dec 15; mark out now?');
  });
});
