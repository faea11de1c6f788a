'use client';

import { useActionState } from 'react';
import { paperCardFormAction } from '@/app/staff/holds/actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

/**
 * Staff record the customer's paper card authorisation form; until then (or Stripe's), no line of the
 * request is confirmed. The page says the card is not authorised yet, beside the request's facts.
 */
export function PaperCardForm({ requestId }: { requestId: string }) {
  const hydrated = useHydrated();
  const [state, record, pending] = useActionState(paperCardFormAction, FORM_START);
  useFormAnswer(state);
  return (
    <form action={record} className="button-row">
      <input type="hidden" name="requestId" value={requestId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <button type="submit" className="button button-secondary" aria-busy={pending || undefined}>
        Card form received
      </button>
      <FormMessages state={state} />
    </form>
  );
}
