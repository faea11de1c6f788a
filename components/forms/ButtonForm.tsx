'use client';

import { useActionState } from 'react';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START, type FormState } from '@/lib/forms/form-state';
import { FormMessages } from './FormMessages';
import { useFormAnswer } from './use-form-answer';

/** One button that runs a staff action on what `fields` name, with the action's answer beside it; works without JavaScript. */
export function ButtonForm({
  action,
  fields,
  label,
}: {
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  fields: Record<string, string>;
  label: string;
}) {
  const hydrated = useHydrated();
  const [state, submit, pending] = useActionState(action, FORM_START);
  useFormAnswer(state);
  return (
    <form action={submit} className="button-row">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <button type="submit" className="button button-secondary" aria-busy={pending || undefined}>
        {label}
      </button>
      <FormMessages state={state} />
    </form>
  );
}
