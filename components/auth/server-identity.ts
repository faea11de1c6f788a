import type { AuthEvent, AuthState, InitializeEvent } from '@/lib/identity/status/auth-status';
import type { AuthUser } from '@/lib/identity/status/auth-status';

/** The user the server's start-up found: anonymous or signed in, else nobody. */
export function serverUser(event: InitializeEvent): AuthUser | null {
  return event.outcome === 'anonymous' || event.outcome === 'authenticated' ? event.user : null;
}

/**
 * What a new render of the root layout tells the provider's identity listener (spec §4). The
 * reducer applies the listener rules; a real user arrives with the vendor user the server fetched
 * or created, so MAGICALLY_LOGGED_IN follows at once (the reducer checks it applies). A sign-out
 * under way ends (LOGOUT_RESULT) once the server no longer sees a session.
 */
export function serverIdentityEvents(state: AuthState, event: InitializeEvent): AuthEvent[] {
  // "Sign in as" finishes on the server, which redirects (app/staff/users/actions.ts): the next
  // render's start-up is IMPERSONATE's result, the customer on success, no session on failure.
  if (state.status === 'loggingIn' && state.type === 'impersonate') {
    return [
      event.outcome === 'authenticated'
        ? { type: 'IMPERSONATE_RESULT', outcome: 'success', user: event.user, vendorUser: event.vendorUser }
        : { type: 'IMPERSONATE_RESULT', outcome: 'failure' },
    ];
  }
  const user = serverUser(event);
  const events: AuthEvent[] = [];
  if (state.status === 'loggingOut' && !user) events.push({ type: 'LOGOUT_RESULT' });
  events.push({ type: 'IDENTITY_CHANGED', user });
  if (event.outcome === 'authenticated') events.push({ type: 'MAGICALLY_LOGGED_IN', user: event.user, vendorUser: event.vendorUser });
  return events;
}
