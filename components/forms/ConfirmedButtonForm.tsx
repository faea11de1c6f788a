'use client';

import { useActionState, type FormEvent } from 'react';
import { useConfirmedSubmit } from '@/components/confirm-dialog/use-confirmed-submit';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START, type FormState } from '@/lib/forms/form-state';
import { FormMessages } from './FormMessages';
import { useAnswerToPage } from './PageNotice';

type ConfirmedButtonFormProps = {
  /** A staff action in the one action shape (lib/entry-points/form-action.ts), passed from the server page. */
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  /** The hidden fields that say what the button acts on. */
  fields: Record<string, string>;
  label: string;
  confirm: { title: string; text: string; confirmLabel: string };
  /** The answer takes the button off the page (it is offered no more): its news goes to the page's PageNotice. */
  tellsPage?: boolean;
};

/**
 * A button that cannot be undone (delete an item or a category, remove a certificate), asked first
 * through the confirm dialog (spec §1); without JavaScript the form posts as it is and the action's
 * answer lands on the page.
 */
export function ConfirmedButtonForm({ action, fields, label, confirm, tellsPage = false }: ConfirmedButtonFormProps) {
  const hydrated = useHydrated();
  const [state, submit, pending] = useActionState(action, FORM_START);
  const ask = useConfirmedSubmit(submit);
  const shown = useAnswerToPage(state, tellsPage);
  const confirmFirst = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void ask(confirm, fields);
  };
  return (
    <form action={submit} onSubmit={confirmFirst} aria-busy={pending || undefined}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <button type="submit" className="button button-secondary">
        {label}
      </button>
      <FormMessages state={shown} />
    </form>
  );
}
