import { describe, expect, it } from 'vitest';
import { anonymousUser, authUser, vendorUser } from '@/test/identity-fixtures';
import { authReducer, canDispatch, INITIAL_AUTH_STATE, isMagicallyLoggedIn, type AuthEvent, type AuthEventType, type AuthState } from './auth-status';

const dana = authUser();
const danaRecord = vendorUser();
const operator = authUser({ uid: 'user-2', email: 'sam@example.com', displayName: 'Sam' });
const operatorRecord = vendorUser({ email: 'sam@example.com' });
const visitor = anonymousUser('anon-1');

/** One state of every status, reason and type of spec §4. */
const STATES = {
  unknown: { status: 'unknown' },
  'notAuthenticated (noToken)': { status: 'notAuthenticated', reason: 'noToken' },
  'notAuthenticated (tokenDoesntMatchUser)': { status: 'notAuthenticated', reason: 'tokenDoesntMatchUser' },
  'notAuthenticated (waitingFor2ndFactor)': { status: 'notAuthenticated', reason: 'waitingFor2ndFactor' },
  'loggingIn (impersonate)': { status: 'loggingIn', type: 'impersonate' },
  'loggingIn (1stFactor)': { status: 'loggingIn', type: '1stFactor' },
  'loggingIn (2ndFactor)': { status: 'loggingIn', type: '2ndFactor' },
  'loggingIn (anonymous)': { status: 'loggingIn', type: 'anonymous' },
  signingUp: { status: 'signingUp' },
  anonymous: { status: 'anonymous', user: visitor },
  authenticated: { status: 'authenticated', user: dana, vendorUser: danaRecord },
  loggingOut: { status: 'loggingOut' },
} satisfies Record<string, AuthState>;
type StateName = keyof typeof STATES;

const NOT_AUTHENTICATED: StateName[] = ['notAuthenticated (noToken)', 'notAuthenticated (tokenDoesntMatchUser)', 'notAuthenticated (waitingFor2ndFactor)'];
/** Spec §4: listener updates apply in authenticated, anonymous and notAuthenticated, but not while waiting for the 2nd factor. */
const LISTENING: StateName[] = ['authenticated', 'anonymous', 'notAuthenticated (noToken)', 'notAuthenticated (tokenDoesntMatchUser)'];

const noToken: AuthState = { status: 'notAuthenticated', reason: 'noToken' };
const waiting: AuthState = { status: 'notAuthenticated', reason: 'waitingFor2ndFactor' };
const asDana: AuthState = { status: 'authenticated', user: dana, vendorUser: danaRecord };
const asOperator: AuthState = { status: 'authenticated', user: operator, vendorUser: operatorRecord };
const from = (names: StateName[], to: AuthState) => Object.fromEntries(names.map((name) => [name, to]));

type Row = { rule: string; event: AuthEvent; goes: Partial<Record<StateName, AuthState>> };

