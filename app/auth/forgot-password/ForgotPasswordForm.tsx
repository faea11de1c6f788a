'use client';

import { useActionState } from 'react';
import { Field } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';
import { requestPasswordResetAction } from './actions';

export function ForgotPasswordForm() {
  const [state, formAction, pending] = useActionState(requestPasswordResetAction, FORM_START);
  const hydrated = useHydrated();
  return (
    <form action={formAction} noValidate className="form-narrow" aria-busy={pending || undefined}>
      <FormMessages state={state} besideFields />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <Field
        id="forgot-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        required
        errors={state.fieldErrors}
        defaultValue={state.values.email ?? ''}
      />
      <div className="button-row">
        <button type="submit" className="button" disabled={pending}>
          Send me a link
        </button>
      </div>
    </form>
  );
}
