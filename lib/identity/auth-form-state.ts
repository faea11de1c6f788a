import type { AuthEvent } from './auth-status';
import type { Navigation } from './navigation-after-auth';

/**
 * What an identity form's server action answers. `result` is the §4 result event the browser
 * provider dispatches (once: `seq` changes with every answer); `navigation` is §2's, followed by the
 * browser with push or replace. Without JavaScript the action redirects itself instead.
 */
export type AuthFormAnswer = {
  seq: number;
  error: string | null;
  notice: string | null;
  result: AuthEvent | null;
  navigation: Navigation | null;
};

export const NO_ANSWER: AuthFormAnswer = { seq: 0, error: null, notice: null, result: null, navigation: null };

export type LogInFormState = AuthFormAnswer & {
  step: 'credentials' | 'secondFactor';
  email: string;
  maskedPhone: string | null;
};

export const LOG_IN_START: LogInFormState = { ...NO_ANSWER, step: 'credentials', email: '', maskedPhone: null };

export type PhoneFactorState = AuthFormAnswer & { step: 'phone' | 'code' | 'done'; phoneNumber: string };
export const PHONE_FACTOR_START: PhoneFactorState = { ...NO_ANSWER, step: 'phone', phoneNumber: '' };

export type SignUpFormState = AuthFormAnswer & { email: string };
export const SIGN_UP_START: SignUpFormState = { ...NO_ANSWER, email: '' };

/** "We texted a code to •••• •••• 42". */
export function codeSentTo(maskedPhone: string | null): string {
  return maskedPhone ? `We texted a code to ${maskedPhone}` : 'We texted a code to your phone';
}
