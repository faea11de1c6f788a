'use server';

import { redirect } from 'next/navigation';
import { field } from '@/lib/identity/after-auth';
import { changeEmail, changePassword, sendVerificationEmailAgain } from '@/lib/identity/account';
import { signedInForAction } from '@/lib/identity/action-session';
import { previousState, submittedForm } from '@/lib/forms/action-input';
import { NO_ANSWER, PHONE_FACTOR_START, codeSentTo, type AuthFormAnswer, type PhoneFactorState } from '@/lib/identity/auth-form-state';
import { maskedPhoneNumber } from '@/lib/identity/masked-phone';
import { requestAuthExchange } from '@/lib/identity/next-auth-exchange';
import { enrolPhoneSecondFactor, sendPhoneVerificationCode, turnOffSecondFactor } from '@/lib/identity/phone-second-factor';
import { signOut, signOutOtherSessions } from '@/lib/identity/sign-in';

/**
 * The account page's actions. Each one checks there is a signed-in, non-anonymous session before
 * anything else; the identity calls then act on that session's user only, and better-auth asks
 * for the password where it matters (password, second factor).
 */

const NOT_SIGNED_IN = 'Log in to change your account.';
const answer = (previous: AuthFormAnswer, values: Partial<AuthFormAnswer>): AuthFormAnswer => ({
  ...NO_ANSWER,
  seq: previousState(previous, NO_ANSWER).seq + 1,
  ...values,
});

export async function changeEmailAction(previous: AuthFormAnswer, formData: FormData): Promise<AuthFormAnswer> {
  formData = submittedForm(formData);
  const asker = await signedInForAction();
  if (!asker) return answer(previous, { error: NOT_SIGNED_IN });
  const newEmail = field(formData, 'newEmail');
  const code = field(formData, 'code');
  const result = await changeEmail(asker.exchange, { newEmail, ...(code ? { code } : {}) });
  return result.ok ? answer(previous, { notice: `We sent a link to ${newEmail.trim().toLowerCase()}. Your email address changes when you open it.` }) : answer(previous, { error: result.error.message });
}

export async function changePasswordAction(previous: AuthFormAnswer, formData: FormData): Promise<AuthFormAnswer> {
  formData = submittedForm(formData);
  const asker = await signedInForAction();
  if (!asker) return answer(previous, { error: NOT_SIGNED_IN });
  const result = await changePassword(asker.exchange, {
    currentPassword: field(formData, 'currentPassword'),
    newPassword: field(formData, 'newPassword'),
    revokeOtherSessions: formData.get('revokeOtherSessions') === 'on',
  });
  return result.ok ? answer(previous, { notice: 'Your password is changed.' }) : answer(previous, { error: result.error.message });
}

export async function phoneFactorAction(previous: PhoneFactorState, formData: FormData): Promise<PhoneFactorState> {
  formData = submittedForm(formData);
  previous = previousState(previous, PHONE_FACTOR_START);
  const asker = await signedInForAction();
  if (!asker) return { ...previous, ...answer(previous, { error: NOT_SIGNED_IN }) };
  // The code step carries the number in the form too, so it also works without JavaScript; the
  // code only verifies for the number it was sent to.
  const phoneNumber = field(formData, 'phoneNumber').replace(/[\s().-]/g, '') || previous.phoneNumber;
  if (field(formData, 'intent') === 'enrol') {
    const result = await enrolPhoneSecondFactor(asker.exchange, { phoneNumber, code: field(formData, 'code'), password: field(formData, 'password') });
    return result.ok
      ? { ...previous, ...answer(previous, { notice: `Log-in codes now go to ${maskedPhoneNumber(phoneNumber)}.` }), step: 'done' }
      : { ...previous, ...answer(previous, { error: result.error.message }) };
  }
  const sent = await sendPhoneVerificationCode(asker.exchange, { phoneNumber });
  return sent.ok
    ? { ...previous, ...answer(previous, { notice: `${codeSentTo(maskedPhoneNumber(phoneNumber))}.` }), step: 'code', phoneNumber }
    : { ...previous, ...answer(previous, { error: sent.error.message }), step: 'phone', phoneNumber };
}

export async function turnOffSecondFactorAction(previous: AuthFormAnswer, formData: FormData): Promise<AuthFormAnswer> {
  formData = submittedForm(formData);
  const asker = await signedInForAction();
  if (!asker) return answer(previous, { error: NOT_SIGNED_IN });
  const result = await turnOffSecondFactor(asker.exchange, { password: field(formData, 'password') });
  return result.ok ? answer(previous, { notice: 'Log-in codes are turned off.' }) : answer(previous, { error: result.error.message });
}

export async function resendVerificationAction(previous: AuthFormAnswer): Promise<AuthFormAnswer> {
  const asker = await signedInForAction();
  if (!asker) return answer(previous, { error: NOT_SIGNED_IN });
  const result = await sendVerificationEmailAgain(asker.exchange);
  return result.ok ? answer(previous, { notice: `We sent a new link to ${asker.session.user.email}.` }) : answer(previous, { error: result.error.message });
}

export async function signOutOthersAction(previous: AuthFormAnswer): Promise<AuthFormAnswer> {
  const asker = await signedInForAction();
  if (!asker) return answer(previous, { error: NOT_SIGNED_IN });
  const result = await signOutOtherSessions(asker.exchange);
  return result.ok ? answer(previous, { notice: 'Every other session is signed out.' }) : answer(previous, { error: result.error.message });
}

/**
 * Spec §7 sign-out: the session ends on the server; the browser forgets it either way (decision 30),
 * so the action always lands on the home page. The provider dispatched LOGOUT and sees the
 * session gone in the new render (LOGOUT_RESULT).
 */
export async function signOutAction(): Promise<void> {
  const result = await signOut(await requestAuthExchange());
  if (!result.ok) console.error('Sign-out was not confirmed by the server:', result.error.message);
  redirect('/');
}
