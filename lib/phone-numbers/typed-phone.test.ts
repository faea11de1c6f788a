import { describe, expect, it } from 'vitest';
import { hasPhoneDigits, phoneNumberIn } from './typed-phone';

describe('issue 39 §5: a phone for log-in codes typed as the profile takes it, the house’s country by default', () => {
  it('a US house reads a national number typed with brackets, dots, dashes or spaces', () => {
    for (const typed of ['(818) 555-0199', '818.555.0199', '818 555 0199', '1 818 555 0199', '+1 (818) 555-0199', '  8185550199 ']) {
      expect(phoneNumberIn(typed, 'US'), typed).toBe('+18185550199');
    }
  });

  it('a number with its own country code keeps it, whatever the house’s', () => {
    expect(phoneNumberIn('+44 20 7946 0018', 'US')).toBe('+442079460018');
    expect(phoneNumberIn('0044 20 7946 0018', 'US')).toBe('+442079460018');
    expect(phoneNumberIn('011 44 20 7946 0018', 'US')).toBe('+442079460018');
  });

  it('another house’s country drops the trunk zero where its numbers do', () => {
    expect(phoneNumberIn('020 7946 0018', 'GB')).toBe('+442079460018');
    expect(phoneNumberIn('06 1234 5678', 'IT')).toBe('+390612345678');
  });

  it('refuses what the profile refuses, a short US number, and a national number in a country it does not know', () => {
    for (const typed of ['call me', '555-01', '818 555 01999 12345 6', '12+3456789', '555 0199 12']) expect(phoneNumberIn(typed, 'US'), typed).toBeNull();
    expect(phoneNumberIn('030 1234567', 'ZZ')).toBeNull();
    expect(hasPhoneDigits('(818) 555-0199')).toBe(true);
  });
});
