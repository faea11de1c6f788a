'use client';

import { useActionState } from 'react';
import { lineDiscountAction } from '@/app/staff/invoices/actions';
import { Field } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

/**
 * "Discount on this line (%)" (issue 26 §3, decision 137), beside "Discount on this order (%)": staff
 * set it on a line of the order before the rental invoice is issued, which bills it. The form is
 * named by its line, so each line's field is found by its own form.
 */
export function LineDiscountForm({ lineId, label, percent }: { lineId: string; label: string; percent: number }) {
  const hydrated = useHydrated();
  const [state, submit, pending] = useActionState(lineDiscountAction, FORM_START);
  useFormAnswer(state);
  return (
    <form action={submit} noValidate className="form-narrow" aria-label={`Discount on ${label}`} aria-busy={pending || undefined}>
      <FormMessages state={state} besideFields />
      <input type="hidden" name="lineId" value={lineId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <Field
        id={`line-discount-${lineId}`}
        name="discountPercent"
        label="Discount on this line (%)"
        inputMode="decimal"
        errors={state.fieldErrors}
        defaultValue={state.status === 'failed' ? (state.values.discountPercent ?? String(percent)) : String(percent)}
      />
      <button type="submit" className="button button-secondary">
        Save discount
      </button>
    </form>
  );
}
