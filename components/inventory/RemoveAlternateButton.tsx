'use client';

import { useActionState } from 'react';
import { unlinkAlternateAction } from '@/app/staff/items/actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

/** "Remove" one alternate: the two props are no longer each other's (issue 28 §5). */
export function RemoveAlternateButton({ itemId, alternateId, title }: { itemId: string; alternateId: string; title: string }) {
  const hydrated = useHydrated();
  const [state, remove, removing] = useActionState(unlinkAlternateAction, FORM_START);
  useFormAnswer(state);
  return (
    <form action={remove} aria-busy={removing || undefined}>
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="alternateId" value={alternateId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <button type="submit" className="button button-secondary">
        Remove<span className="visually-hidden"> {title} as an alternate</span>
      </button>
      <FormMessages state={state} />
    </form>
  );
}
