import { describe, expect, it } from 'vitest';
import { DEMO_OPENING_WEEK } from '@/lib/tenant/opening-hours';
import { chosenClaimWindow, claimWindows, claimWindowsOfWeek, dayWindowsInWords, isoWeekday, isPickUpDay } from './claim-windows';

const counter = { openingHours: DEMO_OPENING_WEEK, claims: { windowHours: 2, maxLeadDays: 14 } };
const WEDNESDAY = '2027-03-03';
const SATURDAY = '2027-03-06';
const SUNDAY = '2027-03-07';

describe('issue 12 §8, issue 38 §4: collection windows within the house’s opening hours', () => {
  it('windows from each opening time, the last one cut at closing time', () => {
    expect(claimWindows(WEDNESDAY, counter)).toEqual(['09:00–11:00', '11:00–13:00', '13:00–15:00', '15:00–17:00']);
    expect(claimWindows(SATURDAY, counter)).toEqual(['09:00–11:00', '11:00–13:00']);
    expect(claimWindows(SUNDAY, counter)).toEqual([]);
    const odd = { ...counter, openingHours: { ...DEMO_OPENING_WEEK, '3': [{ opens: '08:30', closes: '12:00' }] }, claims: { windowHours: 3, maxLeadDays: 14 } };
    expect(claimWindows(WEDNESDAY, odd)).toEqual(['08:30–11:30', '11:30–12:00']);
  });

  it('a day with a lunch break has windows in each of its periods, none across the break', () => {
    const lunch = {
      ...counter,
      openingHours: {
        ...DEMO_OPENING_WEEK,
        '3': [
          { opens: '13:00', closes: '17:00' },
          { opens: '08:00', closes: '12:00' },
        ],
      },
    };
    expect(claimWindows(WEDNESDAY, lunch)).toEqual(['08:00–10:00', '10:00–12:00', '13:00–15:00', '15:00–17:00']);
  });

  it('the form offers every window of the week, earliest first; a refusal names the day’s own', () => {
    expect(claimWindowsOfWeek(counter)).toEqual(['09:00–11:00', '11:00–13:00', '13:00–15:00', '15:00–17:00']);
    expect(dayWindowsInWords(SATURDAY, counter)).toBe('On Saturdays we hand out free props 09:00–11:00 or 11:00–13:00: choose one of those times.');
  });

  it('weekdays of calendar days, 1 = Monday … 7 = Sunday, and the days the house opens', () => {
    expect(['2027-03-01', '2027-03-05', '2027-03-06', '2027-03-07'].map(isoWeekday)).toEqual([1, 5, 6, 7]);
    expect(isPickUpDay('2027-03-05', counter)).toBe(true);
    expect(isPickUpDay(SATURDAY, counter)).toBe(true);
    expect(isPickUpDay(SUNDAY, counter)).toBe(false);
  });

  it('issue 36 §3: the window chosen stays chosen beside a refusal; one the counter no longer has falls back to the first', () => {
    const windows = claimWindowsOfWeek(counter);
    expect(chosenClaimWindow('13:00–15:00', windows)).toBe('13:00–15:00');
    expect(chosenClaimWindow(undefined, windows)).toBe('09:00–11:00');
    expect(chosenClaimWindow('07:00–09:00', windows)).toBe('09:00–11:00');
  });
});