/** The spec §4 table, written out: every state not listed for a row must come back unchanged. */
const TABLE: Row[] = [
  {
    rule: 'INITIALIZE anonymous → anonymous',
    event: { type: 'INITIALIZE', outcome: 'anonymous', user: visitor },
    goes: { unknown: { status: 'anonymous', user: visitor } },
  },
  {
    rule: 'INITIALIZE authenticated → authenticated with the auth user and the vendorUser',
    event: { type: 'INITIALIZE', outcome: 'authenticated', user: dana, vendorUser: danaRecord },
    goes: { unknown: asDana },
  },
  {
    rule: 'INITIALIZE badToken → notAuthenticated (tokenDoesntMatchUser)',
    event: { type: 'INITIALIZE', outcome: 'badToken' },
    goes: { unknown: { status: 'notAuthenticated', reason: 'tokenDoesntMatchUser' } },
  },
  { rule: 'INITIALIZE noToken → notAuthenticated (noToken)', event: { type: 'INITIALIZE', outcome: 'noToken' }, goes: { unknown: noToken } },

  { rule: 'IMPERSONATE → loggingIn (impersonate)', event: { type: 'IMPERSONATE' }, goes: { authenticated: { status: 'loggingIn', type: 'impersonate' } } },
  {
    rule: 'IMPERSONATE success → authenticated',
    event: { type: 'IMPERSONATE_RESULT', outcome: 'success', user: operator, vendorUser: operatorRecord },
    goes: { 'loggingIn (impersonate)': asOperator },
  },
  {
    rule: 'IMPERSONATE failure → notAuthenticated (noToken)',
    event: { type: 'IMPERSONATE_RESULT', outcome: 'failure' },
    goes: { 'loggingIn (impersonate)': noToken },
  },

  {
    rule: '1ST_FACTOR_LOGIN → loggingIn (1stFactor)',
    event: { type: '1ST_FACTOR_LOGIN' },
    goes: from([...NOT_AUTHENTICATED, 'signingUp', 'anonymous'], { status: 'loggingIn', type: '1stFactor' }),
  },
  {
    rule: '1ST_FACTOR_LOGIN 2faRequired → notAuthenticated (waitingFor2ndFactor)',
    event: { type: '1ST_FACTOR_LOGIN_RESULT', outcome: '2faRequired' },
    goes: { 'loggingIn (1stFactor)': waiting },
  },
  {
    rule: '1ST_FACTOR_LOGIN success → authenticated',
    event: { type: '1ST_FACTOR_LOGIN_RESULT', outcome: 'success', user: dana, vendorUser: danaRecord },
    goes: { 'loggingIn (1stFactor)': asDana },
  },
  {
    rule: '1ST_FACTOR_LOGIN failed → notAuthenticated (noToken)',
    event: { type: '1ST_FACTOR_LOGIN_RESULT', outcome: 'failed' },
    goes: { 'loggingIn (1stFactor)': noToken },
  },

  {
    rule: '2ND_FACTOR_LOGIN → loggingIn (2ndFactor)',
    event: { type: '2ND_FACTOR_LOGIN' },
    goes: from(['notAuthenticated (waitingFor2ndFactor)', 'anonymous'], { status: 'loggingIn', type: '2ndFactor' }),
  },
  {
    rule: '2ND_FACTOR_LOGIN success → authenticated',
    event: { type: '2ND_FACTOR_LOGIN_RESULT', outcome: 'success', user: dana, vendorUser: danaRecord },
    goes: { 'loggingIn (2ndFactor)': asDana },
  },
  {
    rule: '2ND_FACTOR_LOGIN permanentlyFailed → notAuthenticated (noToken)',
    event: { type: '2ND_FACTOR_LOGIN_RESULT', outcome: 'permanentlyFailed' },
    goes: { 'loggingIn (2ndFactor)': noToken },
  },
  {
    rule: '2ND_FACTOR_LOGIN temporarilyFailed → stays notAuthenticated (waitingFor2ndFactor)',
    event: { type: '2ND_FACTOR_LOGIN_RESULT', outcome: 'temporarilyFailed' },
    goes: { 'loggingIn (2ndFactor)': waiting },
  },

  { rule: 'ANON_LOGIN → loggingIn (anonymous)', event: { type: 'ANON_LOGIN' }, goes: from(NOT_AUTHENTICATED, { status: 'loggingIn', type: 'anonymous' }) },
  {
    rule: 'ANON_LOGIN success → anonymous',
    event: { type: 'ANON_LOGIN_RESULT', outcome: 'success', user: visitor },
    goes: { 'loggingIn (anonymous)': { status: 'anonymous', user: visitor } },
  },
  {
    rule: 'ANON_LOGIN failure → notAuthenticated (noToken) (decision 0030)',
    event: { type: 'ANON_LOGIN_RESULT', outcome: 'failure' },
    goes: { 'loggingIn (anonymous)': noToken },
  },

  { rule: 'SIGNUP → signingUp', event: { type: 'SIGNUP' }, goes: from([...NOT_AUTHENTICATED, 'anonymous'], { status: 'signingUp' }) },
  {
    rule: 'SIGNUP success → authenticated',
    event: { type: 'SIGNUP_RESULT', outcome: 'success', user: dana, vendorUser: danaRecord },
    goes: { signingUp: asDana },
  },
  { rule: 'SIGNUP failure → notAuthenticated (noToken)', event: { type: 'SIGNUP_RESULT', outcome: 'failure' }, goes: { signingUp: noToken } },

  { rule: 'LOGOUT → loggingOut', event: { type: 'LOGOUT' }, goes: { authenticated: { status: 'loggingOut' } } },
  { rule: 'LOGOUT done → notAuthenticated (noToken)', event: { type: 'LOGOUT_RESULT' }, goes: { loggingOut: noToken } },

  // notAuthenticated (noToken) is already where "no user" leads, so it stays the same object.
  {
    rule: 'listener: no user → notAuthenticated (noToken)',
    event: { type: 'IDENTITY_CHANGED', user: null },
    goes: from(['authenticated', 'anonymous', 'notAuthenticated (tokenDoesntMatchUser)'], noToken),
  },
  {
    rule: 'listener: an anonymous user → anonymous',
    event: { type: 'IDENTITY_CHANGED', user: anonymousUser('anon-2') },
    goes: from(LISTENING, { status: 'anonymous', user: anonymousUser('anon-2') }),
  },
  {
    rule: 'listener: the signed-in user with fresh fields → authenticated with the new auth user, same vendorUser',
    event: { type: 'IDENTITY_CHANGED', user: authUser({ emailVerified: true }) },
    goes: { authenticated: { status: 'authenticated', user: authUser({ emailVerified: true }), vendorUser: danaRecord } },
  },
  {
    rule: 'listener: magicallyLoggedIn → authenticated',
    event: { type: 'MAGICALLY_LOGGED_IN', user: operator, vendorUser: operatorRecord },
    goes: from(LISTENING, asOperator),
  },

  {
    rule: 'Vendor profile update replaces vendorUser',
    event: { type: 'VENDOR_PROFILE_UPDATED', vendorUser: vendorUser({ firstName: 'Dana' }) },
    goes: { authenticated: { status: 'authenticated', user: dana, vendorUser: vendorUser({ firstName: 'Dana' }) } },
  },
];

