'use client';

import { personName } from '@/lib/vendor-users/person-name';
import { useAuth } from './AuthProvider';

/** The signed-in person's name as the live profile has it: a change saved in another tab shows here at once. */
export function SignedInAs() {
  const { state } = useAuth();
  if (state.status !== 'authenticated') return null;
  return (
    <p>
      Signed in as <strong>{personName(state.vendorUser)}</strong>
    </p>
  );
}
