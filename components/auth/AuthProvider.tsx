'use client';

import { useRouter } from 'next/navigation';
import { createContext, useContext, useEffect, useMemo, useReducer, useRef, useState, type Dispatch, type ReactNode } from 'react';
import { authReducer, INITIAL_AUTH_STATE, type AuthEvent, type AuthState, type InitializeEvent } from '@/lib/identity/status/auth-status';
import { authUserFrom, type ProviderUser } from '@/lib/identity/status/auth-status';
import { shouldForceRefreshIdToken } from '@/lib/identity/status/auth-status';
import { askPersonalState } from './ask-personal-state';
import { idTokenHolder, type IdTokenHolder } from './id-token';
import { followLiveProfile } from './live-profile';
import type { PersonalState } from '@/lib/identity/status/personal-state';
import { serverIdentityEvents, serverUser } from './server-identity';

/** `personal`: the person's own part of the page, once known (null on a shared page until /api/me answers). */
type AuthContextValue = { state: AuthState; dispatch: Dispatch<AuthEvent>; personal: PersonalState | null } & IdTokenHolder;

const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs the AuthProvider of the root layout.');
  return value;
}

/** Changes when the server sees another user, or the same one with other fields. */
function identityKey(event: InitializeEvent | undefined): string {
  return event ? JSON.stringify(serverUser(event)) : '';
}

/**
 * The §4 authentication status in the browser. On a personal page it starts from the layout's
 * start-up (INITIALIZE), so the first render already knows who is signed in; a shared page is the
 * same for everyone (issue 29, decision 126), so it starts `unknown` and INITIALIZE comes from
 * /api/me once the page has loaded. Forms dispatch each event and its result around their server
 * action. Identity-listener updates come from three places: a new render of the root layout after a
 * server action or refresh (a personal page's carries the start-up; a shared page's, a new
 * `renderId`, asks /api/me again), and the session read again when the tab becomes visible
 * (another tab signed in or out). While signed in, the live profile replaces the vendor user and a
 * lost vendor link force-refreshes the ID token.
 */
export function AuthProvider({ server, renderId, children }: { server: PersonalState | null; renderId: string; children: ReactNode }) {
  const router = useRouter();
  const [state, dispatch] = useReducer(authReducer, server?.event, (event: InitializeEvent | undefined) =>
    event ? authReducer(INITIAL_AUTH_STATE, event) : INITIAL_AUTH_STATE,
  );
  const [asked, setAsked] = useState<PersonalState | null>(null);
  const personal = server ?? asked;
  const tokens = useMemo(() => idTokenHolder(personal?.idToken ?? null), [personal?.idToken]);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  // Identity listener, fed by the server: the reducer applies §4's rules (ignored while waiting for
  // the second factor or in the middle of a log-in, which finishes itself). The first answer is
  // INITIALIZE itself.
  const key = identityKey(personal?.event);
  const seen = useRef(identityKey(server?.event));
  useEffect(() => {
    if (seen.current === key || !personal) return;
    seen.current = key;
    if (latest.current.status === 'unknown') dispatch(personal.event);
    else for (const event of serverIdentityEvents(latest.current, personal.event)) dispatch(event);
  }, [key, personal]);

  // A shared page asks who this is after it loads, and again after each new render of the layout.
  // A personal page was told by its layout; its tab still makes its start-up once.
  useEffect(() => {
    let current = true;
    void askPersonalState({ onlyToStartUp: server !== null }).then((answer) => {
      if (current && answer) setAsked(answer);
    });
    return () => {
      current = false;
    };
  }, [server, renderId]);

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

  const value = useMemo(() => ({ state, dispatch, personal, getIdToken: tokens.getIdToken }), [state, personal, tokens]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
