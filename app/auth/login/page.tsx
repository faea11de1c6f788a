import type { Metadata } from 'next';
import Link from 'next/link';
import { startUpForRequest } from '@/lib/identity/viewer';
import { AlreadySignedIn } from '@/components/auth/AlreadySignedIn';
import { sameSitePath } from '@/lib/navigation/same-site-path';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';
import { GuestForm, LogInForm } from './LogInForm';

export const metadata: Metadata = { title: 'Log in', alternates: { canonical: '/auth/login' } };

/** Spec §2 /auth/login. Only a same-site redirectTo is passed on, normalised, and only that is ever followed (decision 32, issue 23 §1). */
export default async function LogInPage({ searchParams }: PageProps) {
  const { redirectTo, reason } = await searchParams;
  const startUp = await startUpForRequest();
  const back = sameSitePath(redirectTo);
  return (
    <div className="page">
      <h1>Log in</h1>
      <p className="lead">{tenant.loginSubtitle}</p>
      {reason === 'password-reset' && (
        <p role="status" className="notice">
          Your password is changed, and every device was signed out. Log in with the new password.
        </p>
      )}
      {reason === 'impersonation' && (
        <p role="alert" className="notice notice-error">
          That account could not be opened for support, so you were signed out to be safe. Log in again to go back to Accounts.
        </p>
      )}
      {/* The form stays mounted when its own action signs the person in (the page renders again in
          that request), so it can finish: tell the provider, then follow §2's navigation. */}
      {startUp.decision.event.outcome === 'authenticated' && <AlreadySignedIn />}
      <LogInForm redirectTo={back} />
      <GuestForm redirectTo={back} />
      <p>
        <Link href="/">Back to the prop house</Link>
      </p>
    </div>
  );
}
