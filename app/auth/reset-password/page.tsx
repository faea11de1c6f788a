import type { Metadata } from 'next';
import Link from 'next/link';
import { env } from '@/lib/env/env';
import type { PageProps } from '@/lib/site/page-props';
import { ResetPasswordForm } from './ResetPasswordForm';

export const metadata: Metadata = { title: 'Choose a new password', robots: { index: false } };

/** Where the emailed link lands (issue 24 §3): the new password, under the sign-up rules. The link is checked when it is used. */
export default async function ResetPasswordPage({ searchParams }: PageProps) {
  const { token } = await searchParams;
  return (
    <div className="page">
      <h1>Choose a new password</h1>
      {typeof token === 'string' && token ? (
        <ResetPasswordForm token={token} minLength={env().PASSWORD_MIN_LENGTH} />
      ) : (
        <p>
          This page opens from the link we email. <Link href="/auth/forgot-password">Ask for a link</Link>.
        </p>
      )}
    </div>
  );
}
