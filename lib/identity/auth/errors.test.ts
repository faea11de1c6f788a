import { describe, expect, it } from 'vitest';
import {
  APP_ERROR_CODES,
  credentialFailureCode,
  ERROR_MESSAGES,
  mapAuthError,
  multiFactorRequiredMessage,
  secondFactorFailure,
  stripProviderPrefix,
  type AuthOperation,
  type ProviderError,
} from './errors';

// Codes are written out as better-auth sends them on the wire, so a rename in better-auth fails here.
const logIn = { operation: 'logIn' } as const;

describe('error catalogue (spec §8) messages', () => {
  it('§8 every message the spec gives, character for character', () => {
    expect(ERROR_MESSAGES.emailAlreadyInUse).toBe('This email address is already registered. Please log in.');
    expect(ERROR_MESSAGES.userNotFound).toBe('There is no user record corresponding to this identifier. The user may have been deleted.');
    expect(ERROR_MESSAGES.wrongPassword).toBe('The password is invalid or the user does not have a password.');
    expect(ERROR_MESSAGES.invalidEmailLoginLink).toBe('Invalid sign in with email link');
    expect(ERROR_MESSAGES.passwordChangeUserNotFound).toBe('Expecting an authenticater user to have the same email.');
    expect(ERROR_MESSAGES.missingEmail).toBe('Missing email address');
    expect(ERROR_MESSAGES.captchaMissing).toBe('recaptcha not loaded');
  });
});

describe('mapping better-auth errors to the catalogue (spec §8)', () => {
  it.each<[string, AuthOperation]>([
    ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'signUp'],
    ['USER_ALREADY_EXISTS', 'signUp'],
    ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'linkAnonymous'],
    ['USER_ALREADY_EXISTS', 'changeEmail'],
  ])('§8 email already in use: %s during %s', (code, operation) => {
    expect(mapAuthError({ code, message: 'User already exists. Use another email.' }, { operation })).toMatchObject({
      code: 'conflict',
      reason: 'emailAlreadyInUse',
      message: 'This email address is already registered. Please log in.',
    });
  });

  it('§8 user not found at log-in (the sign-in hook reports USER_NOT_FOUND)', () => {
    expect(mapAuthError({ code: 'USER_NOT_FOUND', message: 'User not found' }, logIn).message).toBe(ERROR_MESSAGES.userNotFound);
  });

  it('§8 wrongPassword at log-in (the sign-in hook reports INVALID_PASSWORD)', () => {
    expect(mapAuthError({ code: 'INVALID_PASSWORD', message: 'Invalid password' }, logIn).message).toBe(ERROR_MESSAGES.wrongPassword);
  });

  it("§8 better-auth's combined INVALID_EMAIL_OR_PASSWORD, when the hook could not tell, gets the combined message", () => {
    expect(mapAuthError({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, logIn)).toMatchObject({
      reason: 'invalidCredentials',
      message: ERROR_MESSAGES.invalidCredentials,
    });
  });

  it('§8 emailEnumerationProtection answers an unknown user and a wrong password with one message', () => {
    const options = { operation: 'logIn', emailEnumerationProtection: true } as const;
    const answers = ['USER_NOT_FOUND', 'INVALID_PASSWORD', 'INVALID_EMAIL_OR_PASSWORD'].map((code) => mapAuthError({ code }, options).message);
    expect(new Set(answers)).toEqual(new Set([ERROR_MESSAGES.invalidCredentials]));
  });

  it("§8 without the flag the two log-in messages differ (the spec's default)", () => {
    expect(mapAuthError({ code: 'USER_NOT_FOUND' }, logIn).message).not.toBe(mapAuthError({ code: 'INVALID_PASSWORD' }, logIn).message);
  });

  it('§8 password change without a matching email user → "Expecting an authenticater user to have the same email."', () => {
    for (const code of ['CREDENTIAL_ACCOUNT_NOT_FOUND', 'USER_NOT_FOUND', 'EMAIL_MISMATCH', APP_ERROR_CODES.PASSWORD_CHANGE_EMAIL_MISMATCH]) {
      expect(mapAuthError({ code }, { operation: 'changePassword' }).message).toBe('Expecting an authenticater user to have the same email.');
    }
  });

  it('§5 password change: a wrong old password (re-authentication failed) is the wrongPassword message', () => {
    expect(mapAuthError({ code: 'INVALID_PASSWORD', message: 'Invalid password' }, { operation: 'changePassword' }).reason).toBe('wrongPassword');
  });

  it('§8 requiresRecentLogin when the session is not fresh enough to change email', () => {
    for (const code of ['SESSION_NOT_FRESH', 'SESSION_EXPIRED']) {
      expect(mapAuthError({ code }, { operation: 'changeEmail' })).toMatchObject({
        code: 'unauthenticated',
        reason: 'requiresRecentLogin',
        message: ERROR_MESSAGES.requiresRecentLogin,
      });
    }
  });

  it("§8 emailNeeds2ndFactorVerification and invalidEmailLoginLink come from our own handlers' codes", () => {
    expect(mapAuthError({ code: 'EMAIL_NEEDS_SECOND_FACTOR_VERIFICATION' }, { operation: 'changeEmail' }).reason).toBe('emailNeeds2ndFactorVerification');
    expect(mapAuthError({ code: 'INVALID_EMAIL_LOGIN_LINK' }, { operation: 'logIn' }).message).toBe('Invalid sign in with email link');
  });

  it.each([
    ['INVALID_CODE', 'invalidVerificationCode'],
    ['INVALID_BACKUP_CODE', 'invalidVerificationCode'],
    ['INVALID_OTP', 'invalidVerificationCode'],
    ['OTP_HAS_EXPIRED', 'codeExpired'],
    ['INVALID_TWO_FACTOR_COOKIE', 'codeExpired'],
    ['OTP_EXPIRED', 'codeExpired'],
    ['OTP_NOT_FOUND', 'codeExpired'],
    ['TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE', 'tooManyAttempts'],
    ['TOO_MANY_ATTEMPTS', 'tooManyAttempts'],
  ])('§8 second factor: %s → %s', (code, kind) => {
    expect(mapAuthError({ code, message: 'provider text' }, { operation: 'secondFactor' }).reason).toBe(kind);
  });

  it('§8 any other provider error is passed on unchanged', () => {
    const locked = 'Too many failed verification attempts. Your account is temporarily locked. Please try again later.';
    expect(mapAuthError({ code: 'ACCOUNT_TEMPORARILY_LOCKED', message: locked }, { operation: 'secondFactor' })).toMatchObject({
      message: locked,
      reason: 'ACCOUNT_TEMPORARILY_LOCKED',
    });
    expect(mapAuthError({ code: 'YOU_CANNOT_IMPERSONATE_ADMINS', message: 'You cannot impersonate admins' }, { operation: 'other' }).message).toBe(
      'You cannot impersonate admins',
    );
    expect(mapAuthError({ message: 'Too many requests. Please try again later.', status: 429 }, logIn)).toMatchObject({
      code: 'rateLimited',
      message: 'Too many requests. Please try again later.',
      reason: null,
    });
  });

  it('§8 the log-in meanings of USER_NOT_FOUND and INVALID_PASSWORD do not leak into other calls', () => {
    expect(mapAuthError({ code: 'USER_NOT_FOUND', message: 'User not found' }, { operation: 'other' }).message).toBe('User not found');
    expect(mapAuthError({ code: 'INVALID_PASSWORD', message: 'Invalid password' }, { operation: 'signUp' }).message).toBe('Invalid password');
  });

  it('an error with no message at all still says something', () => {
    expect(mapAuthError({}, logIn).message).toBe('Something went wrong. Please try again.');
  });
});

