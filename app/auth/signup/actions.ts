'use server';

import { headers } from 'next/headers';
import { getDb } from '@/lib/db';
import { field, navigationAfterSuccess, redirectUnlessEnhanced } from '@/lib/identity/after-auth';
import { NO_ANSWER, SIGN_UP_START, type SignUpFormState } from '@/lib/identity/auth-form-state';
import { previousState, submittedForm } from '@/lib/forms/action-input';
import { requestAuthExchange } from '@/lib/identity/next-auth-exchange';
import { signUpWithCaptcha } from '@/lib/identity/signed-in-flows';

/**
 * Sign-up (spec §7): open to anyone who solved the bot check. An anonymous session is linked to the
 * new account; a signed-in one is refused (lib/identity/signed-in-flows.ts).
 */
export async function signUp(previous: SignUpFormState, formData: FormData): Promise<SignUpFormState> {
  formData = submittedForm(formData);
  previous = previousState(previous, SIGN_UP_START);
  const [exchange, db, incoming] = await Promise.all([requestAuthExchange(), getDb(), headers()]);
  const email = field(formData, 'email');
  const next = { ...NO_ANSWER, seq: previous.seq + 1, email };
  const result = await signUpWithCaptcha(exchange, { email, password: field(formData, 'password'), captcha: field(formData, 'captcha') || undefined }, { db, headers: incoming });
  if (result.outcome === 'failure') return { ...next, error: result.error.message, result: { type: 'SIGNUP_RESULT', outcome: 'failure' } };
  const navigation = navigationAfterSuccess(formData.get('redirectTo'), result.newVendorUser);
  redirectUnlessEnhanced(formData, navigation);
  return { ...next, result: { type: 'SIGNUP_RESULT', outcome: 'success', user: result.user, vendorUser: result.vendorUser }, navigation };
}
