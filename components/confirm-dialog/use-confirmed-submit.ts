'use client';

import { useTransition } from 'react';
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
