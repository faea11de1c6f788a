import type { Metadata } from 'next';
import Link from 'next/link';
import { SignedInAs } from '@/components/auth/SignedInAs';
import { maskedPhoneNumber } from '@/lib/identity/status/after-auth';
import { currentSession, requestAuthExchange } from '@/lib/identity/auth/auth-exchange';
import { requireCustomer } from '@/lib/identity/viewer';
import type { PageProps } from '@/lib/site/page-props';
import {
  ChangeEmailForm,
  ChangePasswordForm,
  PhoneFactorForm,
  ResendVerificationForm,
  SignOutForm,
  SignOutOthersForm,
  TurnOffSecondFactorForm,
} from './AccountForms';

export const metadata: Metadata = { title: 'Your account', robots: { index: false } };

/** The signed-in user's account (issue 3): email, password, log-in codes, sessions. */
export default async function AccountPage(_props: PageProps) {
  const { user, vendorUser } = await requireCustomer('/account');
  const session = await currentSession(await requestAuthExchange({ readOnly: true }));
  const account = session?.user as { twoFactorEnabled?: boolean | null; phoneNumber?: string | null } | undefined;
  return (
    <div className="page">
      <h1>Your account</h1>
      <SignedInAs />
      <p>
        Email: {user.email} {user.emailVerified ? '(confirmed)' : '(not confirmed yet)'}
      </p>
      {vendorUser.wasAnonymous && <p>Your guest session was kept when you signed up.</p>}
      <p>
        <Link href="/onboarding/profile">Edit your profile</Link>
      </p>
      <SignOutForm />
      {!user.emailVerified && <ResendVerificationForm />}
      <ChangeEmailForm secondFactor={Boolean(account?.twoFactorEnabled)} />
      <ChangePasswordForm />
      {account?.twoFactorEnabled ? (
        <>
          <p>Log-in codes go to {maskedPhoneNumber(account.phoneNumber)}.</p>
          <TurnOffSecondFactorForm />
        </>
      ) : (
        <PhoneFactorForm profilePhone={vendorUser.phone} />
      )}
      <SignOutOthersForm />
    </div>
  );
}
