'use client';

import Link from 'next/link';
import { useAuth } from './AuthProvider';

/** On the log-in and sign-up pages, for someone who is already signed in (and not in the middle of signing in here). */
export function AlreadySignedIn() {
  const { state } = useAuth();
  if (state.status !== 'authenticated') return null;
  return (
    <p className="notice">
      You are logged in. <Link href="/account">Go to your account</Link>
    </p>
  );
}
