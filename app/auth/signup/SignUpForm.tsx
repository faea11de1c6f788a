'use client';

import Link from 'next/link';
import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { FormMessages } from '@/components/auth/FormMessages';
import { useAuth } from '@/components/auth/AuthProvider';
import { useAuthAnswer } from '@/components/auth/use-auth-answer';
import { useHydrated } from '@/components/use-hydrated';
import { SIGN_UP_START } from '@/lib/identity/auth-form-state';
import { signUp } from './actions';
import { CaptchaWidget } from './CaptchaWidget';

/** Spec §7 sign-up: email, password and the bot check. */
export function SignUpForm({ redirectTo, passwordMinLength }: { redirectTo: string | null; passwordMinLength: number }) {
  const [state, formAction, pending] = useActionState(signUp, SIGN_UP_START);
  const { dispatch } = useAuth();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const waiting = useSubmitOnceVerified(form);
  useAuthAnswer(state);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Pressed before the bot check finished (a quick person, a password manager): wait for it, then
    // sign up without a second press (issue 9).
    if (!new FormData(event.currentTarget).get('captcha')) {
      event.preventDefault();
      waiting.start();
      return;
    }
    dispatch({ type: 'SIGNUP' });
  };
  return (
    <form ref={form} action={formAction} onSubmit={submit} className="form-narrow" aria-busy={waiting.active || pending}>
      <FormMessages error={state.error} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      <div className="field">
        <label htmlFor="signup-email">Email</label>
        <input id="signup-email" name="email" type="email" autoComplete="email" required defaultValue={state.email} />
      </div>
      <div className="field">
        <label htmlFor="signup-password">Password</label>
        <input id="signup-password" name="password" type="password" autoComplete="new-password" minLength={passwordMinLength} maxLength={128} required aria-describedby="signup-password-hint" />
        <p id="signup-password-hint">At least {passwordMinLength} characters.</p>
      </div>
      <div className="field">
        <CaptchaWidget attempt={state.error ? state.seq : 0} />
      </div>
      <div className="button-row">
        <button type="submit" className="button" disabled={pending || waiting.active}>
          Sign up
        </button>
        <p role="status">{waiting.active ? 'Checking you are not a bot, then signing you up…' : ''}</p>
      </div>
      <p>
        Already have an account? <Link href="/auth/login">Log in</Link>
      </p>
    </form>
  );
}

/** After a press that came too early: submits the form once the widget has verified, or stops waiting if it fails. */
function useSubmitOnceVerified(form: React.RefObject<HTMLFormElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const element = form.current;
    const widget = element?.querySelector('altcha-widget');
    if (!active || !element || !widget) return;
    const onState = (event: Event) => {
      const state = (event as CustomEvent<{ state?: string }>).detail?.state;
      if (state === 'verified') {
        setActive(false);
        // After the widget has written its payload into the form.
        queueMicrotask(() => element.requestSubmit());
      } else if (state === 'error' || state === 'expired') {
        setActive(false);
      }
    };
    widget.addEventListener('statechange', onState);
    // Verified between the press and now.
    if (new FormData(element).get('captcha')) onState(new CustomEvent('statechange', { detail: { state: 'verified' } }));
    return () => widget.removeEventListener('statechange', onState);
  }, [active, form]);
  return { active, start: () => setActive(true) };
}
