import { formStart, type FormState, type Navigation } from '@/lib/forms/form-state';
import { sameSitePath } from '@/lib/navigation/same-site-path';
import type { AuthEvent } from './auth-status';

/**
 * What follows a successful sign-up or log-in, and what the identity forms answer. Pure, and safe
 * for the browser: the forms import their start states from here.
 */

export type AfterAuth = {
  /** The page that sent the user to sign up or log in; anything but a same-site path is ignored. */
  redirectTo?: string | null;
  /** The sign-up or log-in created the user's vendor user record. */
  newVendorUser: boolean;
  /** The platform-level flag of spec §2: onboarding starts at the welcome screen. */
  onboardingWelcome: boolean;
  /**
   * Where a new user goes back to after onboarding (issue 24 §4): the page that sent them to sign up,
   * such as their set list. Unlike redirectTo it does not skip onboarding (spec §2 step 2); it rides
   * along to the onboarding pages.
   */
  returnTo?: string | null;
};

const AUTH_PAGES = new Set(['/auth/signup', '/auth/login']);
export const ONBOARDING_WELCOME = '/onboarding/welcome';
export const ONBOARDING_PROFILE = '/onboarding/profile';

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Spec §2 "Navigation after a successful sign-up or log-in". The spec's "go to" is a new history
 * entry (push) wherever it says so and wherever it says nothing else; only "replace the current
 * route" replaces (docs/decisions/0032-navigation-after-auth.md). A rejected redirectTo counts as
 * absent, so the user still lands somewhere sensible.
 */
export function navigationAfterAuth({ redirectTo, newVendorUser, onboardingWelcome, returnTo }: AfterAuth): Navigation {
  const target = sameSitePath(redirectTo);
  if (target !== null) {
    const pathname = withoutTrailingSlash(new URL(target, 'https://same-site.invalid').pathname);
    // Going back to the form just used would show it again to a signed-in user.
    if (AUTH_PAGES.has(pathname)) return { method: 'push', href: '/' };
    return { method: 'replace', href: target };
  }
  if (newVendorUser) return { method: 'push', href: withReturnTo(onboardingWelcome ? ONBOARDING_WELCOME : ONBOARDING_PROFILE, returnTo) };
  return { method: 'push', href: '/' };
}

/** A page carrying where to go back to afterwards, when that is a same-site path (issue 24 §4). */
export function withReturnTo(href: string, returnTo: string | null | undefined): string {
  const back = sameSitePath(returnTo);
  return back ? `${href}?${new URLSearchParams({ returnTo: back })}` : href;
}

/**
 * The phone number shown on the second-factor step (spec §7: "the first enrolled factor hint"): only
 * its last two digits, so a glance over a shoulder or a leaked screenshot gives nothing away.
 */
export function maskedPhoneNumber(phoneNumber: string | null | undefined): string | null {
  const digits = (phoneNumber ?? '').replace(/\D/g, '');
  if (digits.length < 4) return null;
  return `•••• •••• ${digits.slice(-2)}`;
}

/** "We texted a code to •••• •••• 42". */
export function codeSentTo(maskedPhone: string | null): string {
  return maskedPhone ? `We texted a code to ${maskedPhone}` : 'We texted a code to your phone';
}

/** The code step's line: where the code went, or, when the text failed, where codes go, so it never says both. */
export function codeStepLine(maskedPhone: string | null, codeNotSent: boolean): string {
  if (!codeNotSent) return `${codeSentTo(maskedPhone)}.`;
  return maskedPhone ? `Your log-in code goes to ${maskedPhone}.` : 'Your log-in code goes to your phone.';
}

/** The §4 result event an identity form's answer carries; the browser provider dispatches it once. */
export type AuthResult = { result: AuthEvent | null };

/** `codeNotSent`: the second factor is needed but the text could not be sent (the form offers "Send a new code"). */
export type LogInData = AuthResult & { step: 'credentials' | 'secondFactor'; email: string; maskedPhone: string | null; codeNotSent: boolean };
export const LOG_IN_START: FormState<LogInData> = formStart({ result: null, step: 'credentials', email: '', maskedPhone: null, codeNotSent: false });

export const SIGN_UP_START: FormState<AuthResult> = formStart({ result: null });

export const GUEST_START: FormState<AuthResult> = formStart({ result: null });

export type PhoneFactorData = { step: 'phone' | 'code' | 'done'; phoneNumber: string };
export const PHONE_FACTOR_START: FormState<PhoneFactorData> = formStart({ step: 'phone', phoneNumber: '' });
