import { describe, expect, it } from 'vitest';
import { anonymousUser, authUser, VENDOR, vendorUser } from '@/test/identity-fixtures';
import { authReducer, INITIAL_AUTH_STATE } from './auth-status';
import { startUpDecision } from './auth-status';

const THIS_VENDOR = VENDOR.vendorId;

describe('start-up (spec §4 "Start-up")', () => {
  it('§4 Start-up 1: no stored auth session → notAuthenticated (noToken), nothing else done', () => {
    const decision = startUpDecision({ kind: 'noStoredSession' }, THIS_VENDOR);
    expect(decision).toEqual({ event: { type: 'INITIALIZE', outcome: 'noToken' }, forceRefreshIdToken: false, signOut: false });
    expect(authReducer(INITIAL_AUTH_STATE, decision.event)).toEqual({ status: 'notAuthenticated', reason: 'noToken' });
  });

  it('§4 Start-up 2: the loaded user and their vendor user → authenticated with both', () => {
    const user = authUser();
    const record = vendorUser();
    const decision = startUpDecision({ kind: 'signedIn', user, vendorUser: record }, THIS_VENDOR);
    expect(decision.signOut).toBe(false);
    expect(authReducer(INITIAL_AUTH_STATE, decision.event)).toEqual({ status: 'authenticated', user, vendorUser: record });
  });

  it('§4 Start-up 3: a vendors map that links this vendor force-refreshes the ID token', () => {
    const linked = vendorUser({ vendors: { 'cahuenga-prop-house': THIS_VENDOR } });
    expect(startUpDecision({ kind: 'signedIn', user: authUser(), vendorUser: linked }, THIS_VENDOR).forceRefreshIdToken).toBe(true);
  });

  it('§4 Start-up 3: no refresh when the vendors map is empty or links only other vendors', () => {
    const unlinked = vendorUser({ vendors: {} });
    const elsewhere = vendorUser({ vendors: { 'other-house': 'other-props', 'cahuenga-prop-house': 'not-this-id' } });
    expect(startUpDecision({ kind: 'signedIn', user: authUser(), vendorUser: unlinked }, THIS_VENDOR).forceRefreshIdToken).toBe(false);
    expect(startUpDecision({ kind: 'signedIn', user: authUser(), vendorUser: elsewhere }, THIS_VENDOR).forceRefreshIdToken).toBe(false);
  });

  it('§4 Start-up 4: any error signs the user out and the status becomes noToken', () => {
    const decision = startUpDecision({ kind: 'failed', error: new Error('database down') }, THIS_VENDOR);
    expect(decision.signOut).toBe(true);
    expect(decision.forceRefreshIdToken).toBe(false);
    expect(authReducer(INITIAL_AUTH_STATE, decision.event)).toEqual({ status: 'notAuthenticated', reason: 'noToken' });
  });

  it('§4 INITIALIZE badToken: a stored session that names no live user → tokenDoesntMatchUser', () => {
    const decision = startUpDecision({ kind: 'sessionDoesntMatchUser' }, THIS_VENDOR);
    expect(authReducer(INITIAL_AUTH_STATE, decision.event)).toEqual({ status: 'notAuthenticated', reason: 'tokenDoesntMatchUser' });
  });

  it('§4 INITIALIZE anonymous: an anonymous session → anonymous, with no vendor user and no refresh', () => {
    const visitor = anonymousUser();
    const decision = startUpDecision({ kind: 'anonymous', user: visitor }, THIS_VENDOR);
    expect(decision.forceRefreshIdToken).toBe(false);
    expect(authReducer(INITIAL_AUTH_STATE, decision.event)).toEqual({ status: 'anonymous', user: visitor });
  });
});
