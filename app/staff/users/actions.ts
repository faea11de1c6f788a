'use server';

import { submittedForm } from '@/lib/forms/action-input';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { currentSession } from '@/lib/identity/account';
import { impersonateUser, stopImpersonating } from '@/lib/identity/impersonation';
import { requestAuthExchange } from '@/lib/identity/next-auth-exchange';
import { signOut } from '@/lib/identity/sign-in';

const impersonateForm = z.object({ userId: z.string().min(1).max(200) });

/**
 * "Sign in as" (spec §6): admins only, and not from inside another impersonation. better-auth's
 * admin plugin checks the role again and refuses to impersonate another admin.
 */
export async function impersonateAction(formData: FormData): Promise<void> {
  formData = submittedForm(formData);
  const exchange = await requestAuthExchange();
  const session = await currentSession(exchange);
  if (session?.user.role !== 'admin' || session.session.impersonatedBy) redirect('/');
  const parsed = impersonateForm.safeParse({ userId: formData.get('userId') });
  if (!parsed.success) redirect('/staff/users');
  const result = await impersonateUser(exchange, parsed.data);
  if (!result.ok) {
    console.error('Impersonation refused:', result.error.code, result.error.message);
    // Spec §4: a failed IMPERSONATE ends in notAuthenticated / noToken, so the admin is signed out
    // too (decision 80). A fixed code in the address, never the text: a crafted link must not put words on a page.
    await signOut(exchange);
    redirect(`/auth/login?reason=impersonation&redirectTo=${encodeURIComponent('/staff/users')}`);
  }
  redirect('/');
}

/** The banner's "Return to your account": back to the admin's own session. */
export async function stopImpersonatingAction(): Promise<void> {
  const exchange = await requestAuthExchange();
  const session = await currentSession(exchange);
  if (!session?.session.impersonatedBy) redirect('/');
  await stopImpersonating(exchange);
  redirect('/staff/users');
}
