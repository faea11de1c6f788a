import { describe, expect, it } from 'vitest';
import { PAST_PICK_UP, RETURN_BEFORE_PICK_UP, TOO_LONG, periodRefusal } from './period-rules';
import {
  isAhead,
  pagePeriod,
  periodCookieValue,
  periodInParams,
  periodShortWords,
  periodToRemember,
  periodWords,
  samePeriod,
  takesPeriod,
  withPeriod,
} from './rental-period';
import { periodFromCookie, rentalPeriodFormSchema } from './rental-period-schema';

const TODAY = '2026-11-25';
const DEC = { from: '2026-12-01', to: '2026-12-08' };
const JAN = { from: '2027-01-04', to: '2027-01-11' };

describe('issue 28 §4: a rental period in the address', () => {
  it.each([
    ['both days, in order', { from: '2026-12-01', to: '2026-12-08' }, DEC],
    ['one day', { from: '2026-12-01', to: '2026-12-01' }, { from: '2026-12-01', to: '2026-12-01' }],
    ['the return first', { from: '2026-12-08', to: '2026-12-01' }, null],
    ['a day that does not exist', { from: '2026-02-30', to: '2026-03-05' }, null],
    ['only a pick-up', { from: '2026-12-01' }, null],
    ['more than a year', { from: '2026-01-01', to: '2027-06-01' }, null],
    ['text', { from: 'tomorrow', to: 'next week' }, null],
    ['a NUL', { from: '2026-12-01\u0000', to: '2026-12-08' }, null],
  ])('%s: %j is %j (malformed is ignored, never an error)', (_, params, expected) => {
    expect(periodInParams(params)).toEqual(expected);
  });

  it('reads the first of repeated values, from URLSearchParams too', () => {
    expect(periodInParams({ from: ['2026-12-01', '2027-01-01'], to: '2026-12-08' })).toEqual(DEC);
    expect(periodInParams(new URLSearchParams('from=2026-12-01&to=2026-12-08&from=2027-01-01'))).toEqual(DEC);
  });
});

describe('issue 28 §4: the address wins and updates the cookie; a page without days uses the cookie (decision 111)', () => {
  it('a page shows the address’s period when it names one, else the remembered one, else none', () => {
    expect(pagePeriod(JAN, DEC)).toEqual(JAN);
    expect(pagePeriod(null, DEC)).toEqual(DEC);
    expect(pagePeriod(null, null)).toBeNull();
  });

  it.each([
    ['no cookie yet', DEC, undefined, DEC],
    ['another period in the cookie', JAN, periodCookieValue(DEC), JAN],
    ['the cookie already says it', DEC, periodCookieValue(DEC), null],
    ['no period in the address', null, periodCookieValue(DEC), null],
    ['a period whose pick-up has passed', { from: '2026-11-20', to: '2026-11-30' }, undefined, null],
    ['a pick-up today', { from: TODAY, to: '2026-11-30' }, undefined, { from: TODAY, to: '2026-11-30' }],
  ])('%s: the cookie becomes %j', (_, address, cookie, expected) => {
    expect(periodToRemember(address, cookie, TODAY)).toEqual(expected);
  });

  it('a period is worth keeping while its pick-up day is today or later', () => {
    expect(isAhead(DEC, TODAY)).toBe(true);
    expect(isAhead({ from: TODAY, to: TODAY }, TODAY)).toBe(true);
    expect(isAhead({ from: '2026-11-24', to: '2026-12-01' }, TODAY)).toBe(false);
  });

  it('compares periods by their days', () => {
    expect(samePeriod(DEC, { ...DEC })).toBe(true);
    expect(samePeriod(DEC, JAN)).toBe(false);
    expect(samePeriod(null, undefined)).toBe(true);
    expect(samePeriod(DEC, null)).toBe(false);
  });
});

describe('issue 28 §4: the rental_period cookie, validated with zod', () => {
  it('keeps two days joined by "_"', () => {
    expect(periodCookieValue(DEC)).toBe('2026-12-01_2026-12-08');
    expect(periodFromCookie('2026-12-01_2026-12-08', TODAY)).toEqual(DEC);
  });

  it.each([
    ['nothing', undefined],
    ['empty', ''],
    ['another shape', '2026-12-01..2026-12-08'],
    ['JSON', JSON.stringify(DEC)],
    ['the return first', '2026-12-08_2026-12-01'],
    ['a day that does not exist', '2026-02-30_2026-03-02'],
    ['more than a year', '2026-12-01_2028-01-01'],
    ['a pick-up already past', '2026-11-20_2026-12-01'],
    ['too long', `${'2026-12-01_2026-12-08'.repeat(3)}`],
    ['not text', 42],
  ])('ignores %s', (_, value) => {
    expect(periodFromCookie(value, TODAY)).toBeNull();
  });
});

