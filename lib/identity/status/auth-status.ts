import type { VendorUser } from '@/lib/house/vendor-user';

/** The auth user as the client keeps it (spec §3 "Auth user"). */
export type AuthUser = {
  uid: string;
  displayName: string | null;
  email: string | null;
  emailVerified: boolean;
  isAnonymous: boolean;
  phoneNumber: string | null;
  photoURL: string | null;
};

/** The user better-auth returns with the anonymous and phone-number plugins enabled. */
export type ProviderUser = {
  id: string;
  name?: string | null;
  email?: string | null;
  emailVerified?: boolean | null;
  image?: string | null;
  isAnonymous?: boolean | null;
  phoneNumber?: string | null;
};

/**
 * better-auth gives an anonymous user a generated placeholder email; it is nobody's address, so
 * the client sees none, as spec §6 expects of an anonymous visitor.
 */
export function authUserFrom(user: ProviderUser): AuthUser {
  const isAnonymous = user.isAnonymous === true;
  return {
    uid: user.id,
    displayName: user.name || null,
    email: isAnonymous ? null : user.email || null,
    emailVerified: user.emailVerified === true,
    isAnonymous,
    phoneNumber: user.phoneNumber || null,
    photoURL: user.image || null,
  };
}

export function sameAuthUser(a: AuthUser, b: AuthUser): boolean {
  return (
    a.uid === b.uid &&
    a.displayName === b.displayName &&
    a.email === b.email &&
    a.emailVerified === b.emailVerified &&
    a.isAnonymous === b.isAnonymous &&
    a.phoneNumber === b.phoneNumber &&
    a.photoURL === b.photoURL
  );
}

/** Spec §6 "Vendor link": the user's vendors map (vendor name → vendor id) names this vendor's id. */
export function linksVendor(vendorUser: Pick<VendorUser, 'vendors'>, vendorId: string): boolean {
  return Object.values(vendorUser.vendors ?? {}).includes(vendorId);
}

/**
 * Spec §4, the live profile: an update with fewer entries in the vendors map than before means a
 * vendor link was withdrawn, so the ID token is force-refreshed to drop the privilege claims it
 * carried. More or equal entries change nothing: a new link is picked up at the next start-up.
 */
export function shouldForceRefreshIdToken(previous: Pick<VendorUser, 'vendors'>, next: Pick<VendorUser, 'vendors'>): boolean {
  return Object.keys(next.vendors ?? {}).length < Object.keys(previous.vendors ?? {}).length;
}

/**
 * The authentication status of spec §4 as a pure reducer. Each event of the spec's table is a start
 * event (which moves to loggingIn, signingUp or loggingOut) followed by a *_RESULT event carrying
 * the outcome; INITIALIZE has no in-between state, so it carries its outcome at once. An event from
 * a state that does not allow it returns the very same state object, so React skips the render.
 */

export type NotAuthenticatedReason = 'noToken' | 'tokenDoesntMatchUser' | 'waitingFor2ndFactor';
export type LoggingInType = 'impersonate' | '1stFactor' | '2ndFactor' | 'anonymous';

export type AuthState =
  | { status: 'unknown' }
  | { status: 'notAuthenticated'; reason: NotAuthenticatedReason }
  | { status: 'loggingIn'; type: LoggingInType }
  | { status: 'signingUp' }
  | { status: 'anonymous'; user: AuthUser }
  | { status: 'authenticated'; user: AuthUser; vendorUser: VendorUser }
  | { status: 'loggingOut' };

export type AuthStatus = AuthState['status'];

export const INITIAL_AUTH_STATE: AuthState = { status: 'unknown' };

type SignedIn = { user: AuthUser; vendorUser: VendorUser };

export type InitializeEvent = { type: 'INITIALIZE' } & (
  { outcome: 'anonymous'; user: AuthUser } | ({ outcome: 'authenticated' } & SignedIn) | { outcome: 'badToken' } | { outcome: 'noToken' }
);

