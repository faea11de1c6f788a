import { describe, expect, it } from 'vitest';
import { authUser, vendorUser } from '@/test/identity-fixtures';
import { authReducer, type AuthEvent, type AuthState } from './auth-status';
import { ERROR_MESSAGES, firstFactorResult, secondFactorFailure, secondFactorResult } from '@/lib/identity/auth/errors';

const loggingIn1st: AuthState = { status: 'loggingIn', type: '1stFactor' };
const loggingIn2nd: AuthState = { status: 'loggingIn', type: '2ndFactor' };

describe('first-factor log-in results (spec §4 1ST_FACTOR_LOGIN, §8 multiFactorRequired)', () => {
  it('§8 multiFactorRequired: twoFactorRedirect moves the status to waitingFor2ndFactor with the methods and a message', () => {
    const result = firstFactorResult({ data: { twoFactorRedirect: true, twoFactorMethods: ['otp', 'totp'] } });
    expect(result).toEqual({ ok: true, data: { step: '2faRequired', message: ERROR_MESSAGES.multiFactorRequired, methods: ['otp', 'totp'] } });
    const event = { type: '1ST_FACTOR_LOGIN_RESULT', outcome: '2faRequired' } as AuthEvent;
    expect(authReducer(loggingIn1st, event)).toEqual({ status: 'notAuthenticated', reason: 'waitingFor2ndFactor' });
  });

  it('§8 multiFactorRequired with a prefixed provider message shows it without the prefix', () => {
    const result = firstFactorResult({ data: { twoFactorRedirect: true, message: '[Better Auth]: Enter your code' } });
    expect(result).toMatchObject({ ok: true, data: { step: '2faRequired', message: 'Enter your code', methods: [] } });
  });

  it('§4 a signed-in answer is success', () => {
    expect(firstFactorResult({ data: { token: 't', user: { id: 'u1' } } })).toEqual({ ok: true, data: { step: 'signedIn' } });
  });

  it('§8 a failed log-in is mapped through the catalogue, honouring the enumeration flag', () => {
    expect(firstFactorResult({ error: { code: 'USER_NOT_FOUND' } })).toMatchObject({
      ok: false,
      error: { reason: 'userNotFound', message: ERROR_MESSAGES.userNotFound },
    });
    expect(firstFactorResult({ error: { code: 'USER_NOT_FOUND' } }, { emailEnumerationProtection: true })).toMatchObject({
      error: { reason: 'invalidCredentials' },
    });
  });
});

describe('second-factor log-in results (spec §4 2ND_FACTOR_LOGIN)', () => {
  const outcomeFrom = (state: AuthState, outcome: string) =>
    authReducer(state, { type: '2ND_FACTOR_LOGIN_RESULT', outcome, user: authUser(), vendorUser: vendorUser() } as AuthEvent);
  const failureOf = (result: ReturnType<typeof secondFactorResult>) => {
    if (result.ok) throw new Error('expected a failure');
    return result.error;
  };

  it('§4 a wrong code is temporarilyFailed and the user stays waitingFor2ndFactor', () => {
    const error = failureOf(secondFactorResult({ error: { code: 'INVALID_CODE', message: 'Invalid code' } }));
    expect(error).toMatchObject({ reason: 'invalidVerificationCode' });
    expect(secondFactorFailure(error)).toBe('temporarilyFailed');
    expect(outcomeFrom(loggingIn2nd, secondFactorFailure(error))).toEqual({ status: 'notAuthenticated', reason: 'waitingFor2ndFactor' });
  });

  it('§4 an expired code is permanentlyFailed and the user goes back to noToken', () => {
    const error = failureOf(secondFactorResult({ error: { code: 'OTP_HAS_EXPIRED', message: 'OTP has expired' } }));
    expect(error).toMatchObject({ reason: 'codeExpired', message: ERROR_MESSAGES.codeExpired });
    expect(outcomeFrom(loggingIn2nd, secondFactorFailure(error))).toEqual({ status: 'notAuthenticated', reason: 'noToken' });
  });

  it('§4 a right code is success', () => {
    expect(secondFactorResult({ data: { token: 't' } })).toEqual({ ok: true, data: null });
  });
});
