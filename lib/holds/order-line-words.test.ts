import { describe, expect, it } from 'vitest';
import { orderLineWords } from './order-line-words';

const line = { state: 'returned', quantity: 2, outOn: '2027-03-08', backOn: '2027-03-15', missingUnits: 0, damagedUnits: 0 };

describe('issue 26 §2: an order’s line on the customer’s page says its real days and what came back short', () => {
  it.each([
    [{ ...line, state: 'confirmed', outOn: null, backOn: null }, null],
    [{ ...line, state: 'out', backOn: null }, 'Out since Mar 8'],
    [line, 'Out Mar 8 – back Mar 15'],
    [{ ...line, missingUnits: 1 }, 'Out Mar 8 – back Mar 15 · 1 of 2 missing'],
    [{ ...line, missingUnits: 1, damagedUnits: 1 }, 'Out Mar 8 – back Mar 15 · 1 of 2 missing · 1 of 2 damaged'],
    [{ ...line, state: 'cancelled' }, null],
  ])('%o → %s', (given, words) => {
    expect(orderLineWords(given, 'en-US')).toBe(words);
  });
});
