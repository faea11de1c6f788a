'use client';

import { useActionState } from 'react';
import { bulkMoveAction } from '@/app/staff/holds/actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { formStart } from '@/lib/forms/form-state';
import { bulkFormId } from './bulk-form-id';

const START = formStart<{ results: string[] }>({ results: [] });

/**
 * A request's lines answered together (issue 25 §2): the lines are ticked in their rows (each tick box
 * belongs to this form by its `form` attribute, so it works without JavaScript too), then "Accept all
 * that fit" (the ticked ones, or every line not answered yet when none is ticked) or "Decline
 * selected" with one reason. The answer lists one result per line.
 */
export function BulkLineActions({ requestId }: { requestId: string }) {
  const hydrated = useHydrated();
  const [state, act, pending] = useActionState(bulkMoveAction, START);
  useFormAnswer(state);
  return (
    <form id={bulkFormId(requestId)} action={act} aria-busy={pending || undefined} aria-label="Answer lines together">
      <input type="hidden" name="requestId" value={requestId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <div className="button-row button-row-inline">
        <button type="submit" name="event" value="accept" className="button">
          Accept all that fit
        </button>
        <span className="field">
          <label htmlFor={`bulk-reason-${requestId}`}>Reason for the lines declined</label>
          <input id={`bulk-reason-${requestId}`} name="reason" maxLength={300} />
        </span>
        <button type="submit" name="event" value="decline" className="button button-secondary">
          Decline selected
        </button>
      </div>
      <FormMessages state={state} />
      {state.data.results.length > 0 && (
        <ul aria-label="Results">
          {state.data.results.map((words) => (
            <li key={words}>{words}</li>
          ))}
        </ul>
      )}
    </form>
  );
}
