'use client';

import { useActionState, type FormEvent } from 'react';
import { bulkMoveAction } from '@/app/staff/holds/actions';
import { useConfirmedSubmit } from '@/components/confirm-dialog/use-confirmed-submit';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { formStart } from '@/lib/forms/form-state';
import { bulkFormId } from './bulk-form-id';

const START = formStart<{ results: string[] }>({ results: [] });

type Props = {
  requestId: string;
  /** The tenant's word for a hold ("Hold"). */
  requestType: string;
  /** Lines not answered yet (`isUnanswered`): "Accept all that fit", "Second hold for the rest". */
  requested: boolean;
  /** Lines staff can still answer, second holds too (`canBeAnswered`): "Decline selected". */
  answerable: boolean;
  /** Lines on hold or challenged: "Confirm all" (issue 36 §2). */
  confirmable: boolean;
  /** "No valid certificate of insurance: confirm anyway?", where the house only warns of the paperwork. */
  confirmQuestion?: string;
};

/**
 * A request's lines answered together (issue 25 §2): the lines are ticked in their rows (each tick box
 * belongs to this form by its `form` attribute, so it works without JavaScript too), then "Accept all
 * that fit" (the ticked ones, or every line not answered yet when none is) or "Decline selected" with
 * one reason; beside them (issue 36 §2) "Second hold for the rest" (every line still requested, the
 * ones that did not fit) and "Confirm all" (every line on hold), which asks the paperwork's question
 * first as a single Confirm does. The answer lists one result per line; the lines above are drawn
 * again from the database with it.
 */
export function BulkLineActions({ requestId, requestType, requested, answerable, confirmable, confirmQuestion }: Props) {
  const hydrated = useHydrated();
  const [state, act, pending] = useActionState(bulkMoveAction, START);
  useFormAnswer(state);
  const ask = useConfirmedSubmit(act);
  const askFirst = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== 'confirm' || !confirmQuestion) return;
    event.preventDefault();
    const fields: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget, submitter)) if (typeof value === 'string') fields[name] = value;
    void ask(
      { title: confirmQuestion, text: 'Confirming makes every line on hold part of the order.', confirmLabel: 'Confirm anyway' },
      { ...fields, anyway: '1' },
    );
  };
  const hold = requestType.toLowerCase();
  // Kept on the page while its last answer is shown, though no button is left (the page draws it for every request).
  if (!requested && !answerable && !confirmable && state.status === 'idle') return null;
  return (
    <form id={bulkFormId(requestId)} action={act} onSubmit={askFirst} aria-busy={pending || undefined} aria-label="Answer lines together">
      <input type="hidden" name="requestId" value={requestId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <div className="button-row button-row-inline">
        {requested && (
          <>
            <button type="submit" name="event" value="accept" className="button">
              Accept all that fit
            </button>
            <button type="submit" name="event" value="queue" className="button button-secondary">
              Second {hold} for the rest
            </button>
          </>
        )}
        {confirmable && (
          <>
            {confirmQuestion && !hydrated && (
              <label>
                <input type="checkbox" name="anyway" value="1" /> {confirmQuestion}
              </label>
            )}
            <button type="submit" name="event" value="confirm" className="button">
              Confirm all
            </button>
          </>
        )}
        {answerable && (
          <>
            <span className="field">
              <label htmlFor={`bulk-reason-${requestId}`}>Reason for the lines declined</label>
              <input id={`bulk-reason-${requestId}`} name="reason" maxLength={300} />
            </span>
            <button type="submit" name="event" value="decline" className="button button-secondary">
              Decline selected
            </button>
          </>
        )}
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
