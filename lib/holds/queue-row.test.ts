import { describe, expect, it } from 'vitest';
import { ageWords, stateCounts } from './queue-row';

describe('issue 25 §2: a request as a row of the queue', () => {
  it('issue 25 §2: counts its lines by state, each a pill with its word', () => {
    expect(stateCounts([{ state: 'requested' }, { state: 'held' }, { state: 'requested' }], 'hold', 'Hold')).toEqual([
      { word: 'Requested', tone: 'waiting', count: 2 },
      { word: 'On hold', tone: 'held', count: 1 },
    ]);
  });

  it('issue 25 §2: says its age in minutes, hours or days', () => {
    const now = new Date('2027-03-08T12:00:00Z');
    expect(ageWords(new Date('2027-03-08T11:20:00Z'), now)).toBe('40 min');
    expect(ageWords(new Date('2027-03-07T07:00:00Z'), now)).toBe('29 h');
    expect(ageWords(new Date('2027-03-01T12:00:00Z'), now)).toBe('7 d');
  });
});
