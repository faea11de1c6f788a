import type { Metadata } from 'next';
import Link from 'next/link';
import { PASSWORD_RESET_MINUTES } from '@/lib/identity/auth/auth';
import { ForgotPasswordForm } from './ForgotPasswordForm';

export const metadata: Metadata = { title: 'Forgot password', alternates: { canonical: '/auth/forgot-password' } };

/** "Forgot password?" (issue 24 §3): the email to send a link to, for a crew member locked out at 6 am. */
export default function ForgotPasswordPage() {
  return (
    <div className="page">
      <h1>Forgot password</h1>
      <p className="lead">
        Give the email you log in with, and we will send it a link to choose a new password. It works once, for {PASSWORD_RESET_MINUTES} minutes.
      </p>
      <ForgotPasswordForm />
      <p>
        <Link href="/auth/login">Back to log in</Link>
      </p>
    </div>
  );
}
