import { describe, expect, it } from 'vitest';
import { chosenClaimWindow, claimWindows, isoWeekday, isPickUpDay, pickUpDaysInWords } from './claim-windows';

const counter = { pickUpDays: [1, 2, 3, 4, 5], opensAt: '09:00', closesAt: '17:00', windowHours: 2, maxLeadDays: 14 };

describe('issue 12 §8: collection windows within the counter’s hours', () => {
  it('windows from opening time, the last one cut at closing time', () => {
    expect(claimWindows(counter)).toEqual(['09:00–11:00', '11:00–13:00', '13:00–15:00', '15:00–17:00']);
    expect(claimWindows({ ...counter, opensAt: '08:30', closesAt: '12:00', windowHours: 3 })).toEqual(['08:30–11:30', '11:30–12:00']);
  });

  it('weekdays of calendar days, 1 = Monday … 7 = Sunday, and the counter’s days', () => {
    expect(['2027-03-01', '2027-03-05', '2027-03-06', '2027-03-07'].map(isoWeekday)).toEqual([1, 5, 6, 7]);
    expect(isPickUpDay('2027-03-05', counter)).toBe(true);
    expect(isPickUpDay('2027-03-07', counter)).toBe(false);
  });

  it('the counter’s days in words', () => {
    expect(pickUpDaysInWords(counter)).toBe('Monday to Friday');
    expect(pickUpDaysInWords({ ...counter, pickUpDays: [6, 2, 4] })).toBe('Tuesday, Thursday and Saturday');
    expect(pickUpDaysInWords({ ...counter, pickUpDays: [3] })).toBe('Wednesday');
  });

  it('issue 36 §3: the window chosen stays chosen beside a refusal; one the counter no longer has falls back to the first', () => {
    const windows = claimWindows(counter);
    expect(chosenClaimWindow('13:00–15:00', windows)).toBe('13:00–15:00');
    expect(chosenClaimWindow(undefined, windows)).toBe('09:00–11:00');
    expect(chosenClaimWindow('07:00–09:00', windows)).toBe('09:00–11:00');
  });
});
