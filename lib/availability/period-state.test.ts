import { describe, expect, it } from 'vitest';
import type { DayLoad } from './availability';
import { periodLoad, periodState } from './period-state';

const PERIOD = { from: '2026-12-01', to: '2026-12-08' };

/** Units away over a stretch of days, both included; `held` of them on hold. */
function away(first: string, last: string, units: number, held = 0): [string, DayLoad][] {
  const days: [string, DayLoad][] = [];
  for (let day = first; day <= last; day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10))
    days.push([day, { away: units, held }]);
  return days;
}

const state = (quantity: number, ...stretches: [string, DayLoad][][]) =>
  periodState(quantity, periodLoad({ quantity, loads: new Map(stretches.flat()), period: PERIOD, horizonDays: 180 }), 'en-US');

describe('issue 28 §4, issue 39 §2: a prop’s state for the person’s rental period, and when a taken one is next free, in the words its card shows', () => {
  it.each([
    ['every unit free', state(5), { words: '5 of 5 available', tone: 'free' }],
    ['a prop the house has one of, free', state(1), { words: 'Available', tone: 'free' }],
    ['two of five away on one day', state(5, away('2026-12-04', '2026-12-04', 2)), { words: '3 of 5 available', tone: 'partly' }],
    [
      'the busiest day counts, not the sum',
      state(5, away('2026-12-01', '2026-12-02', 2), away('2026-12-06', '2026-12-08', 3)),
      { words: '2 of 5 available', tone: 'partly' },
    ],
    [
      'away only before and after the period',
      state(1, away('2026-11-20', '2026-11-30', 1), away('2026-12-09', '2026-12-20', 1)),
      { words: 'Available', tone: 'free' },
    ],
    [
      'held through the 8th, free for as long from the 9th',
      state(1, away('2026-11-28', '2026-12-08', 1, 1)),
      { words: 'On hold until Dec 9 (second holds welcome)', tone: 'taken' },
    ],
    [
      'out (an order) until the 11th, free for as long from the 12th',
      state(2, away('2026-11-30', '2026-12-11', 2, 0)),
      { words: 'Back Dec 12', tone: 'taken' },
    ],
    [
      'one unit out and one held: a hold may end, so it is on hold',
      state(2, away('2026-12-01', '2026-12-08', 2, 1)),
      { words: 'On hold until Dec 9 (second holds welcome)', tone: 'taken' },
    ],
    [
      'a day taken by orders alone makes it out, even with holds on other days',
      state(1, away('2026-12-01', '2026-12-03', 1, 1), away('2026-12-04', '2026-12-05', 1, 0)),
      { words: 'Back Dec 6', tone: 'taken' },
    ],
    [
      'a gap too short for the period is not "free": the next free day lasts as long as asked',
      state(1, away('2026-12-01', '2026-12-08', 1, 1), away('2026-12-11', '2026-12-14', 1, 1)),
      { words: 'On hold until Dec 15 (second holds welcome)', tone: 'taken' },
    ],
    ['taken past the horizon', state(1, away('2026-12-01', '2027-07-01', 1, 0)), { words: 'Not available in the next six months', tone: 'taken' }],
    ['on hold past the horizon', state(1, away('2026-12-01', '2027-07-01', 1, 1)), { words: 'Not available in the next six months', tone: 'taken' }],
    ['no units at all (not listed to crews; its page says so)', state(0), { words: 'Not available in the next six months', tone: 'taken' }],
  ])('%s', (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
