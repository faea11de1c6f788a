'use client';

import { useActionState } from 'react';
import { saveSetListDetailsAction } from '@/app/set-lists/actions';
import { Field, TextAreaField } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { SET_LIST_START } from '@/lib/set-lists/set-list-state';

type Details = { id: string; name: string; production: string; scene: string; notes: string };

/** Rename the list, and say what it is for. Its days are a form of their own (SetListDaysForm): a list keeps one period (issue 28 §4). */
export function SetListDetailsForm({ list }: { list: Details }) {
  const hydrated = useHydrated();
  const [state, formAction, pending] = useActionState(saveSetListDetailsAction, SET_LIST_START);
  useFormAnswer(state);
  const errors = state.fieldErrors;
  // After a refused save, what was typed stays; after a saved one, what the server now holds.
  const value = (name: keyof Details & string, saved: string | null) => (state.status === 'failed' ? state.values[name] : (saved ?? ''));
  return (
    <form action={formAction} noValidate className="form-narrow" key={state.status === 'failed' ? `failed-${state.seq}` : list.name}>
      <FormMessages state={state} />
      <input type="hidden" name="setListId" value={list.id} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <Field id="list-name" name="name" label="Name" errors={errors} defaultValue={value('name', list.name)} maxLength={80} required autoComplete="off" />
      <Field id="list-production" name="production" label="Production" errors={errors} defaultValue={value('production', list.production)} maxLength={120} />
      <Field id="list-scene" name="scene" label="Set or scene" errors={errors} defaultValue={value('scene', list.scene)} maxLength={120} />
      <TextAreaField id="list-notes" name="notes" label="Notes" rows={3} errors={errors} defaultValue={value('notes', list.notes)} maxLength={2000} />
      <button type="submit" className="button" aria-busy={pending || undefined}>
        Save details
      </button>
    </form>
  );
}
