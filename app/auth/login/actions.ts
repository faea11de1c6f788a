'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/lib/db';
import { field, navigationAfterSuccess, redirectUnlessEnhanced } from '@/lib/identity/after-auth';
import { previousState, submittedForm } from '@/lib/forms/action-input';
import { codeSentTo, LOG_IN_START, NO_ANSWER, type AuthFormAnswer, type LogInFormState } from '@/lib/identity/auth-form-state';
import { requestAuthExchange } from '@/lib/identity/next-auth-exchange';
import { sameSitePath } from '@/lib/identity/same-site-path';
import { resendSecondFactorCode, signInAnonymously } from '@/lib/identity/sign-in';
import { finishSecondFactor, logInWithEmail } from '@/lib/identity/signed-in-flows';

/**
 * The log-in page's one form, in two steps (spec §7): email and password, then, for an account
 * with the SMS second factor, the code. Open to anyone: better-auth checks the credentials, its
 * rate limits apply (the calls go through its HTTP handler), and the code step needs the pending
 * sign-in cookie the first step set.
 */
export async function logInStep(previous: LogInFormState, formData: FormData): Promise<LogInFormState> {
  formData = submittedForm(formData);
  previous = previousState(previous, LOG_IN_START);
  const [exchange, db, incoming] = await Promise.all([requestAuthExchange(), getDb(), headers()]);
  const context = { db, headers: incoming };
  const next = { ...previous, ...NO_ANSWER, seq: previous.seq + 1 };
  const intent = field(formData, 'intent');

  if (intent === 'resend') {
    const sent = await resendSecondFactorCode(exchange);
    return sent.ok ? { ...next, notice: `${codeSentTo(previous.maskedPhone)} again.` } : { ...next, error: sent.error.message };
  }

  if (intent === 'verify') {
    const result = await finishSecondFactor(exchange, { code: field(formData, 'code') }, context);
    if (result.outcome !== 'success') {
      return {
        ...next,
        // Spec §4: a wrong code keeps the step; an expired code or too many tries start over.
        step: result.outcome === 'temporarilyFailed' ? 'secondFactor' : 'credentials',
        error: result.error.message,
        result: { type: '2ND_FACTOR_LOGIN_RESULT', outcome: result.outcome },
      };
    }
    const navigation = navigationAfterSuccess(formData.get('redirectTo'), result.newVendorUser);
    redirectUnlessEnhanced(formData, navigation);
    return { ...next, result: { type: '2ND_FACTOR_LOGIN_RESULT', outcome: 'success', user: result.user, vendorUser: result.vendorUser }, navigation };
  }

  const email = field(formData, 'email');
  const result = await logInWithEmail(exchange, { email, password: field(formData, 'password') }, context);
  if (result.outcome === 'failed') return { ...next, step: 'credentials', email, error: result.error.message, result: { type: '1ST_FACTOR_LOGIN_RESULT', outcome: 'failed' } };
  if (result.outcome === '2faRequired') {
    return {
      ...next,
      step: 'secondFactor',
      email,
      maskedPhone: result.maskedPhone,
      notice: result.message,
      error: result.codeSent ? null : 'We could not text a code just now. Use "Send a new code".',
      result: { type: '1ST_FACTOR_LOGIN_RESULT', outcome: '2faRequired' },
    };
  }
  const navigation = navigationAfterSuccess(formData.get('redirectTo'), result.newVendorUser);
  redirectUnlessEnhanced(formData, navigation);
  return { ...next, email, result: { type: '1ST_FACTOR_LOGIN_RESULT', outcome: 'success', user: result.user, vendorUser: result.vendorUser }, navigation };
}

/**
 * "Continue as a guest" (spec §6, §7 anonymous sign-in): a session for browsing, which signing up
 * later links to the new account. Then back where the visitor came from, or home.
 */
export async function continueAsGuest(previous: AuthFormAnswer, formData: FormData): Promise<AuthFormAnswer> {
  formData = submittedForm(formData);
  const exchange = await requestAuthExchange();
  const result = await signInAnonymously(exchange);
  const next = { ...NO_ANSWER, seq: previousState(previous, NO_ANSWER).seq + 1 };
  if (!result.ok) return { ...next, error: result.error.message, result: { type: 'ANON_LOGIN_RESULT', outcome: 'failure' } };
  const href = sameSitePath(field(formData, 'redirectTo')) ?? '/';
  if (formData.get('enhanced') !== '1') redirect(href);
  return { ...next, result: { type: 'ANON_LOGIN_RESULT', outcome: 'success', user: result.data }, navigation: { method: 'push', href } };
}
