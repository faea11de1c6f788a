import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDay, longDay, mediumDay, shortDay } from './calendar-day';

describe('calendar days ("YYYY-MM-DD")', () => {
  it('a real day only: no impossible dates, no other spellings, no other types', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const value of ['2027-02-29', '2027-02-30', '2027-13-01', '2027-3-1', 'March 1', '', ' 2027-03-01', null, 20270301])
      expect(isCalendarDay(value)).toBe(false);
  });

  it('adds days and counts them across months, years and summer time', () => {
    expect(addDays('2027-02-27', 3)).toBe('2027-03-02');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2027-03-15', -15)).toBe('2027-02-28');
    expect(daysBetween('2027-03-01', '2027-03-31')).toBe(30);
    expect(daysBetween('2027-03-09', '2027-03-01')).toBe(-8);
  });

  it('writes a day as the locale does, whatever the time zone', () => {
    expect(shortDay('2027-03-03', 'en')).toBe('Mar 3');
    expect(longDay('2026-03-02', 'en')).toBe('Mon, Mar 2, 2026');
    // A calendar day is not an instant: never shifted by a zone (issue 36 §3).
    expect(mediumDay('2026-11-28', 'en-US')).toBe('Nov 28, 2026');
  });
});