const EVERY_EVENT_TYPE: AuthEventType[] = [
  'INITIALIZE',
  'IMPERSONATE',
  'IMPERSONATE_RESULT',
  '1ST_FACTOR_LOGIN',
  '1ST_FACTOR_LOGIN_RESULT',
  '2ND_FACTOR_LOGIN',
  '2ND_FACTOR_LOGIN_RESULT',
  'ANON_LOGIN',
  'ANON_LOGIN_RESULT',
  'SIGNUP',
  'SIGNUP_RESULT',
  'LOGOUT',
  'LOGOUT_RESULT',
  'IDENTITY_CHANGED',
  'MAGICALLY_LOGGED_IN',
  'VENDOR_PROFILE_UPDATED',
];

const cases = TABLE.flatMap((row) => (Object.keys(STATES) as StateName[]).map((stateName) => ({ row, stateName, expected: row.goes[stateName] })));

describe('auth status (spec §4 "Authentication status"), every event from every state', () => {
  it('the table covers every event type and every status', () => {
    expect(new Set(TABLE.map((row) => row.event.type))).toEqual(new Set(EVERY_EVENT_TYPE));
    expect(new Set(Object.values(STATES).map((state) => state.status))).toEqual(
      new Set(['unknown', 'notAuthenticated', 'loggingIn', 'signingUp', 'anonymous', 'authenticated', 'loggingOut']),
    );
  });

  it.each(cases.filter((c) => c.expected))('§4 $row.rule, from $stateName', ({ row, stateName, expected }) => {
    const state = STATES[stateName];
    expect(canDispatch(state, row.event.type)).toBe(true);
    expect(authReducer(state, row.event)).toEqual(expected);
  });

  it.each(cases.filter((c) => !c.expected))('§4 $row.rule: from $stateName nothing changes', ({ row, stateName }) => {
    const state = STATES[stateName];
    expect(authReducer(state, row.event)).toBe(state);
  });
});

