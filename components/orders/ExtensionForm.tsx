'use client';

import { useActionState } from 'react';
import { askExtensionAction } from '@/app/holds/actions';
import { Field } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

/** "Keep them longer" on an order still out or waiting to go (issue 26 §5): the new return day, asked of staff. */
export function ExtensionForm({ requestId, returnOn }: { requestId: string; returnOn: string }) {
  const hydrated = useHydrated();
  const [state, ask, pending] = useActionState(askExtensionAction, FORM_START);
  useFormAnswer(state);
  if (state.status === 'done') return <FormMessages state={state} />;
  return (
    <details>
      <summary>Keep them longer</summary>
      <form action={ask} noValidate className="form-narrow">
        <FormMessages state={state} besideFields />
        <input type="hidden" name="requestId" value={requestId} />
        <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
        <Field
          id={`extension-${requestId}`}
          name="toReturnOn"
          label="New return day"
          type="date"
          min={returnOn}
          required
          errors={state.fieldErrors}
          defaultValue={state.status === 'failed' ? (state.values.toReturnOn ?? '') : ''}
        />
        <button type="submit" className="button button-secondary" aria-busy={pending || undefined}>
          Ask to extend
        </button>
      </form>
    </details>
  );
}
