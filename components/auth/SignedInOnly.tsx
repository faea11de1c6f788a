'use client';

import type { ReactNode } from 'react';
import { useAuth } from './AuthProvider';

/**
 * A tenant link with `auth: true` (decision 3): shown once the §4 status is authenticated. Decided in
 * the browser, so a shared page is the same for everyone (decision 126).
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  return useAuth().state.status === 'authenticated' ? children : null;
}
