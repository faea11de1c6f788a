import { describe, expect, it } from 'vitest';
import { answerWithinWords, requestTitle } from './request-title';

const words = { requestType: 'Hold', locale: 'en-US' };
const request = {
  kind: 'hold' as const,
  setListId: 'list-1',
  production: 'Night Shift',
  pickUpOn: '2027-12-14',
  returnOn: '2027-12-21',
  pickUpWindow: null,
};
const names = new Map([['list-1', 'Ep 104 – Kowalski living room']]);

describe('issue 39 §3: Your Holds titles a request by its set list', () => {
  it('the list’s name first, linked to the list’s own page, then production and days', () => {
    expect(requestTitle(request, names, words)).toEqual({
      list: { name: 'Ep 104 – Kowalski living room', href: '/set-lists/list-1' },
      rest: 'Night Shift · Pick-up Tue, Dec 14, 2027 · Return Tue, Dec 21, 2027',
    });
    expect(requestTitle({ ...request, production: '' }, names, words).rest).toBe('Pick-up Tue, Dec 14, 2027 · Return Tue, Dec 21, 2027');
  });

  it('a request not from a list (or whose list is gone) keeps today’s title', () => {
    expect(requestTitle({ ...request, setListId: null }, names, words)).toEqual({
      list: null,
      rest: 'Night Shift · Pick-up Tue, Dec 14, 2027 · Return Tue, Dec 21, 2027',
    });
    expect(requestTitle({ ...request, setListId: 'gone', production: '' }, names, words).rest).toMatch(/^Hold request · Pick-up/);
    expect(requestTitle({ ...request, kind: 'claim', setListId: null, returnOn: null, pickUpWindow: '9–11 AM' }, names, words).rest).toBe(
      'Claim of free props · Collection Tue, Dec 14, 2027, 9–11 AM',
    );
  });
});

describe('issue 39 §3: when the house usually answers, on a request still waiting', () => {
  it('said while a line is requested, in the tenant’s words; not once every line is answered', () => {
    const waiting = { kind: 'hold' as const, lines: [{ state: 'held' }, { state: 'requested' }] };
    const house = { answerWithin: 'a few hours on working days', requestType: 'Hold' };
    expect(answerWithinWords(waiting, house)).toBe('Nothing is on hold until we confirm it: we usually answer within a few hours on working days.');
    expect(answerWithinWords({ kind: 'claim', lines: [{ state: 'requested' }] }, { ...house, answerWithin: 'one working day' })).toBe(
      'Nothing is kept for you until we confirm it: we usually answer within one working day.',
    );
    expect(answerWithinWords({ ...waiting, lines: [{ state: 'held' }, { state: 'declined' }] }, house)).toBeNull();
  });
});
