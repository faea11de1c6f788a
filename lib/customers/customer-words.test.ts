import { describe, expect, it } from 'vitest';
import { approvalWords, insuranceStanding, insuranceWords } from './customer-words';

describe('issue 13 §2: a certificate of insurance flagged when expired or expiring within 30 days', () => {
  it.each([
    [null, { kind: 'none' }, 'None on file'],
    ['2027-02-28', { kind: 'expired' }, 'Expired Sun, Feb 28, 2027'],
    ['2027-03-01', { kind: 'expiresSoon', days: 0 }, 'Expires today (Mon, Mar 1, 2027)'],
    ['2027-03-02', { kind: 'expiresSoon', days: 1 }, 'Expires in 1 day (Tue, Mar 2, 2027)'],
    ['2027-03-31', { kind: 'expiresSoon', days: 30 }, 'Expires in 30 days (Wed, Mar 31, 2027)'],
    ['2027-04-01', { kind: 'valid' }, 'Valid until Thu, Apr 1, 2027'],
  ] as const)('expiring %s, seen on 2027-03-01: %o', (expiresOn, standing, words) => {
    const found = insuranceStanding(expiresOn, '2027-03-01');
    expect(found).toMatchObject(standing);
    expect(insuranceWords(found, 'en-US')).toBe(words);
  });
});

describe('issue 13 §2: the approval state in words', () => {
  it.each([
    [null, 'Awaiting approval'],
    [true, 'Approved'],
    [false, 'Denied'],
  ] as const)('%s is %s', (isAuthorized, words) => expect(approvalWords(isAuthorized)).toBe(words));
});
