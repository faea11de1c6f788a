'use client';

import { useActionState } from 'react';
import { endItemBlockAction } from '@/app/staff/calendar/actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

/** "End block" for one that has begun (its past days stay on the calendar), "Remove block" for one that has not. */
export function EndBlockForm({ blockId, begun, describe }: { blockId: string; begun: boolean; describe: string }) {
  const hydrated = useHydrated();
  const [state, end, pending] = useActionState(endItemBlockAction, FORM_START);
  useFormAnswer(state);
  return (
    <form action={end} className="button-row">
      <input type="hidden" name="blockId" value={blockId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <button type="submit" className="button button-secondary" aria-busy={pending || undefined}>
        {begun ? 'End block' : 'Remove block'}
        <span className="visually-hidden"> {describe}</span>
      </button>
      <FormMessages state={state} />
    </form>
  );
}
