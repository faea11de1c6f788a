import type { Metadata } from 'next';
import Link from 'next/link';
import { requireCustomer } from '@/lib/identity/viewer';
import type { PageProps } from '@/lib/site/page-props';
import { ProfileForm } from './ProfileForm';

export const metadata: Metadata = { title: 'Your profile', robots: { index: false } };

/** Spec §2 /onboarding/profile: who you are and which emails you want; signed-in users only. */
export default async function OnboardingProfilePage(_props: PageProps) {
  const { vendorUser } = await requireCustomer('/onboarding/profile');
  return (
    <div className="page">
      <h1>Your profile</h1>
      <p className="lead">Tell the prop house who you are and what you are working on, so holds and pulls go smoothly.</p>
      <ProfileForm vendorUser={vendorUser} />
      <p>
        <Link href="/catalog">Browse the catalogue</Link> · <Link href="/account">Your account</Link>
      </p>
    </div>
  );
}
