import type { VendorUser } from '@/lib/vendor-users/defaults';
import type { InitializeEvent } from './auth-status';
import type { AuthUser } from './auth-user';
import { linksVendor } from './vendor-link';

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
