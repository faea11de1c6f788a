'use client';

import { useActionState } from 'react';
import { swapLineAction } from '@/app/set-lists/actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

/**
 * "Swap for …" (issue 28 §5): one click puts the alternate on the line in place of its prop, with
 * the line's quantity and note. The offers go once the line is covered, so focus moves to the
 * line's heading, which now names the new prop.
 */
export function SwapLineButton({ lineId, itemId, title, lineTitle }: { lineId: string; itemId: string; title: string; lineTitle: string }) {
  const hydrated = useHydrated();
  const [state, swap, swapping] = useActionState(swapLineAction, FORM_START);
  useFormAnswer(state, () => document.getElementById(`line-${lineId}`)?.focus());
  return (
    <form action={swap}>
      <input type="hidden" name="lineId" value={lineId} />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <button type="submit" className="button button-secondary" aria-busy={swapping || undefined}>
        Swap for {title}
        <span className="visually-hidden"> in place of {lineTitle}</span>
      </button>
      <FormMessages state={state} />
    </form>
  );
}
