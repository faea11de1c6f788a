'use client';

import Link from 'next/link';
import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { FormMessages } from '@/components/forms/FormMessages';
import { useAuth } from '@/components/auth/AuthProvider';
import { useAuthAnswer } from '@/components/auth/use-auth-answer';
import { useHydrated } from '@/components/use-hydrated';
import { SIGN_UP_START } from '@/lib/identity/status/after-auth';
import { authPageHref } from '@/lib/navigation/same-site-path';
import { signUp } from './actions';
import { CaptchaWidget, type CaptchaState } from './CaptchaWidget';

const WAITING_LABEL = 'Verifying you’re not a bot…';

/** True when every field but the bot check's own checkbox passes the browser's checks. */
function fieldsValidApartFrom(form: HTMLFormElement, captchaControl: Element): boolean {
  return Array.from(form.elements).every(
    (element) => element === captchaControl || !(element instanceof HTMLInputElement) || element.closest('altcha-widget') !== null || element.validity.valid,
  );
}

function hasCaptchaSolution(form: HTMLFormElement): boolean {
  const field = form.elements.namedItem('captcha');
  return field instanceof HTMLInputElement && field.value !== '';
}

/**
 * Spec §7 sign-up: email, password and the bot check. A press of "Sign up" (or Enter, or a password
 * manager's submit) before the bot check is solved is not lost: the form waits, says so on the
 * button, and submits itself the moment the check is verified (issue 9 §4, docs/decisions/0083).
 */
export function SignUpForm({ redirectTo, returnTo, passwordMinLength }: { redirectTo: string | null; returnTo: string | null; passwordMinLength: number }) {
  const [state, formAction, pending] = useActionState(signUp, SIGN_UP_START);
  const { dispatch } = useAuth();
  const hydrated = useHydrated();
  useAuthAnswer(state);
  const form = useRef<HTMLFormElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const [waiting, setWaiting] = useState(false);
  const waitingRef = useRef(false);
  const wait = (on: boolean) => {
    waitingRef.current = on;
    setWaiting(on);
  };

  // The widget's checkbox is `required` until the check is verified, so the browser stops a
  // submission before any submit event: its 'invalid' event is where an early press shows up.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const onInvalid = (event: Event) => {
      const control = event.target;
      if (!(control instanceof Element) || !control.closest('altcha-widget')) return;
      // Another field needs fixing first: let the browser point at it.
      if (!fieldsValidApartFrom(element, control)) return;
      // No "Verifying... please wait" bubble: the button says it, and the form goes on by itself.
      event.preventDefault();
      wait(true);
    };
    element.addEventListener('invalid', onInvalid, true);
    return () => element.removeEventListener('invalid', onInvalid, true);
  }, []);

  const onCaptchaState = (captcha: CaptchaState) => {
    if (!waitingRef.current) return;
    if (captcha === 'verified') {
      wait(false);
      form.current?.requestSubmit(submit.current ?? undefined);
    } else if (captcha === 'error' || captcha === 'expired') {
      // The widget shows what went wrong and offers to try again; a new press starts over.
      wait(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Pressed before the widget's script has even loaded (no checkbox yet to stop the browser).
    if (!hasCaptchaSolution(event.currentTarget)) {
      event.preventDefault();
      wait(true);
      return;
    }
    dispatch({ type: 'SIGNUP' });
  };

  const busy = waiting || pending;
  return (
    <form ref={form} action={formAction} onSubmit={onSubmit} className="form-narrow">
      <FormMessages state={state} notice={waiting ? 'Checking that you are not a bot. Your sign-up continues by itself in a moment.' : null} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
      <div className="field">
        <label htmlFor="signup-email">Email</label>
        <input id="signup-email" name="email" type="email" autoComplete="email" required defaultValue={state.values.email} />
      </div>
      <div className="field">
        <label htmlFor="signup-password">Password</label>
        <input
          id="signup-password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={passwordMinLength}
          maxLength={128}
          required
          aria-describedby="signup-password-hint"
        />
        <p id="signup-password-hint">At least {passwordMinLength} characters.</p>
      </div>
      <div className="field">
        <CaptchaWidget attempt={state.status === 'failed' ? state.seq : 0} onStateChange={onCaptchaState} />
      </div>
      <div className="button-row">
        {/* aria-disabled rather than disabled while waiting: the button keeps focus, and a second press is harmless. */}
        <button ref={submit} type="submit" className="button" disabled={pending} aria-disabled={waiting || undefined} aria-busy={busy || undefined}>
          {waiting ? WAITING_LABEL : 'Sign up'}
        </button>
      </div>
      <p>
        Already have an account? <Link href={authPageHref('/auth/login', redirectTo)}>Log in</Link>
      </p>
    </form>
  );
}
