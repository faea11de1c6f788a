import type { Metadata } from 'next';
import Link from 'next/link';
import { ERROR_MESSAGES } from '@/lib/identity/auth/errors';
import type { PageProps } from '@/lib/site/page-props';

export const metadata: Metadata = { title: 'Email link', robots: { index: false } };

/**
 * Where a confirmation link from an email lands once better-auth has checked it. A bad, used or
 * expired link arrives with `error` and gets spec §8's invalidEmailLoginLink (decision 81).
 */
export default async function EmailLinkPage({ searchParams }: PageProps) {
  const { error } = await searchParams;
  if (error !== undefined) {
    return (
      <div className="page">
        <h1>Email link</h1>
        <p role="alert" className="notice notice-error">
          {ERROR_MESSAGES.invalidEmailLoginLink}
        </p>
        <p>
          The link may have been used already or be out of date. <Link href="/account">Send a new one from your account</Link>, or{' '}
          <Link href="/auth/login">log in</Link>.
        </p>
      </div>
    );
  }
  return (
    <div className="page">
      <h1>Email link</h1>
      <p role="status" className="notice notice-success">
        Your email address is confirmed.
      </p>
      <p>
        <Link href="/catalog">Browse the catalogue</Link>
      </p>
    </div>
  );
}
