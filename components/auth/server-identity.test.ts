import { describe, expect, it } from 'vitest';
import { authReducer, type AuthState } from '@/lib/identity/status/auth-status';
import { anonymousUser, authUser, vendorUser } from '@/test/identity-fixtures';
import { serverIdentityEvents } from './server-identity';

const run = (state: AuthState, event: Parameters<typeof serverIdentityEvents>[1]) => serverIdentityEvents(state, event).reduce(authReducer, state);
const signedIn = (uid: string): AuthState => ({ status: 'authenticated', user: authUser({ uid }), vendorUser: vendorUser() });

describe('§4 identity-listener updates from a new render of the root layout', () => {
  it('magicallyLoggedIn: a real user appearing while signed out becomes authenticated with the vendor user the server brought', () => {
    const next = run(
      { status: 'notAuthenticated', reason: 'noToken' },
      { type: 'INITIALIZE', outcome: 'authenticated', user: authUser(), vendorUser: vendorUser({ firstName: 'Dana' }) },
    );
    expect(next).toMatchObject({ status: 'authenticated', user: { uid: 'user-1' }, vendorUser: { firstName: 'Dana' } });
  });

  it('another real user replacing the signed-in one (an impersonation started or ended) takes over', () => {
    const next = run(signedIn('admin'), { type: 'INITIALIZE', outcome: 'authenticated', user: authUser({ uid: 'customer' }), vendorUser: vendorUser() });
    expect(next).toMatchObject({ status: 'authenticated', user: { uid: 'customer' } });
  });

  it('no user → notAuthenticated/noToken; an anonymous user → anonymous', () => {
    expect(run(signedIn('u'), { type: 'INITIALIZE', outcome: 'noToken' })).toEqual({ status: 'notAuthenticated', reason: 'noToken' });
    expect(run({ status: 'notAuthenticated', reason: 'noToken' }, { type: 'INITIALIZE', outcome: 'anonymous', user: anonymousUser() })).toMatchObject({
      status: 'anonymous',
    });
  });

  it('ignored while waiting for the second factor and while a log-in finishes itself', () => {
    const waiting: AuthState = { status: 'notAuthenticated', reason: 'waitingFor2ndFactor' };
    expect(run(waiting, { type: 'INITIALIZE', outcome: 'noToken' })).toBe(waiting);
    const loggingIn: AuthState = { status: 'loggingIn', type: '1stFactor' };
    expect(run(loggingIn, { type: 'INITIALIZE', outcome: 'authenticated', user: authUser(), vendorUser: vendorUser() })).toBe(loggingIn);
  });

  it('§4 IMPERSONATE: the render after "Sign in as" is its result: the customer on success, noToken on failure', () => {
    const impersonating: AuthState = { status: 'loggingIn', type: 'impersonate' };
    expect(run(signedIn('admin'), { type: 'INITIALIZE', outcome: 'authenticated', user: authUser({ uid: 'admin' }), vendorUser: vendorUser() })).toEqual(
      signedIn('admin'),
    );
    expect(run(authReducer(signedIn('admin'), { type: 'IMPERSONATE' }), { type: 'INITIALIZE', outcome: 'noToken' })).toEqual({
      status: 'notAuthenticated',
      reason: 'noToken',
    });
    expect(serverIdentityEvents(impersonating, { type: 'INITIALIZE', outcome: 'noToken' })).toEqual([{ type: 'IMPERSONATE_RESULT', outcome: 'failure' }]);
    const customer = run(impersonating, {
      type: 'INITIALIZE',
      outcome: 'authenticated',
      user: authUser({ uid: 'customer' }),
      vendorUser: vendorUser({ firstName: 'Dana' }),
    });
    expect(customer).toMatchObject({ status: 'authenticated', user: { uid: 'customer' }, vendorUser: { firstName: 'Dana' } });
  });

  it('a sign-out under way ends when the server no longer sees a session, and not before', () => {
    expect(run({ status: 'loggingOut' }, { type: 'INITIALIZE', outcome: 'noToken' })).toEqual({ status: 'notAuthenticated', reason: 'noToken' });
    expect(run({ status: 'loggingOut' }, { type: 'INITIALIZE', outcome: 'authenticated', user: authUser(), vendorUser: vendorUser() })).toEqual({
      status: 'loggingOut',
    });
  });
});