describe('second-factor failures (spec §4, §8)', () => {
  const secondFactorError = (error: ProviderError) => mapAuthError(error, { operation: 'secondFactor' });

  it('§8 invalidVerificationCode is temporary: the user stays waiting for the 2nd factor', () => {
    expect(secondFactorFailure(secondFactorError({ code: 'INVALID_CODE' }))).toBe('temporarilyFailed');
    expect(secondFactorFailure(secondFactorError({ code: 'INVALID_OTP' }))).toBe('temporarilyFailed');
  });

  it('§8 codeExpired is permanent: back to noToken', () => {
    expect(secondFactorFailure(secondFactorError({ code: 'OTP_HAS_EXPIRED' }))).toBe('permanentlyFailed');
    expect(secondFactorFailure(secondFactorError({ code: 'INVALID_TWO_FACTOR_COOKIE' }))).toBe('permanentlyFailed');
  });

  it('§8 too many attempts and a locked account are permanent', () => {
    expect(secondFactorFailure(secondFactorError({ code: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' }))).toBe('permanentlyFailed');
    expect(secondFactorFailure(secondFactorError({ code: 'ACCOUNT_TEMPORARILY_LOCKED' }))).toBe('permanentlyFailed');
  });

  it('decision 0033: a rate limit or a dropped connection is temporary (the pending sign-in may still be good)', () => {
    expect(secondFactorFailure(secondFactorError({ status: 429, message: 'Too many requests. Please try again later.' }))).toBe('temporarilyFailed');
    expect(secondFactorFailure(secondFactorError({}))).toBe('temporarilyFailed');
  });
});

describe('telling an unknown email from a wrong password (decision 0034)', () => {
  it('§8 no account for the email → USER_NOT_FOUND; an account → INVALID_PASSWORD', () => {
    expect(credentialFailureCode(false)).toBe('USER_NOT_FOUND');
    expect(credentialFailureCode(true)).toBe('INVALID_PASSWORD');
    expect(mapAuthError({ code: credentialFailureCode(false) }, logIn).reason).toBe('userNotFound');
    expect(mapAuthError({ code: credentialFailureCode(true) }, logIn).reason).toBe('wrongPassword');
  });
});

describe('multiFactorRequired message (spec §8, decision 0035)', () => {
  it("§8 shows the provider's message without its prefix", () => {
    expect(stripProviderPrefix('[Better Auth]: Two factor required')).toBe('Two factor required');
    expect(stripProviderPrefix('Firebase: Error (auth/multi-factor-auth-required).')).toBe('Error (auth/multi-factor-auth-required).');
    expect(stripProviderPrefix('TWO_FACTOR_REQUIRED: Enter the code we sent')).toBe('Enter the code we sent');
    expect(multiFactorRequiredMessage('TWO_FACTOR_REQUIRED: Enter the code we sent')).toBe('Enter the code we sent');
  });

  it('only a leading label is a prefix; a colon later in the sentence stays', () => {
    expect(stripProviderPrefix('Enter the code: it is in your texts')).toBe('Enter the code: it is in your texts');
    expect(stripProviderPrefix('Note: check your phone')).toBe('Note: check your phone');
  });

  it('better-auth sends no message with twoFactorRedirect, so ours stands in', () => {
    expect(multiFactorRequiredMessage(undefined)).toBe(ERROR_MESSAGES.multiFactorRequired);
    expect(multiFactorRequiredMessage('[Better Auth]:  ')).toBe(ERROR_MESSAGES.multiFactorRequired);
  });
});
