import { describe, expect, it } from 'vitest';
import { houseTimeWords } from './time-words';

const LA = 'America/Los_Angeles';

describe('issue 24 §6: times that read unambiguously', () => {
  it.each([
    ['midnight is the end of the day before', '2026-11-30T08:00:00Z', 'Sun Nov 29, end of day'],
    ['an afternoon keeps its hour', '2026-11-27T23:00:00Z', 'Fri Nov 27, 3:00 PM'],
    ['a minute past midnight is that day', '2026-11-30T08:01:00Z', 'Mon Nov 30, 12:01 AM'],
  ])('%s', (_name, at, words) => {
    expect(houseTimeWords(Date.parse(at), 'en-US', LA)).toBe(words);
  });
});
