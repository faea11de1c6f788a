import type { Metadata } from 'next';
import Link from 'next/link';
import { withReturnTo } from '@/lib/identity/status/after-auth';
import { requireCustomer } from '@/lib/identity/viewer';
import { sameSitePath } from '@/lib/navigation/same-site-path';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';
import { WelcomeHeading } from '@/components/auth/WelcomeHeading';
import { greetingName } from '@/lib/vendor-users/person-name';

export const metadata: Metadata = { title: 'Welcome', robots: { index: false } };

/** Spec §2 /onboarding/welcome: shown first to new users when ONBOARDING_WELCOME=true. */
export default async function OnboardingWelcomePage({ searchParams }: PageProps) {
  const returnTo = sameSitePath((await searchParams).returnTo);
  const { vendorUser } = await requireCustomer(withReturnTo('/onboarding/welcome', returnTo));
  return (
    <div className="page">
      <WelcomeHeading fallback={greetingName(vendorUser)} />
      <p className="lead">
        Thank you for joining {tenant.vendor.displayName}. Tell us a little about yourself and your production, and we will have your props ready when you need
        them.
      </p>
      <div className="button-row">
        <Link href={withReturnTo('/onboarding/profile', returnTo)} className="button">
          Continue to your profile
        </Link>
      </div>
    </div>
  );
}
