'use client';

import { greetingName } from '@/lib/vendor-users/person-name';
import { useAuth } from './AuthProvider';

/**
 * "Welcome, Dana": from the live profile, so a first name saved a moment ago shows even on a page the
 * browser kept from before (back from the profile page). `fallback` is the server's greeting.
 */
export function WelcomeHeading({ fallback }: { fallback: string }) {
  const { state } = useAuth();
  return <h1>Welcome, {state.status === 'authenticated' ? greetingName(state.vendorUser) : fallback}</h1>;
}
