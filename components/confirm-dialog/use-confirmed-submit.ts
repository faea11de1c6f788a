'use client';

import { useTransition, type FormEvent } from 'react';
import { useConfirm } from './ConfirmDialogProvider';
import type { ConfirmOptions } from './controller';

/**
 * A destructive action asked first through the one confirm dialog (spec §1: Escape cancels, Enter
 * confirms), then sent to its form action with `fields`, as an enhanced form would send it.
 */
export function useConfirmedSubmit(submit: (form: FormData) => void) {
  const confirm = useConfirm();
  const [, startTransition] = useTransition();
  return async (options: ConfirmOptions, fields: Record<string, string>) => {
    if ((await confirm(options)) !== 'confirmed') return;
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('enhanced', '1');
    startTransition(() => submit(form));
  };
}

/** A whole form asked first: its `onSubmit`, which sends the form's own fields once confirmed (without JavaScript the form posts as it is). */
export function useConfirmedFormSubmit(submit: (form: FormData) => void, options: ConfirmOptions) {
  const ask = useConfirmedSubmit(submit);
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') fields[name] = value;
    void ask(options, fields);
  };
}
