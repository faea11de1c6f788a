'use client';

import { useActionState } from 'react';
import { queueBulkAction } from '@/app/staff/holds/actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { formStart } from '@/lib/forms/form-state';
import { QUEUE_BULK_FORM } from './bulk-form-id';

const START = formStart<{ results: { name: string; words: string[] }[] }>({ results: [] });

/**
 * The queue's own bulk moves (issue 36 §2): requests ticked in the table's rows (each tick box belongs
 * to this form by its `form` attribute, so it works without JavaScript too), then "Accept all that
 * fit", "Second hold" or "Decline" with one reason, on the lines not answered yet of each. The answer
 * lists each request with one result per line; the table is drawn again from the database with it.
 */
export function QueueBulkActions({ requestType }: { requestType: string }) {
  const hydrated = useHydrated();
  const [state, act, pending] = useActionState(queueBulkAction, START);
  useFormAnswer(state);
  return (
    <form id={QUEUE_BULK_FORM} action={act} aria-busy={pending || undefined} aria-label="Answer the requests ticked">
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <fieldset className="button-row button-row-inline">
        <legend>The requests ticked below, their lines not answered yet</legend>
        <button type="submit" name="event" value="accept" className="button">
          Accept all that fit
        </button>
        <button type="submit" name="event" value="queue" className="button button-secondary">
          Second {requestType.toLowerCase()}
        </button>
        <span className="field">
          <label htmlFor="queue-bulk-reason">Reason for the requests declined</label>
          <input id="queue-bulk-reason" name="reason" maxLength={300} />
        </span>
        <button type="submit" name="event" value="decline" className="button button-secondary">
          Decline
        </button>
      </fieldset>
      <FormMessages state={state} />
      {state.data.results.length > 0 && (
        <ul aria-label="Results">
          {state.data.results.map(({ name, words }, place) => (
            <li key={place}>
              {name}: {words.join(' ')}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
