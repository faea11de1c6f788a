import { describe, expect, it } from 'vitest';
import { cancellationFee, cancellationWords } from './cancellation';

const HOUR = 3_600_000;
const rule = { freeCancellationHours: 48, cancellationFeePercent: 50 };

describe('issue 12 §3: the cancellation fee rule of a confirmed order', () => {
  it('free up to the set hours before pick-up, the fee after', () => {
    const pickUp = Date.UTC(2027, 2, 8, 8);
    expect(cancellationFee(pickUp, pickUp - 48 * HOUR, rule)).toBe(0);
    expect(cancellationFee(pickUp, pickUp - 48 * HOUR + 1, rule)).toBe(50);
    expect(cancellationFee(pickUp, pickUp + HOUR, { ...rule, cancellationFeePercent: 100 })).toBe(100);
  });

  it('in words on the line', () => {
    expect(cancellationWords(0)).toBe('Cancelled at no charge');
    expect(cancellationWords(50)).toBe('Cancelled with a fee of 50% of a week’s rental');
  });
});
