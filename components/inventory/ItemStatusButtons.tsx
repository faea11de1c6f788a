'use client';

import { useActionState } from 'react';
import { moveItemStatusAction } from '@/app/staff/items/actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { FORM_START } from '@/lib/forms/form-state';

/**
 * Hide, Show again, Archive, Restore (issue 13 §3): the moves the item's status offers, each a
 * submit button of one form, so they work without JavaScript; the page shows the new status.
 */
export function ItemStatusButtons({ itemId, moves }: { itemId: string; moves: { move: string; label: string }[] }) {
  const [state, send, pending] = useActionState(moveItemStatusAction, FORM_START);
  useFormAnswer(state);
  return (
    <form action={send} aria-busy={pending || undefined}>
      <FormMessages state={state} />
      <input type="hidden" name="itemId" value={itemId} />
      <p className="button-row">
        {moves.map(({ move, label }) => (
          <button key={move} type="submit" name="move" value={move} className="button button-secondary">
            {label}
          </button>
        ))}
      </p>
    </form>
  );
}
