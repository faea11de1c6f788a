'use client';

import { useActionState } from 'react';
import { moveLineAction } from '@/app/staff/holds/actions';
import { Field, TextAreaField } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';
import type { LineEvent } from '@/lib/holds/hold-lifecycle';
import { CONDITION_NOTE_MAX } from '@/lib/holds/check-in-schema';
import { staffLineActions } from '@/lib/holds/hold-state';

/**
 * The buttons a line's state allows staff, one form; "Decline" sends the reason typed beside it (and,
 * when its prop cannot cover the line, the props that could stand in, issue 28 §5), and "Mark
 * returned" the condition note and the units that did not come back (issue 13 §6).
 */
export function StaffLineActions({
  lineId,
  title,
  quantity,
  allowed,
  requestType,
  alternates = [],
}: {
  lineId: string;
  title: string;
  quantity: number;
  allowed: LineEvent[];
  requestType: string;
  /** What could stand in when its prop cannot cover the line (issue 28 §5), in words: "Brass Floor Lamp (LIG-000123): 4 available Dec 1 – Dec 8". */
  alternates?: string[];
}) {
  const hydrated = useHydrated();
  const [state, act, pending] = useActionState(moveLineAction, FORM_START);
  useFormAnswer(state);
  const offered = staffLineActions(requestType).filter(([event]) => allowed.includes(event));
  // The last move can leave the line with nothing more to do: its answer stays, where the buttons were.
  if (offered.length === 0) return state.status === 'idle' ? null : <FormMessages state={state} />;
  const errors = state.status === 'failed' ? (state.fieldErrors ?? {}) : {};
  const typed = state.status === 'failed' ? (state.values ?? {}) : {};
  return (
    <form action={act} aria-busy={pending || undefined} className="button-row">
      <input type="hidden" name="lineId" value={lineId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      {allowed.includes('checkIn') && (
        <>
          <TextAreaField
            id={`condition-${lineId}`}
            name="conditionNote"
            label="Condition note"
            hint="How it came back, for example “scratched left arm”."
            errors={errors}
            maxLength={CONDITION_NOTE_MAX}
            rows={2}
            defaultValue={typed.conditionNote ?? ''}
          />
          <Field
            id={`missing-${lineId}`}
            name="missingUnits"
            label="Units missing"
            hint={`Of the ${quantity} that went out.`}
            errors={errors}
            type="number"
            inputMode="numeric"
            min={0}
            max={quantity}
            step={1}
            defaultValue={typed.missingUnits ?? '0'}
          />
        </>
      )}
      {offered.map(([event, label]) => (
        <button key={event} type="submit" name="event" value={event} className="button button-secondary">
          {label}
          <span className="visually-hidden"> {title}</span>
        </button>
      ))}
      {allowed.includes('decline') && (
        <span className="field">
          <label htmlFor={`reason-${lineId}`}>Reason (sent to the customer)</label>
          <input id={`reason-${lineId}`} name="reason" maxLength={300} />
        </span>
      )}
      {allowed.includes('decline') && alternates.length > 0 && (
        <div className="field">
          <p id={`alternates-${lineId}`}>Could stand in for these days:</p>
          <ul aria-labelledby={`alternates-${lineId}`}>
            {alternates.map((words) => (
              <li key={words}>{words}</li>
            ))}
          </ul>
          <label>
            <input type="checkbox" name="offerAlternates" value="1" defaultChecked /> Offer them in the reason when declining
          </label>
        </div>
      )}
      <FormMessages state={state} />
    </form>
  );
}
