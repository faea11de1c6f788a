import { describe, expect, it } from 'vitest';
import { houseToday, startOfHouseDay } from './house-time';

describe('issue 12: the house’s calendar', () => {
  it('today is the house’s day, not the server’s', () => {
    expect(houseToday('America/Los_Angeles', Date.parse('2027-03-02T05:00:00Z'))).toBe('2027-03-01');
    expect(houseToday('Europe/London', Date.parse('2027-03-02T05:00:00Z'))).toBe('2027-03-02');
  });

  it('a day starts at the house’s midnight, summer time included', () => {
    expect(new Date(startOfHouseDay('2027-03-08', 'America/Los_Angeles')).toISOString()).toBe('2027-03-08T08:00:00.000Z');
    expect(new Date(startOfHouseDay('2027-07-08', 'America/Los_Angeles')).toISOString()).toBe('2027-07-08T07:00:00.000Z');
    expect(new Date(startOfHouseDay('2027-07-08', 'UTC')).toISOString()).toBe('2027-07-08T00:00:00.000Z');
  });
});
