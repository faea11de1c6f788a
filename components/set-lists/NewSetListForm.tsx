'use client';

import { useActionState } from 'react';
import { createSetListAction } from '@/app/set-lists/actions';
import { Field } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { SET_LIST_START } from '@/lib/set-lists/set-list-state';

/** "New set list": a name, and the production and set it is for; the new list opens. */
export function NewSetListForm() {
  const hydrated = useHydrated();
  const [state, formAction, pending] = useActionState(createSetListAction, SET_LIST_START);
  useFormAnswer(state);
  const errors = state.fieldErrors;
  return (
    <form action={formAction} noValidate className="form-narrow">
      <FormMessages state={state} besideFields />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <Field
        id="new-list-name"
        name="name"
        label="Name"
        hint="One list per set or scene, such as “Diner — Ep 104”."
        errors={errors}
        defaultValue={state.values.name}
        maxLength={80}
        required
        autoComplete="off"
      />
      <Field id="new-list-production" name="production" label="Production (optional)" errors={errors} defaultValue={state.values.production} maxLength={120} />
      <Field id="new-list-scene" name="scene" label="Set or scene (optional)" errors={errors} defaultValue={state.values.scene} maxLength={120} />
      <button type="submit" className="button" aria-busy={pending || undefined}>
        New set list
      </button>
    </form>
  );
}
