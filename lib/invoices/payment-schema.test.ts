import { describe, expect, it } from 'vitest';
import { paymentSchema } from './payment-schema';
import { centsOf } from '@/lib/house/money';
import { plainAmount } from '@/lib/house/money';

describe('issue 26 §3: an amount received, read as cents digit by digit', () => {
  it.each([
    ['1250', 125_000],
    ['1,250.5', 125_050],
    ['$1250.05', 125_005],
    ['0.10', 10],
    [' 19.99 ', 1_999],
  ])('%s is %i cents', (text, cents) => expect(centsOf(text)).toBe(cents));

  it.each(['', '12.345', '-5', 'ten', '1e3', '.5'])('%j is not an amount', (text) => expect(centsOf(text)).toBeNull());

  it('a balance is offered in the field the way the field reads it', () => {
    for (const cents of [0, 5, 10, 99, 100, 123_450, 21_650]) expect(centsOf(plainAmount(cents)) ?? 0).toBe(cents);
    expect(plainAmount(123_405)).toBe('1234.05');
  });

  it('a payment of nothing is refused beside the amount', () => {
    const parsed = paymentSchema.safeParse({ invoiceId: 'i', key: crypto.randomUUID(), amount: '0', receivedOn: '2027-04-01', method: 'check' });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['amount'], message: 'Enter the amount received, such as 1250.00.' });
  });
});
