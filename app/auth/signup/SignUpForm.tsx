'use client';

import Link from 'next/link';
import { useActionState } from 'react';
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
  useAuthAnswer(state);
  return (
    <form action={formAction} onSubmit={() => dispatch({ type: 'SIGNUP' })} className="form-narrow">
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
        <button type="submit" className="button" disabled={pending}>
          Sign up
        </button>
      </div>
      <p>
        Already have an account? <Link href="/auth/login">Log in</Link>
      </p>
    </form>
  );
}
