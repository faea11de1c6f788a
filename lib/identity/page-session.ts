import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '@/lib/db';
import { currentRequestHeaders, requestAuthExchange } from './next-auth-exchange';
import { startUpFromSession, type StartUp } from './start-up-session';

/**
 * Start-up (spec §4) once per server render: the root layout and the page share one answer, so a
 * page load reads the session and touches the vendor user once.
 */
export const startUpForRequest = cache(async (): Promise<StartUp> => {
  const [exchange, incoming, db] = await Promise.all([requestAuthExchange({ readOnly: true }), currentRequestHeaders(), getDb()]);
  return startUpFromSession(exchange, { db, headers: incoming });
});

export type SignedInPage = StartUp & { user: NonNullable<StartUp['user']>; vendorUser: NonNullable<StartUp['vendorUser']> };

/** `/auth/login?redirectTo=…` for a page that needs a signed-in user; the log-in page checks the value again (same-site only). */
export function logInHref(redirectTo: string): string {
  return `/auth/login?${new URLSearchParams({ redirectTo })}`;
}

/** Pages for signed-in users: anyone else (signed out, anonymous) is sent to log in and brought back. */
export async function requireSignedIn(redirectTo: string): Promise<SignedInPage> {
  const startUp = await startUpForRequest();
  if (startUp.decision.event.outcome !== 'authenticated' || !startUp.user || !startUp.vendorUser) redirect(logInHref(redirectTo));
  return startUp as SignedInPage;
}
