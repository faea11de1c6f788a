'use client';

import { useActionState } from 'react';
import { customerMoveAction } from '@/app/holds/actions';
import { useConfirmedSubmit } from '@/components/confirm-dialog/use-confirmed-submit';
import type { ConfirmOptions } from '@/components/confirm-dialog/controller';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { FORM_START } from '@/lib/forms/form-state';

type Move = { event: 'release' | 'cancel'; lineId: string } | { event: 'release'; requestId: string };

/**
 * "Release", "Release all" or "Cancel" on the customer's own request, asked first through the
 * confirm dialog of spec §1. `name` finishes the button's accessible name (the prop, or the request).
 */
export function CustomerMoveButton({ move, label, name, dialog }: { move: Move; label: string; name: string; dialog: ConfirmOptions }) {
  const [state, send, pending] = useActionState(customerMoveAction, FORM_START);
  const ask = useConfirmedSubmit(send);
  useFormAnswer(state);
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => void ask(dialog, move)} aria-busy={pending || undefined}>
        {label}
        <span className="visually-hidden"> {name}</span>
      </button>
      <FormMessages state={state} />
    </>
  );
}