export type AuthEvent =
  | InitializeEvent
  | { type: 'IMPERSONATE' }
  | ({ type: 'IMPERSONATE_RESULT' } & (({ outcome: 'success' } & SignedIn) | { outcome: 'failure' }))
  | { type: '1ST_FACTOR_LOGIN' }
  | ({ type: '1ST_FACTOR_LOGIN_RESULT' } & ({ outcome: '2faRequired' } | ({ outcome: 'success' } & SignedIn) | { outcome: 'failed' }))
  | { type: '2ND_FACTOR_LOGIN' }
  | ({ type: '2ND_FACTOR_LOGIN_RESULT' } & (({ outcome: 'success' } & SignedIn) | { outcome: 'permanentlyFailed' } | { outcome: 'temporarilyFailed' }))
  | { type: 'ANON_LOGIN' }
  | ({ type: 'ANON_LOGIN_RESULT' } & ({ outcome: 'success'; user: AuthUser } | { outcome: 'failure' }))
  | { type: 'SIGNUP' }
  | ({ type: 'SIGNUP_RESULT' } & (({ outcome: 'success' } & SignedIn) | { outcome: 'failure' }))
  | { type: 'LOGOUT' }
  | { type: 'LOGOUT_RESULT' }
  /** The provider's identity listener reports the current user (null: nobody). */
  | { type: 'IDENTITY_CHANGED'; user: AuthUser | null }
  /** Dispatched by the provider once it has fetched or created the vendor user; see isMagicallyLoggedIn. */
  | ({ type: 'MAGICALLY_LOGGED_IN' } & SignedIn)
  /** The live subscription to the user's own vendor user record delivered a new version. */
  | { type: 'VENDOR_PROFILE_UPDATED'; vendorUser: VendorUser };

export type AuthEventType = AuthEvent['type'];

const noToken = (): AuthState => ({ status: 'notAuthenticated', reason: 'noToken' });
const loggingIn = (type: LoggingInType): AuthState => ({ status: 'loggingIn', type });
const authenticated = ({ user, vendorUser }: SignedIn): AuthState => ({ status: 'authenticated', user, vendorUser });

const is =
  (...statuses: AuthStatus[]) =>
  (state: AuthState) =>
    statuses.includes(state.status);
const isLoggingIn = (type: LoggingInType) => (state: AuthState) => state.status === 'loggingIn' && state.type === type;
const isWaitingFor2ndFactor = (state: AuthState) => state.status === 'notAuthenticated' && state.reason === 'waitingFor2ndFactor';

/** Spec §4: identity-listener updates apply in these states, except while waiting for the 2nd factor. */
const listensToIdentity = (state: AuthState) => is('authenticated', 'anonymous', 'notAuthenticated')(state) && !isWaitingFor2ndFactor(state);

/** The "Allowed from" column of spec §4, plus each result event's own in-between state. */
const ALLOWED_FROM: Record<AuthEventType, (state: AuthState) => boolean> = {
  INITIALIZE: is('unknown'),
  // Only a signed-in admin can impersonate (docs/decisions/0030-auth-status-events.md).
  IMPERSONATE: is('authenticated'),
  IMPERSONATE_RESULT: isLoggingIn('impersonate'),
  '1ST_FACTOR_LOGIN': is('notAuthenticated', 'signingUp', 'anonymous'),
  '1ST_FACTOR_LOGIN_RESULT': isLoggingIn('1stFactor'),
  '2ND_FACTOR_LOGIN': (state) => isWaitingFor2ndFactor(state) || state.status === 'anonymous',
  '2ND_FACTOR_LOGIN_RESULT': isLoggingIn('2ndFactor'),
  ANON_LOGIN: is('notAuthenticated'),
  ANON_LOGIN_RESULT: isLoggingIn('anonymous'),
  SIGNUP: is('notAuthenticated', 'anonymous'),
  SIGNUP_RESULT: is('signingUp'),
  LOGOUT: is('authenticated'),
  LOGOUT_RESULT: is('loggingOut'),
  IDENTITY_CHANGED: listensToIdentity,
  MAGICALLY_LOGGED_IN: listensToIdentity,
  VENDOR_PROFILE_UPDATED: is('authenticated'),
};

/** Whether an event of this type would be considered in this state (buttons can use it too). */
export function canDispatch(state: AuthState, type: AuthEventType): boolean {
  return ALLOWED_FROM[type](state);
}

/**
 * Spec §4 "magicallyLoggedIn": a non-anonymous user appears while the status is neither
 * authenticated nor loggingOut. The provider then fetches or creates the vendor user and dispatches
 * MAGICALLY_LOGGED_IN. A *different* user replacing the signed-in one (another tab, the end of an
 * impersonation) counts as appearing too (docs/decisions/0031-identity-listener.md).
 */
export function isMagicallyLoggedIn(state: AuthState, user: AuthUser | null): user is AuthUser {
  if (user === null || user.isAnonymous || !listensToIdentity(state)) return false;
  return state.status !== 'authenticated' || state.user.uid !== user.uid;
}

function onIdentityChanged(state: AuthState, user: AuthUser | null): AuthState {
  if (user === null) {
    return state.status === 'notAuthenticated' && state.reason === 'noToken' ? state : noToken();
  }
  if (user.isAnonymous) {
    return state.status === 'anonymous' && sameAuthUser(state.user, user) ? state : { status: 'anonymous', user };
  }
  // The same signed-in user with fresh fields (a verified email, a new phone): keep the vendor user.
  if (state.status === 'authenticated' && state.user.uid === user.uid) {
    return sameAuthUser(state.user, user) ? state : { ...state, user };
  }
  // Any other real user needs a vendor user first: MAGICALLY_LOGGED_IN follows.
  return state;
}

