import type { Metadata } from 'next';
import Link from 'next/link';
import { env } from '@/lib/env/env';
import { startUpForRequest } from '@/lib/identity/viewer';
import { AlreadySignedIn } from '@/components/auth/AlreadySignedIn';
import { sameSitePath } from '@/lib/navigation/same-site-path';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';
import { SignUpForm } from './SignUpForm';

export const metadata: Metadata = { title: 'Sign up', alternates: { canonical: '/auth/signup' } };

/** Spec §2 /auth/signup. From a guest (anonymous) session, signing up links it (spec §6). Only a same-site redirectTo is carried (issue 23 §1). */
export default async function SignUpPage({ searchParams }: PageProps) {
  const { redirectTo, returnTo } = await searchParams;
  const startUp = await startUpForRequest();
  return (
    <div className="page">
      <h1>Sign up</h1>
      <p className="lead">{tenant.signupSubtitle}</p>
      <p>
        {tenant.vendor.displayName} approves each new account before it confirms a {tenant.request.type.toLowerCase()}: you can keep favourites, build set lists
        and send {tenant.request.type} requests at once, and staff look over your details before they confirm one.
      </p>
      {/* The form stays mounted when its own action signs the person in (the page renders again in
          that request), so it can finish: tell the provider, then follow §2's navigation. */}
      {startUp.decision.event.outcome === 'authenticated' && <AlreadySignedIn />}
      <SignUpForm redirectTo={sameSitePath(redirectTo)} returnTo={sameSitePath(returnTo)} passwordMinLength={env().PASSWORD_MIN_LENGTH} />
      <p>
        <Link href="/">Back to the prop house</Link>
      </p>
    </div>
  );
}
