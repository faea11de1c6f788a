'use client';

import { useActionState } from 'react';
import { linkAlternateAction } from '@/app/staff/items/actions';
import { Field } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

/** "Add alternate" by SKU (issue 28 §5): typed, or scanned from a label (a scanner types it and presses Enter). */
export function AddAlternateForm({ itemId }: { itemId: string }) {
  const hydrated = useHydrated();
  const [state, add, adding] = useActionState(linkAlternateAction, FORM_START);
  useFormAnswer(state);
  const errors = state.status === 'failed' ? state.fieldErrors : {};
  return (
    <form action={add} noValidate aria-busy={adding || undefined}>
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <Field
        id="alternate-sku"
        name="sku"
        label="Alternate"
        hint="Its SKU, typed or scanned: a prop that could stand in for this one, and this one for it."
        errors={errors}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        defaultValue={state.status === 'failed' ? (state.values.sku ?? '') : ''}
        key={state.seq}
      />
      <p className="button-row">
        <button type="submit" className="button button-secondary">
          Add alternate
        </button>
      </p>
      <FormMessages state={state} besideFields />
    </form>
  );
}
