import { describe, expect, it } from 'vitest';
import { maskedPhoneNumber } from './after-auth';

describe('§7 Identity provider: the SMS second factor shows its masked phone number', () => {
  it('shows only the last two digits', () => {
    expect(maskedPhoneNumber('+18185550142')).toBe('•••• •••• 42');
    expect(maskedPhoneNumber('+44 20 7946 0958')).toBe('•••• •••• 58');
  });

  it('shows nothing for a missing or implausible number', () => {
    expect(maskedPhoneNumber(null)).toBeNull();
    expect(maskedPhoneNumber('')).toBeNull();
    expect(maskedPhoneNumber('+12')).toBeNull();
  });
});