function initialized(event: InitializeEvent): AuthState {
  switch (event.outcome) {
    case 'anonymous':
      return { status: 'anonymous', user: event.user };
    case 'authenticated':
      return authenticated(event);
    case 'badToken':
      return { status: 'notAuthenticated', reason: 'tokenDoesntMatchUser' };
    case 'noToken':
      return noToken();
  }
}

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  if (!canDispatch(state, event.type)) return state;
  switch (event.type) {
    case 'INITIALIZE':
      return initialized(event);
    case 'IMPERSONATE':
      return loggingIn('impersonate');
    case 'IMPERSONATE_RESULT':
      return event.outcome === 'success' ? authenticated(event) : noToken();
    case '1ST_FACTOR_LOGIN':
      return loggingIn('1stFactor');
    case '1ST_FACTOR_LOGIN_RESULT':
      if (event.outcome === 'success') return authenticated(event);
      return event.outcome === '2faRequired' ? { status: 'notAuthenticated', reason: 'waitingFor2ndFactor' } : noToken();
    case '2ND_FACTOR_LOGIN':
      return loggingIn('2ndFactor');
    case '2ND_FACTOR_LOGIN_RESULT':
      if (event.outcome === 'success') return authenticated(event);
      return event.outcome === 'temporarilyFailed' ? { status: 'notAuthenticated', reason: 'waitingFor2ndFactor' } : noToken();
    case 'ANON_LOGIN':
      return loggingIn('anonymous');
    case 'ANON_LOGIN_RESULT':
      // The spec names only "→ anonymous"; a failed anonymous sign-in leaves the visitor signed out.
      return event.outcome === 'success' ? { status: 'anonymous', user: event.user } : noToken();
    case 'SIGNUP':
      return { status: 'signingUp' };
    case 'SIGNUP_RESULT':
      return event.outcome === 'success' ? authenticated(event) : noToken();
    case 'LOGOUT':
      return { status: 'loggingOut' };
    case 'LOGOUT_RESULT':
      return noToken();
    case 'IDENTITY_CHANGED':
      return onIdentityChanged(state, event.user);
    case 'MAGICALLY_LOGGED_IN':
      // Re-checked here: the state may have moved on while the vendor user was being fetched.
      return isMagicallyLoggedIn(state, event.user) ? authenticated(event) : state;
    case 'VENDOR_PROFILE_UPDATED':
      return state.status === 'authenticated' ? { ...state, vendorUser: event.vendorUser } : state;
  }
}

/**
 * What the provider found while starting up (spec §4 "Start-up"), gathered by I/O elsewhere:
 * - noStoredSession: no session cookie was presented;
 * - sessionDoesntMatchUser: a session cookie was presented but names no live session or user
 *   (expired, revoked, signed with an old secret): the spec's badToken;
 * - anonymous: the session is an anonymous user's (who has no vendor user);
 * - signedIn: the user was loaded and the vendor user fetched or created;
 * - failed: any step threw (loading the user, the vendor user, refreshing the token).
 */
export type StartUpFacts =
  | { kind: 'noStoredSession' }
  | { kind: 'sessionDoesntMatchUser' }
  | { kind: 'anonymous'; user: AuthUser }
  | { kind: 'signedIn'; user: AuthUser; vendorUser: VendorUser }
  | { kind: 'failed'; error: unknown };

export type StartUpDecision = {
  event: InitializeEvent;
  /** Step 3: the vendors map links this vendor, so fetch the ID token again with fresh claims. */
  forceRefreshIdToken: boolean;
  /** Step 4: any error signs the user out. */
  signOut: boolean;
};

export function startUpDecision(facts: StartUpFacts, vendorId: string): StartUpDecision {
  switch (facts.kind) {
    case 'noStoredSession':
      return { event: { type: 'INITIALIZE', outcome: 'noToken' }, forceRefreshIdToken: false, signOut: false };
    case 'sessionDoesntMatchUser':
      return { event: { type: 'INITIALIZE', outcome: 'badToken' }, forceRefreshIdToken: false, signOut: false };
    case 'anonymous':
      return {
        event: { type: 'INITIALIZE', outcome: 'anonymous', user: facts.user },
        forceRefreshIdToken: false,
        signOut: false,
      };
    case 'signedIn':
      return {
        event: { type: 'INITIALIZE', outcome: 'authenticated', user: facts.user, vendorUser: facts.vendorUser },
        forceRefreshIdToken: linksVendor(facts.vendorUser, vendorId),
        signOut: false,
      };
    case 'failed':
      return { event: { type: 'INITIALIZE', outcome: 'noToken' }, forceRefreshIdToken: false, signOut: true };
  }
}
