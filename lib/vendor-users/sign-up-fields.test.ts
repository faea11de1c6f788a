import { describe, expect, it } from 'vitest';
import { defaultVendorUser } from '@/lib/house/vendor-user';
import { displayNameFromEmail, newVendorUserRecord, orderByNameFrom, signUpFields, VendorUserCreationError } from './sign-up-fields';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const vendor = { vendorId: 'cahuenga-props', vendorName: 'cahuenga-prop-house' };
const signUp = { email: 'Dana.Reyes+props@example.com', captchaToken: 'altcha-solution', priorAuthStatus: 'wasNotAuthenticated', now: NOW } as const;

describe('displayName and orderByName (spec §3 "Fields added when a vendor user is created at sign-up")', () => {
  it("§3 displayName is the email's local part with every non-alphanumeric character removed", () => {
    expect(displayNameFromEmail('Dana.Reyes+props@example.com')).toBe('DanaReyesprops');
    expect(displayNameFromEmail('set_dec-2024@studio.example')).toBe('setdec2024');
    expect(displayNameFromEmail("o'brien@example.com")).toBe('obrien');
  });

  it('§3 only the local part counts, even when it contains an @ (quoted local parts)', () => {
    expect(displayNameFromEmail('"a@b"@example.com')).toBe('ab');
  });

  it('decision 0037: letters and digits of any script are alphanumeric, composed or decomposed', () => {
    expect(displayNameFromEmail('josé.garcía@example.com')).toBe('joségarcía');
    expect(displayNameFromEmail('jose\u0301@example.com')).toBe('josé');
    expect(displayNameFromEmail('δημήτρης_1@example.gr')).toBe('δημήτρης1');
  });

  it('§3 orderByName is displayName in lower case', () => {
    expect(orderByNameFrom('DanaReyesprops')).toBe('danareyesprops');
    expect(signUpFields(signUp).orderByName).toBe('danareyesprops');
  });
});

describe('sign-up fields (spec §3) and creation errors (spec §5)', () => {
  it('§3 carries the captcha token, email, wasAnonymous, displayName, orderByName and lastLoginAt', () => {
    expect(signUpFields(signUp)).toEqual({
      captchaToken: 'altcha-solution',
      email: 'Dana.Reyes+props@example.com',
      wasAnonymous: false,
      displayName: 'DanaReyesprops',
      orderByName: 'danareyesprops',
      lastLoginAt: NOW,
      isEmailVerified: false,
    });
  });

  it('§3 wasAnonymous is true when the prior status was anonymous', () => {
    expect(signUpFields({ ...signUp, priorAuthStatus: 'wasAnonymous' }).wasAnonymous).toBe(true);
  });

  it('§3 isEmailVerified = false is added only when the prior auth status was wasNotAuthenticated', () => {
    expect(signUpFields(signUp)).toHaveProperty('isEmailVerified', false);
    expect(signUpFields({ ...signUp, priorAuthStatus: 'wasAnonymous' })).not.toHaveProperty('isEmailVerified');
    expect(signUpFields({ ...signUp, priorAuthStatus: 'wasAuthenticated' })).not.toHaveProperty('isEmailVerified');
  });

  it('§5 without an email creation fails with "Missing email address"', () => {
    for (const email of [undefined, null, '', '   ']) {
      expect(() => signUpFields({ ...signUp, email })).toThrow(new VendorUserCreationError('missingEmail'));
      expect(() => signUpFields({ ...signUp, email })).toThrow('Missing email address');
    }
  });

  it('§5 without a loaded captcha creation fails with "recaptcha not loaded"', () => {
    for (const captchaToken of [undefined, null, '']) {
      expect(() => signUpFields({ ...signUp, captchaToken })).toThrow('recaptcha not loaded');
    }
  });

  it('§5 a missing email is reported before a missing captcha', () => {
    expect(() => signUpFields({ ...signUp, email: '', captchaToken: '' })).toThrow('Missing email address');
  });
});

describe('the new vendor user record (spec §7 "set when the user record is new")', () => {
  it('§7 is every default of §3 plus the sign-up fields', () => {
    const record = newVendorUserRecord({ ...signUp, vendor });
    expect(record).toEqual({ ...defaultVendorUser(vendor, NOW), ...signUpFields(signUp) });
    expect(record.displayName).toBe('DanaReyesprops');
    expect(record.stats.viewCount).toBe(0);
  });

  it('§3 a fresh sign-up is not verified even if the account says so', () => {
    expect(newVendorUserRecord({ ...signUp, vendor, emailVerified: true }).isEmailVerified).toBe(false);
  });

  it('decision 0037: an existing account (prior status not wasNotAuthenticated) keeps its verified email', () => {
    expect(newVendorUserRecord({ ...signUp, priorAuthStatus: 'wasAuthenticated', vendor, emailVerified: true }).isEmailVerified).toBe(true);
    expect(newVendorUserRecord({ ...signUp, priorAuthStatus: 'wasAnonymous', vendor }).isEmailVerified).toBe(false);
  });

  it('§5 the record is not made without an email or a captcha', () => {
    expect(() => newVendorUserRecord({ ...signUp, vendor, email: '' })).toThrow('Missing email address');
    expect(() => newVendorUserRecord({ ...signUp, vendor, captchaToken: undefined })).toThrow('recaptcha not loaded');
  });
});
