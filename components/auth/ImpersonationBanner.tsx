'use client';

import { stopImpersonatingAction } from '@/app/account/impersonation-actions';
import { useAuth } from './AuthProvider';

/**
 * Spec §6 impersonation, shown on every page while an admin acts as a customer, with the way back.
 * A plain form: on a personal page it works before the page's JavaScript has loaded.
 */
export function ImpersonationBanner() {
  const name = useAuth().personal?.supportSessionFor;
  if (!name) return null;
  return (
    <div role="region" aria-label="Support session" className="notice notice-warning impersonation-banner">
      <p>You are signed in as {name} for support</p>
      <form action={stopImpersonatingAction}>
        <button type="submit" className="button">
          Return to your account
        </button>
      </form>
    </div>
  );
}
