import { describe, expect, it } from 'vitest';
import { extensionWordsForCustomer, extensionWordsForStaff } from './extension-words';

const ask = (state: 'asked' | 'accepted' | 'declined', reason = '') => ({ state, toReturnOn: '2027-03-23', reason });

describe('issue 26 §5: where an ask to keep an order longer stands, in words', () => {
  it.each([
    [ask('asked'), 'You asked to keep them until Tue, Mar 23, 2027; we answer soon.', 'Extension asked: keep until Tue, Mar 23, 2027.'],
    [ask('accepted'), 'Extended: keep them until Tue, Mar 23, 2027.', 'Extension accepted: back by Tue, Mar 23, 2027.'],
    [ask('declined'), 'Your ask to keep them until Tue, Mar 23, 2027 was declined.', 'Extension to Tue, Mar 23, 2027 declined.'],
    [
      ask('declined', 'Booked from the 20th.'),
      'Your ask to keep them until Tue, Mar 23, 2027 was declined: Booked from the 20th.',
      'Extension to Tue, Mar 23, 2027 declined: Booked from the 20th.',
    ],
  ])('%j', (given, customer, staff) => {
    expect(extensionWordsForCustomer(given, 'en')).toBe(customer);
    expect(extensionWordsForStaff(given, 'en')).toBe(staff);
  });
});
