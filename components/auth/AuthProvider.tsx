'use client';

import { useRouter } from 'next/navigation';
import { createContext, useContext, useEffect, useMemo, useReducer, useRef, type Dispatch, type ReactNode } from 'react';
import { authReducer, INITIAL_AUTH_STATE, type AuthEvent, type AuthState, type InitializeEvent } from '@/lib/identity/auth-status';
import { authUserFrom, type ProviderUser } from '@/lib/identity/auth-status';
import { shouldForceRefreshIdToken } from '@/lib/identity/auth-status';
import { idTokenHolder, type IdTokenHolder } from './id-token';
import { followLiveProfile } from './live-profile';
import { serverIdentityEvents, serverUser } from './server-identity';

type AuthContextValue = { state: AuthState; dispatch: Dispatch<AuthEvent> } & IdTokenHolder;

const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs the AuthProvider of the root layout.');
  return value;
}

/** What the server's start-up (spec §4) found for this render of the root layout. */
export type ServerAuth = { event: InitializeEvent; idToken: string | null };

/** Changes when the server sees another user, or the same one with other fields. */
function identityKey(event: InitializeEvent): string {
  return JSON.stringify(serverUser(event));
}

/**
 * The §4 authentication status in the browser. It starts from the server's start-up (INITIALIZE),
 * so the first render already knows who is signed in. Forms dispatch each event and its result
 * around their server action. Identity-listener updates come from two places: a new render of the
 * root layout after a server action or refresh (the server has fetched or created the vendor user,
 * so a new user is "magicallyLoggedIn" at once), and the session read again when the tab becomes
 * visible (another tab signed in or out). While signed in, the live profile replaces the vendor
 * user and a lost vendor link force-refreshes the ID token.
 */
export function AuthProvider({ server, children }: { server: ServerAuth; children: ReactNode }) {
  const router = useRouter();
  const [state, dispatch] = useReducer(authReducer, server.event, (event: InitializeEvent) => authReducer(INITIAL_AUTH_STATE, event));
  const tokens = useMemo(() => idTokenHolder(server.idToken), [server.idToken]);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  // Identity listener, fed by the server: the reducer applies §4's rules (ignored while waiting for
  // the second factor or in the middle of a log-in, which finishes itself).
  const key = identityKey(server.event);
  const seen = useRef(key);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    for (const event of serverIdentityEvents(latest.current, server.event)) dispatch(event);
  }, [key, server.event]);

  // Identity listener, fed by the session when the tab comes back into view; also keeps the session
  // cookie fresh, which server components cannot do.
  useEffect(() => {
    const check = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const response = await fetch('/api/auth/get-session', { credentials: 'same-origin', cache: 'no-store' });
        // A refusal (a rate limit, a server error) says nothing about the session: only an answer does.
        if (!response.ok) return;
        const body = (await response.json()) as { user?: ProviderUser } | null;
        const user = body?.user ? authUserFrom(body.user) : null;
        const current = latest.current;
        const known = current.status === 'authenticated' || current.status === 'anonymous' ? current.user.uid : null;
        dispatch({ type: 'IDENTITY_CHANGED', user });
        // A new real user needs its vendor user, which the server fetches or creates on a refresh.
        if (user && !user.isAnonymous && user.uid !== known) router.refresh();
      } catch (error) {
        console.error('The identity listener could not read the session:', error);
      }
    };
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, [router]);

  // The live profile, while signed in (one stream per user; a new uid opens a new one).
  const uid = state.status === 'authenticated' ? state.user.uid : null;
  useEffect(() => {
    if (!uid) return;
    return followLiveProfile({
      uid,
      onProfile: (vendorUser) => {
        const before = latest.current;
        dispatch({ type: 'VENDOR_PROFILE_UPDATED', vendorUser });
        if (before.status === 'authenticated' && shouldForceRefreshIdToken(before.vendorUser, vendorUser)) {
          tokens.getIdToken({ forceRefresh: true }).catch((error) => console.error('The ID token could not be refreshed:', error));
        }
      },
    });
  }, [uid, tokens]);

  const value = useMemo(() => ({ state, dispatch, getIdToken: tokens.getIdToken }), [state, tokens]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
