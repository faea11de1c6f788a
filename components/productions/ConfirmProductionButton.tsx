'use client';

import { useActionState } from 'react';
import { confirmProductionAction } from '@/app/staff/customers/actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

/** "Confirm production" for one the customer typed on a Hold request (issue 26 §1). */
export function ConfirmProductionButton({ uid, productionId, title }: { uid: string; productionId: string; title: string }) {
  const hydrated = useHydrated();
  const [state, confirm, pending] = useActionState(confirmProductionAction, FORM_START);
  useFormAnswer(state);
  return (
    <form action={confirm} aria-busy={pending || undefined} className="button-row button-row-inline">
      <input type="hidden" name="uid" value={uid} />
      <input type="hidden" name="productionId" value={productionId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <button type="submit" className="button">
        Confirm production<span className="visually-hidden"> {title}</span>
      </button>
      <FormMessages state={state} />
    </form>
  );
}