describe('issue 28 §4: the period in words and in addresses', () => {
  it('says "Dec 1 – Dec 8"', () => {
    expect(periodWords(DEC, 'en-US')).toBe('Dec 1 – Dec 8');
    // Issue 39 §2: at a glance, on the header's button and the catalogue's chip.
    expect(periodShortWords({ from: '2026-12-14', to: '2026-12-21' }, 'en-US')).toBe('Dec 14–21');
    expect(periodShortWords({ from: '2026-12-28', to: '2027-01-03' }, 'en-US')).toBe('Dec 28 – Jan 3');
    expect(periodShortWords({ from: '2026-12-03', to: '2027-12-05' }, 'en-US')).toBe('Dec 3 – Dec 5');
  });

  it('is carried by the catalogue, a category and an item, not by other pages', () => {
    expect(takesPeriod('/catalog', '/catalog')).toBe(true);
    expect(takesPeriod('/categories/lighting', '/catalog')).toBe(true);
    expect(takesPeriod('/items/prop-000052', '/catalog')).toBe(true);
    expect(takesPeriod('/set-lists/abc', '/catalog')).toBe(false);
    expect(takesPeriod('/items/prop-000052/edit', '/catalog')).toBe(false);
    expect(takesPeriod('/', '/catalog')).toBe(false);
  });

  it('puts the days in a page’s address, back on its first page, and takes them out with "Only what’s free"', () => {
    expect(withPeriod('/catalog?Color=Red&page=3&pages=2', DEC, '/catalog')).toBe('/catalog?Color=Red&from=2026-12-01&to=2026-12-08');
    expect(withPeriod('/items/prop-1?from=2027-01-04&to=2027-01-11', DEC, '/catalog')).toBe('/items/prop-1?from=2026-12-01&to=2026-12-08');
    expect(withPeriod('/catalog?q=lamp&from=2026-12-01&to=2026-12-08&available=1', null, '/catalog')).toBe('/catalog?q=lamp');
    expect(withPeriod('/set-lists/abc#rental-days', DEC, '/catalog')).toBe('/set-lists/abc#rental-days');
  });
});

describe('issue 28 §4: days a person chooses are refused beside the field', () => {
  it.each([
    ['a pick-up before today', '2026-11-24', '2026-12-01', { field: 'pickUp', message: PAST_PICK_UP }],
    ['a return before the pick-up', '2026-12-08', '2026-12-01', { field: 'return', message: RETURN_BEFORE_PICK_UP }],
    ['more than a year', '2026-12-01', '2028-01-01', { field: 'return', message: TOO_LONG }],
    ['a pick-up today, back the same day', TODAY, TODAY, null],
    ['a week in December', '2026-12-01', '2026-12-08', null],
  ])('%s', (_, pickUp, returnOn, expected) => {
    expect(periodRefusal(pickUp, returnOn, TODAY)).toEqual(expected);
  });

  it('the header’s form: "set" needs two good days, said of their field; "clear" needs none; `next` stays on this site', () => {
    const schema = rentalPeriodFormSchema(TODAY);
    expect(schema.parse({ intent: 'set', from: '2026-12-01', to: '2026-12-08', next: '/catalog?Color=Red' })).toEqual({
      intent: 'set',
      ...DEC,
      next: '/catalog?Color=Red',
    });
    const past = schema.safeParse({ intent: 'set', from: '2026-11-01', to: '2026-12-08' });
    expect(past.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([['from', PAST_PICK_UP]]);
    const reversed = schema.safeParse({ intent: 'set', from: '2026-12-08', to: '2026-12-01' });
    expect(reversed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([['to', RETURN_BEFORE_PICK_UP]]);
    expect(schema.safeParse({ intent: 'set', from: '', to: '2026-12-01' }).error?.issues[0]?.message).toBe('Choose a pick-up day.');
    expect(schema.parse({ intent: 'clear', next: '//evil.example/x' })).toEqual({ intent: 'clear', next: '' });
    expect(schema.safeParse({ intent: 'forget' }).success).toBe(false);
  });
});
