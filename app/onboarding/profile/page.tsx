import type { Metadata } from 'next';
import Link from 'next/link';
import { withReturnTo } from '@/lib/identity/status/after-auth';
import { requireCustomer } from '@/lib/identity/viewer';
import { sameSitePath } from '@/lib/navigation/same-site-path';
import type { PageProps } from '@/lib/site/page-props';
import { ProfileForm } from './ProfileForm';

export const metadata: Metadata = { title: 'Your profile', robots: { index: false } };

/** Spec §2 /onboarding/profile: who you are and which emails you want; signed-in users only. A new user's way back rides along (issue 24 §4). */
export default async function OnboardingProfilePage({ searchParams }: PageProps) {
  const returnTo = sameSitePath((await searchParams).returnTo);
  const { vendorUser } = await requireCustomer(withReturnTo('/onboarding/profile', returnTo));
  return (
    <div className="page">
      <h1>Your profile</h1>
      <p className="lead">Tell the prop house who you are and what you are working on, so holds and pulls go smoothly.</p>
      <ProfileForm vendorUser={vendorUser} returnTo={returnTo} />
      <p>
        {returnTo ? <Link href={returnTo}>{backToWords(returnTo)}</Link> : <Link href="/catalog">Browse the catalogue</Link>} ·{' '}
        <Link href="/account">Your account</Link>
      </p>
    </div>
  );
}

/** The link back to the page that sent a new user to sign up (issue 24 §4), named for it. */
function backToWords(path: string): string {
  if (path.startsWith('/set-lists/')) return 'Back to your set list';
  if (path.startsWith('/set-lists')) return 'Back to your set lists';
  if (path.startsWith('/favourites')) return 'Back to your favourites';
  if (path.startsWith('/items/')) return 'Back to the prop';
  return 'Back to where you were';
}
