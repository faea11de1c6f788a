'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { Field } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';
import { resetPasswordAction } from './actions';

export function ResetPasswordForm({ token, minLength }: { token: string; minLength: number }) {
  const [state, formAction, pending] = useActionState(resetPasswordAction, FORM_START);
  const hydrated = useHydrated();
  useFormAnswer(state);
  const refused = state.status === 'failed' && state.code === 'invalid' && !state.fieldErrors.newPassword;
  return (
    <form action={formAction} noValidate className="form-narrow" aria-busy={pending || undefined}>
      <FormMessages state={state} besideFields />
      {refused && (
        <p>
          <Link href="/auth/forgot-password">Ask for a new link</Link>
        </p>
      )}
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <input type="hidden" name="token" value={token} />
      <Field
        id="reset-password"
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        minLength={minLength}
        maxLength={128}
        required
        hint={`At least ${minLength} characters. Every device signed in to your account is signed out.`}
        errors={state.fieldErrors}
      />
      <div className="button-row">
        <button type="submit" className="button" disabled={pending}>
          Save the new password
        </button>
      </div>
    </form>
  );
}
