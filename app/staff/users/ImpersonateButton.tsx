'use client';

import { useAuth } from '@/components/auth/AuthProvider';
import { impersonateAction } from './actions';

/**
 * "Sign in as" (spec §6): §4's IMPERSONATE start event on submit. The action redirects, with or
 * without JavaScript, and the next page's start-up brings the result (components/auth/server-identity.ts).
 */
export function ImpersonateButton({ userId, email }: { userId: string; email: string }) {
  const { dispatch } = useAuth();
  return (
    <form action={impersonateAction} onSubmit={() => dispatch({ type: 'IMPERSONATE' })}>
      <input type="hidden" name="userId" value={userId} />
      <button type="submit" className="button" aria-label={`Sign in as ${email}`}>
        Sign in as
      </button>
    </form>
  );
}
