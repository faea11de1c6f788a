'use client';

import { useActionState } from 'react';
import { creditNoteAction } from '@/app/staff/invoices/actions';
import { Field } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

/** "Issue credit note" (issue 26 §3): an issued invoice is never changed; this cancels it whole, with the reason. */
export function CreditNoteForm({ invoiceId }: { invoiceId: string }) {
  const hydrated = useHydrated();
  const [state, credit, pending] = useActionState(creditNoteAction, FORM_START);
  useFormAnswer(state);
  return (
    <details>
      <summary>Cancel with a credit note</summary>
      <form action={credit} noValidate className="form-narrow">
        <FormMessages state={state} besideFields />
        <input type="hidden" name="invoiceId" value={invoiceId} />
        <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
        <Field
          id="credit-note-reason"
          name="reason"
          label="Why is it cancelled?"
          required
          errors={state.fieldErrors}
          defaultValue={state.status === 'failed' ? (state.values.reason ?? '') : ''}
          maxLength={300}
        />
        <button type="submit" className="button button-secondary" aria-busy={pending || undefined}>
          Issue credit note
        </button>
      </form>
    </details>
  );
}