describe('auth status rules beyond the table', () => {
  it('§4 the status starts as unknown', () => {
    expect(INITIAL_AUTH_STATE).toEqual({ status: 'unknown' });
  });

  it('§4 identity-listener updates are ignored while waitingFor2ndFactor (the pending sign-in has no session yet)', () => {
    const state = STATES['notAuthenticated (waitingFor2ndFactor)'];
    expect(canDispatch(state, 'IDENTITY_CHANGED')).toBe(false);
    expect(authReducer(state, { type: 'IDENTITY_CHANGED', user: null })).toBe(state);
    expect(isMagicallyLoggedIn(state, dana)).toBe(false);
  });

  it('§4 magicallyLoggedIn: a non-anonymous user appearing while anonymous or notAuthenticated needs the vendor user', () => {
    expect(isMagicallyLoggedIn(STATES.anonymous, dana)).toBe(true);
    expect(isMagicallyLoggedIn(STATES['notAuthenticated (noToken)'], dana)).toBe(true);
    expect(isMagicallyLoggedIn(STATES['notAuthenticated (tokenDoesntMatchUser)'], dana)).toBe(true);
    // Until the provider has the vendor user, the listener update alone changes nothing.
    expect(authReducer(STATES.anonymous, { type: 'IDENTITY_CHANGED', user: dana })).toBe(STATES.anonymous);
  });

  it('§4 magicallyLoggedIn does not apply while authenticated as that user, while loggingOut, or in the in-between states', () => {
    expect(isMagicallyLoggedIn(STATES.authenticated, dana)).toBe(false);
    for (const name of ['loggingOut', 'unknown', 'signingUp', 'loggingIn (1stFactor)', 'loggingIn (impersonate)'] as const) {
      expect(isMagicallyLoggedIn(STATES[name], dana)).toBe(false);
    }
  });

  it('§4 magicallyLoggedIn needs a non-anonymous user', () => {
    expect(isMagicallyLoggedIn(STATES['notAuthenticated (noToken)'], anonymousUser())).toBe(false);
    expect(isMagicallyLoggedIn(STATES['notAuthenticated (noToken)'], null)).toBe(false);
    const state = STATES['notAuthenticated (noToken)'];
    expect(authReducer(state, { type: 'MAGICALLY_LOGGED_IN', user: anonymousUser(), vendorUser: danaRecord })).toBe(state);
  });

  it('decision 0031: a different user replacing the signed-in one (end of an impersonation) is magicallyLoggedIn', () => {
    expect(isMagicallyLoggedIn(STATES.authenticated, operator)).toBe(true);
    expect(authReducer(STATES.authenticated, { type: 'MAGICALLY_LOGGED_IN', user: operator, vendorUser: operatorRecord })).toEqual(asOperator);
    // ...but MAGICALLY_LOGGED_IN for the user already signed in changes nothing.
    expect(authReducer(STATES.authenticated, { type: 'MAGICALLY_LOGGED_IN', user: dana, vendorUser: operatorRecord })).toBe(STATES.authenticated);
  });

  it('§4 MAGICALLY_LOGGED_IN arriving after the user started logging in changes nothing (the log-in finishes it)', () => {
    const state = STATES['loggingIn (1stFactor)'];
    expect(authReducer(state, { type: 'MAGICALLY_LOGGED_IN', user: dana, vendorUser: danaRecord })).toBe(state);
  });

  it('a listener update that repeats the current user returns the same state object', () => {
    expect(authReducer(STATES.anonymous, { type: 'IDENTITY_CHANGED', user: anonymousUser('anon-1') })).toBe(STATES.anonymous);
    expect(authReducer(STATES.authenticated, { type: 'IDENTITY_CHANGED', user: authUser() })).toBe(STATES.authenticated);
  });

  it('§4 a log-in with an SMS second factor: wrong code keeps waiting, the right one authenticates', () => {
    const steps: AuthEvent[] = [
      { type: 'INITIALIZE', outcome: 'noToken' },
      { type: '1ST_FACTOR_LOGIN' },
      { type: '1ST_FACTOR_LOGIN_RESULT', outcome: '2faRequired' },
      { type: 'IDENTITY_CHANGED', user: null },
      { type: '2ND_FACTOR_LOGIN' },
      { type: '2ND_FACTOR_LOGIN_RESULT', outcome: 'temporarilyFailed' },
    ];
    const afterWrongCode = steps.reduce(authReducer, INITIAL_AUTH_STATE);
    expect(afterWrongCode).toEqual(waiting);
    const done = [
      { type: '2ND_FACTOR_LOGIN' },
      { type: '2ND_FACTOR_LOGIN_RESULT', outcome: 'success', user: dana, vendorUser: danaRecord },
    ] satisfies AuthEvent[];
    expect(done.reduce(authReducer, afterWrongCode)).toEqual(asDana);
  });
});
