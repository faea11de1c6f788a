'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect, type ReactNode } from 'react';
import { FormMessages } from '@/components/forms/FormMessages';
import { useAuth } from '@/components/auth/AuthProvider';
import { FORM_START, type FormState } from '@/lib/forms/form-state';
import { PHONE_FACTOR_START } from '@/lib/identity/status/after-auth';
import {
  changeEmailAction,
  changePasswordAction,
  phoneFactorAction,
  resendVerificationAction,
  signOutAction,
  signOutOthersAction,
  turnOffSecondFactorAction,
} from './actions';

type Action = (previous: FormState, formData: FormData) => Promise<FormState>;

/** One account form with its own messages; `refresh` re-reads the page's server data after a success. */
function AccountForm({
  title,
  action,
  submit,
  refresh = false,
  children,
}: {
  title: string;
  action: Action;
  submit: string;
  refresh?: boolean;
  children?: ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, FORM_START);
  const router = useRouter();
  useEffect(() => {
    if (refresh && state.status === 'done') router.refresh();
  }, [refresh, state, router]);
  const id = title.toLowerCase().replace(/\W+/g, '-');
  return (
    <section aria-labelledby={id} className="section">
      <h2 id={id}>{title}</h2>
      <form action={formAction} className="form-narrow">
        <FormMessages state={state} />
        {children}
        <div className="button-row">
          <button type="submit" className="button" disabled={pending}>
            {submit}
          </button>
        </div>
      </form>
    </section>
  );
}

function Field({ id, label, ...input }: { id: string; label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </div>
  );
}

/** With log-in codes on, the first press texts a code and the second sends it with the change (spec §8). */
export function ChangeEmailForm({ secondFactor = false }: { secondFactor?: boolean }) {
  return (
    <AccountForm title="Change email" action={changeEmailAction} submit="Change email">
      <Field id="account-new-email" label="New email" name="newEmail" type="email" autoComplete="email" required />
      {secondFactor && (
        <Field
          id="account-email-code"
          label="Code from your text message"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          aria-describedby="account-email-code-hint"
        />
      )}
      {secondFactor && <p id="account-email-code-hint">Leave empty at first: we text you a code when you press Change email.</p>}
    </AccountForm>
  );
}

export function ChangePasswordForm() {
  return (
    <AccountForm title="Change password" action={changePasswordAction} submit="Change password">
      <Field id="account-current-password" label="Current password" name="currentPassword" type="password" autoComplete="current-password" required />
      <Field id="account-new-password" label="New password" name="newPassword" type="password" autoComplete="new-password" required />
      {/* Checked by default: a password is usually changed because someone else may know it (issue 9). */}
      <div className="field-check">
        <input id="account-revoke-other-sessions" name="revokeOtherSessions" type="checkbox" value="on" defaultChecked />
        <label htmlFor="account-revoke-other-sessions">Sign out other sessions</label>
      </div>
    </AccountForm>
  );
}

export function ResendVerificationForm() {
  return <AccountForm title="Confirm your email" action={resendVerificationAction} submit="Send the confirmation link again" />;
}

export function SignOutOthersForm() {
  return <AccountForm title="Other devices" action={signOutOthersAction} submit="Sign out other sessions" />;
}

export function TurnOffSecondFactorForm() {
  return (
    <AccountForm title="Log-in codes" action={turnOffSecondFactorAction} submit="Turn off log-in codes" refresh>
      <Field id="account-off-password" label="Password" name="password" type="password" autoComplete="current-password" required />
    </AccountForm>
  );
}

/** Enrol a phone for the SMS second factor: prove it with a texted code, then confirm with the password (decision 43). */
/** `profilePhone`, the phone the customer gave in their profile, fills the field until they type another (issue 14 §6). */
export function PhoneFactorForm({ profilePhone }: { profilePhone: string }) {
  const [state, formAction, pending] = useActionState(phoneFactorAction, PHONE_FACTOR_START);
  const router = useRouter();
  useEffect(() => {
    if (state.data.step === 'done') router.refresh();
  }, [state.data.step, router]);
  return (
    <section aria-labelledby="log-in-codes" className="section">
      <h2 id="log-in-codes">Log-in codes</h2>
      <p>Protect your account with a code texted to your phone each time you log in.</p>
      <form action={formAction} className="form-narrow">
        <FormMessages state={state} />
        {state.data.step === 'code' ? (
          <>
            <input type="hidden" name="phoneNumber" value={state.data.phoneNumber} />
            <Field
              id="account-phone-code"
              label="Code from the text message"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              required
            />
            <Field id="account-phone-password" label="Password" name="password" type="password" autoComplete="current-password" required />
            <div className="button-row">
              <button type="submit" name="intent" value="enrol" className="button" disabled={pending}>
                Turn on log-in codes
              </button>
            </div>
          </>
        ) : state.data.step === 'phone' ? (
          <>
            <Field
              id="account-phone"
              label="Mobile phone"
              name="phoneNumber"
              type="tel"
              autoComplete="tel"
              placeholder="+1 818 555 0142"
              defaultValue={state.values.phoneNumber ?? (state.data.phoneNumber || profilePhone)}
              required
            />
            <div className="button-row">
              <button type="submit" name="intent" value="send" className="button" disabled={pending}>
                Text me a code
              </button>
            </div>
          </>
        ) : null}
      </form>
    </section>
  );
}

/** Spec §7 sign-out: LOGOUT here, LOGOUT_RESULT when the provider sees the session gone. */
export function SignOutForm() {
  const { dispatch } = useAuth();
  return (
    <form action={signOutAction} onSubmit={() => dispatch({ type: 'LOGOUT' })}>
      <button type="submit" className="button button-secondary">
        Sign out
      </button>
    </form>
  );
}
