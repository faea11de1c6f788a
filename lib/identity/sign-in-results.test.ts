import { describe, expect, it } from 'vitest';
import { authUser, vendorUser } from '@/test/identity-fixtures';
import { authReducer, type AuthEvent, type AuthState } from './auth-status';
import { ERROR_MESSAGES } from './errors';
import { firstFactorResult, secondFactorResult } from './sign-in-results';

const loggingIn1st: AuthState = { status: 'loggingIn', type: '1stFactor' };
const loggingIn2nd: AuthState = { status: 'loggingIn', type: '2ndFactor' };

describe('first-factor log-in results (spec §4 1ST_FACTOR_LOGIN, §8 multiFactorRequired)', () => {
  it('§8 multiFactorRequired: twoFactorRedirect moves the status to waitingFor2ndFactor with the methods and a message', () => {
    const result = firstFactorResult({ data: { twoFactorRedirect: true, twoFactorMethods: ['otp', 'totp'] } });
    expect(result).toEqual({ outcome: '2faRequired', message: ERROR_MESSAGES.multiFactorRequired, methods: ['otp', 'totp'] });
    const event = { type: '1ST_FACTOR_LOGIN_RESULT', outcome: result.outcome } as AuthEvent;
    expect(authReducer(loggingIn1st, event)).toEqual({ status: 'notAuthenticated', reason: 'waitingFor2ndFactor' });
  });

  it('§8 multiFactorRequired with a prefixed provider message shows it without the prefix', () => {
    const result = firstFactorResult({ data: { twoFactorRedirect: true, message: '[Better Auth]: Enter your code' } });
    expect(result).toMatchObject({ outcome: '2faRequired', message: 'Enter your code', methods: [] });
  });

  it('§4 a signed-in answer is success', () => {
    expect(firstFactorResult({ data: { token: 't', user: { id: 'u1' } } })).toEqual({ outcome: 'success' });
  });

  it('§8 a failed log-in is mapped through the catalogue, honouring the enumeration flag', () => {
    expect(firstFactorResult({ error: { code: 'USER_NOT_FOUND' } })).toMatchObject({
      outcome: 'failed',
      error: { kind: 'userNotFound', message: ERROR_MESSAGES.userNotFound },
    });
    expect(firstFactorResult({ error: { code: 'USER_NOT_FOUND' } }, { emailEnumerationProtection: true })).toMatchObject({
      error: { kind: 'invalidCredentials' },
    });
  });
});

describe('second-factor log-in results (spec §4 2ND_FACTOR_LOGIN)', () => {
  const outcomeFrom = (state: AuthState, outcome: string) =>
    authReducer(state, { type: '2ND_FACTOR_LOGIN_RESULT', outcome, user: authUser(), vendorUser: vendorUser() } as AuthEvent);

  it('§4 a wrong code is temporarilyFailed and the user stays waitingFor2ndFactor', () => {
    const result = secondFactorResult({ error: { code: 'INVALID_CODE', message: 'Invalid code' } });
    expect(result).toMatchObject({ outcome: 'temporarilyFailed', error: { kind: 'invalidVerificationCode' } });
    expect(outcomeFrom(loggingIn2nd, result.outcome)).toEqual({ status: 'notAuthenticated', reason: 'waitingFor2ndFactor' });
  });

  it('§4 an expired code is permanentlyFailed and the user goes back to noToken', () => {
    const result = secondFactorResult({ error: { code: 'OTP_HAS_EXPIRED', message: 'OTP has expired' } });
    expect(result).toMatchObject({ outcome: 'permanentlyFailed', error: { kind: 'codeExpired', message: ERROR_MESSAGES.codeExpired } });
    expect(outcomeFrom(loggingIn2nd, result.outcome)).toEqual({ status: 'notAuthenticated', reason: 'noToken' });
  });

  it('§4 a right code is success', () => {
    expect(secondFactorResult({ data: { token: 't' } })).toEqual({ outcome: 'success' });
  });
});
