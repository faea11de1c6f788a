'use client';

import { useActionState } from 'react';
import { markRepairedAction } from '@/app/staff/holds/repair-actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

/**
 * "Mark repaired" (issue 36 §3, decision 144): a returned line's damaged units back on the shelf, free
 * to rent from today. Where the damage is shown (the request's line) and on the prop's calendar.
 */
export function MarkRepairedForm({ lineId, title, units }: { lineId: string; title: string; units: number }) {
  const hydrated = useHydrated();
  const [state, act, pending] = useActionState(markRepairedAction, FORM_START);
  useFormAnswer(state);
  return (
    <form action={act} className="button-row">
      <input type="hidden" name="lineId" value={lineId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <button type="submit" className="button button-secondary" aria-busy={pending || undefined}>
        Mark repaired
        <span className="visually-hidden">
          {' '}
          {units} {units === 1 ? 'unit' : 'units'} of {title}
        </span>
      </button>
      <FormMessages state={state} />
    </form>
  );
}
