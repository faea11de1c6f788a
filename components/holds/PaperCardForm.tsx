'use client';

import { useActionState } from 'react';
import { paperCardFormAction } from '@/app/staff/holds/actions';
import { useConfirmedFormSubmit } from '@/components/confirm-dialog/use-confirmed-submit';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

/** Issue 36 §2: one click recorded a card as authorised; now the dialog asks first. */
const ASK = {
  title: 'Card form received?',
  text: 'Record it only with the customer’s signed paper card authorisation form in hand: the lines can then be confirmed.',
  confirmLabel: 'Record the card form',
};

/**
 * Staff record the customer's paper card authorisation form; until then (or Stripe's), no line of the
 * request is confirmed. The page says the card is not authorised yet, beside the request's facts.
 * Asked first in the confirm dialog (issue 36 §2); without JavaScript the form posts as it is.
 */
export function PaperCardForm({ requestId }: { requestId: string }) {
  const hydrated = useHydrated();
  const [state, record, pending] = useActionState(paperCardFormAction, FORM_START);
  useFormAnswer(state);
  const confirmFirst = useConfirmedFormSubmit(record, ASK);
  return (
    <form action={record} onSubmit={confirmFirst} className="button-row">
      <input type="hidden" name="requestId" value={requestId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <button type="submit" className="button button-secondary" aria-busy={pending || undefined}>
        Card form received
      </button>
      <FormMessages state={state} />
    </form>
  );
}
