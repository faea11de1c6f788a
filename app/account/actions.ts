'use server';

import { phoneNumberIn } from '@/lib/phone-numbers/typed-phone';
import { tenant } from '@/lib/tenant';
import { z } from 'zod';
import { checkbox } from '@/lib/forms/form-fields';
import { formAction, plainFormAction, type Reply } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import {
  changeEmail,
  changeEmailSchema,
  changePassword,
  changePasswordSchema,
  enrolPhoneSecondFactor,
  enrolPhoneSchema,
  passwordOnlySchema,
  phoneSchema,
  sendPhoneVerificationCode,
  sendVerificationEmailAgain,
  turnOffSecondFactor,
} from '@/lib/identity/account';
import { codeSentTo, maskedPhoneNumber, PHONE_FACTOR_START, type PhoneFactorData } from '@/lib/identity/status/after-auth';
import { requestAuthExchange } from '@/lib/identity/auth/auth-exchange';
import { signOut, signOutOtherSessions } from '@/lib/identity/sign-in';

/**
 * The account page's actions, for a signed-in account only (a guest has no account to change); the
 * identity calls then act on that session's user, and better-auth asks for the password where it
 * matters (password, second factor).
 */

const nothing = z.object({});

export const changeEmailAction = formAction({ access: 'customer', schema: changeEmailSchema, start: FORM_START }, async (input) => {
  const changed = await changeEmail(await requestAuthExchange(), input);
  return changed.ok ? { message: `We sent a link to ${input.newEmail}. Your email address changes when you open it.` } : { error: changed.error };
});

const changePasswordForm = () => changePasswordSchema().extend({ revokeOtherSessions: checkbox() });

export const changePasswordAction = formAction({ access: 'customer', schema: changePasswordForm, start: FORM_START }, async (input) => {
  const changed = await changePassword(await requestAuthExchange(), input);
  return changed.ok ? { message: 'Your password is changed.' } : { error: changed.error };
});

/**
 * Phone numbers are typed with spaces, brackets and dashes, and often without a country code: read
 * as the profile reads them, the house's country by default (issue 39 §5); anything else is checked
 * as typed, and refused in words.
 */
const typedPhone = (value: unknown) =>
  typeof value === 'string' ? (phoneNumberIn(value, tenant.vendor.address.country) ?? value.replace(/[\s().-]/g, '')) : value;

const phoneFactorForm = z.preprocess(
  (form) => ({ intent: 'send', ...(form as object), phoneNumber: typedPhone((form as { phoneNumber?: unknown }).phoneNumber) }),
  z.discriminatedUnion('intent', [enrolPhoneSchema.extend({ intent: z.literal('enrol') }), phoneSchema.extend({ intent: z.literal('send') })]),
);

/**
 * The SMS second factor in two presses: text a code to the phone, then the code and the password
 * turn it on. The code step carries the number in the form too, so it also works without
 * JavaScript; the code only verifies for the number it was sent to.
 */
export const phoneFactorAction = formAction(
  { access: 'customer', schema: phoneFactorForm, start: PHONE_FACTOR_START },
  async (input): Promise<Reply<PhoneFactorData>> => {
    const exchange = await requestAuthExchange();
    if (input.intent === 'enrol') {
      const enrolled = await enrolPhoneSecondFactor(exchange, input);
      return enrolled.ok ? { message: `Log-in codes now go to ${maskedPhoneNumber(input.phoneNumber)}.`, data: { step: 'done' } } : { error: enrolled.error };
    }
    const sent = await sendPhoneVerificationCode(exchange, input);
    return sent.ok
      ? { message: `${codeSentTo(maskedPhoneNumber(input.phoneNumber))}.`, data: { step: 'code', phoneNumber: input.phoneNumber } }
      : { error: sent.error, data: { step: 'phone', phoneNumber: input.phoneNumber } };
  },
);

export const turnOffSecondFactorAction = formAction({ access: 'customer', schema: passwordOnlySchema, start: FORM_START }, async (input) => {
  const turnedOff = await turnOffSecondFactor(await requestAuthExchange(), input);
  return turnedOff.ok ? { message: 'Log-in codes are turned off.' } : { error: turnedOff.error };
});

export const resendVerificationAction = formAction({ access: 'customer', schema: nothing, start: FORM_START }, async (_input, { viewer }) => {
  const sent = await sendVerificationEmailAgain(await requestAuthExchange());
  return sent.ok ? { message: `We sent a new link to ${viewer.user?.email}.` } : { error: sent.error };
});

export const signOutOthersAction = formAction({ access: 'customer', schema: nothing, start: FORM_START }, async () => {
  const signedOut = await signOutOtherSessions(await requestAuthExchange());
  return signedOut.ok ? { message: 'Every other session is signed out.' } : { error: signedOut.error };
});

/**
 * Spec §7 sign-out: the session ends on the server; the browser forgets it either way (decision 30),
 * so the action always lands on the home page. The provider dispatched LOGOUT and sees the
 * session gone in the new render (LOGOUT_RESULT).
 */
export const signOutAction = plainFormAction({ access: 'anyone', schema: nothing, start: FORM_START }, async () => {
  const signedOut = await signOut(await requestAuthExchange());
  if (!signedOut.ok) console.error('Sign-out was not confirmed by the server:', signedOut.error.message);
  return { navigation: { method: 'push', href: '/' } };
});
