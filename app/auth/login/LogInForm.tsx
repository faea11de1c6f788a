'use client';

import Link from 'next/link';
import { useActionState, type FormEvent } from 'react';
import { FormMessages } from '@/components/forms/FormMessages';
import { useAuth } from '@/components/auth/AuthProvider';
import { useAuthAnswer } from '@/components/auth/use-auth-answer';
import { useHydrated } from '@/components/use-hydrated';
import { codeStepLine, GUEST_START, LOG_IN_START } from '@/lib/identity/status/after-auth';
import { authPageHref } from '@/lib/navigation/same-site-path';
import { continueAsGuest, logInStep } from './actions';

function submitter(event: FormEvent<HTMLFormElement>): string | null {
  return ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? null;
}

/** Spec §7 log-in: email and password, then the SMS code when the account has a second factor. */
export function LogInForm({ redirectTo }: { redirectTo: string | null }) {
  const [state, formAction, pending] = useActionState(logInStep, LOG_IN_START);
  const { dispatch } = useAuth();
  const hydrated = useHydrated();
  useAuthAnswer(state);

  // The start events of §4; the results come back with the action's answer.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const intent = submitter(event);
    if (intent === 'logIn') dispatch({ type: '1ST_FACTOR_LOGIN' });
    if (intent === 'verify') dispatch({ type: '2ND_FACTOR_LOGIN' });
  };

  const hidden = (
    <>
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      {/* Issue 39 §5: sent only without JavaScript, so that the shared pages show the person afterwards. */}
      <noscript>
        <input type="hidden" name="noScript" value="1" />
      </noscript>
    </>
  );

  if (state.data.step === 'secondFactor') {
    return (
      <form action={formAction} onSubmit={onSubmit} className="form-narrow" aria-labelledby="second-factor-heading">
        <h2 id="second-factor-heading">Enter your code</h2>
        <p>{codeStepLine(state.data.maskedPhone, Boolean(state.data.codeNotSent))}</p>
        <FormMessages state={state} error={state.data.codeNotSent ? 'We could not text a code just now. Use "Send a new code".' : null} />
        {hidden}
        <div className="field">
          <label htmlFor="login-code">Code from the text message</label>
          <input id="login-code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} required />
        </div>
        <div className="button-row">
          <button type="submit" name="intent" value="verify" className="button" disabled={pending}>
            Verify
          </button>
          <button type="submit" name="intent" value="resend" className="button button-secondary" formNoValidate disabled={pending}>
            Send a new code
          </button>
        </div>
      </form>
    );
  }

  return (
    <form action={formAction} onSubmit={onSubmit} className="form-narrow">
      <FormMessages state={state} />
      {hidden}
      <div className="field">
        <label htmlFor="login-email">Email</label>
        <input id="login-email" name="email" type="email" autoComplete="username" required defaultValue={state.data.email} />
      </div>
      <div className="field">
        <label htmlFor="login-password">Password</label>
        <input id="login-password" name="password" type="password" autoComplete="current-password" required />
        <p className="field-hint">
          <Link href="/auth/forgot-password">Forgot password?</Link>
        </p>
      </div>
      <div className="button-row">
        <button type="submit" name="intent" value="logIn" className="button" disabled={pending}>
          Log in
        </button>
      </div>
      <p>
        New here? <Link href={authPageHref('/auth/signup', redirectTo)}>Sign up</Link>
      </p>
    </form>
  );
}

/** Browsing without an account (an anonymous session); signing up later keeps it. */
export function GuestForm({ redirectTo }: { redirectTo: string | null }) {
  const [state, formAction, pending] = useActionState(continueAsGuest, GUEST_START);
  const { state: auth, dispatch } = useAuth();
  const hydrated = useHydrated();
  useAuthAnswer(state);
  if (auth.status === 'authenticated') return null;
  if (auth.status === 'anonymous') return <p>You are browsing as a guest. Sign up to keep what you collect.</p>;
  return (
    <form action={formAction} onSubmit={() => dispatch({ type: 'ANON_LOGIN' })}>
      {state.status === 'failed' && (
        <p role="alert" className="notice notice-error">
          {state.message}
        </p>
      )}
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      <button type="submit" className="button button-secondary" disabled={pending}>
        Continue as a guest
      </button>
    </form>
  );
}
