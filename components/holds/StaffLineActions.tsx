'use client';

import { useActionState, type FormEvent } from 'react';
import { moveLineAction } from '@/app/staff/holds/actions';
import { Field } from '@/components/forms/Field';
import { ReplacementValueField } from '@/components/holds/ReplacementValueField';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useConfirmedSubmit } from '@/components/confirm-dialog/use-confirmed-submit';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';
import type { LineEvent } from '@/lib/availability/hold-lifecycle';
import { staffLineActions } from '@/lib/holds/hold-state';
import { lineFormId } from './line-form-id';
import { ReturnConditionFields } from './ReturnConditionFields';
import styles from './holds.module.css';

/**
 * The buttons a line's state allows staff, one form (its id `lineFormId`): Decline, its reason and
 * the props that could stand in are outside it, behind "Decline…" (DeclineDisclosure, issue 25 §2),
 * and belong to it by their `form` attribute; "Mark returned" sends the condition note, the units
 * that did not come back (issue 13 §6), and those back damaged with their repair amount (issue 26 §4), and where the prop has no replacement value, that value (issue 38 §2); of a line of more than one unit, "Units back today" (issue 26 §5: fewer than all splits the line). "Mark out" before
 * the pick-up day asks first (issue 25 §4): the confirm dialog, or without JavaScript a box to tick;
 * the action refuses it unasked. So does Confirm without the paperwork where the house only warns
 * (issue 36 §2: "No valid certificate of insurance: confirm anyway?"). "Release" of a line asks
 * first in the dialog (issue 36 §2); without JavaScript it posts as it is, as every asked button
 * does (ConfirmedButtonForm).
 */
export function StaffLineActions({
  lineId,
  title,
  quantity,
  allowed,
  requestType,
  earlyPickUp,
  askReplacementValue = false,
  confirmWarnings = [],
  refused = false,
  confirmQuestion,
}: {
  /** "No valid certificate of insurance: confirm anyway?": asked at Confirm where the house only warns (issue 36 §2). */
  confirmQuestion?: string;
  /** What is missing for the request's production (issue 26 §1), said beside Confirm. */
  confirmWarnings?: string[];
  /** The house refuses the confirm while they are missing (`billing.paperworkCheck`). */
  refused?: boolean;
  lineId: string;
  title: string;
  quantity: number;
  allowed: LineEvent[];
  requestType: string;
  /** "Pick-up is Dec 15; mark out now?" when the line may go out before its pick-up day. */
  earlyPickUp?: string;
  /** Issue 38 §2: the prop has no replacement value, so "Mark returned" asks for it (needed when units are missing). */
  askReplacementValue?: boolean;
}) {
  const hydrated = useHydrated();
  const [state, act, pending] = useActionState(moveLineAction, FORM_START);
  useFormAnswer(state);
  const ask = useConfirmedSubmit(act);
  // The moves asked first, in the dialog: each sends what the question's yes means.
  const askFirst = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const move = submitter?.value;
    if (move === 'checkOut' && earlyPickUp) {
      event.preventDefault();
      void ask(
        { title: earlyPickUp, text: 'Utilisation counts from today, the day it really goes out.', confirmLabel: 'Mark out now' },
        { lineId, event: 'checkOut', early: '1' },
      );
    } else if (move === 'release') {
      event.preventDefault();
      void ask(
        { title: `Release “${title}”?`, text: 'The units are free for others at once, and the customer is told.', confirmLabel: 'Release' },
        { lineId, event: 'release' },
      );
    } else if (move === 'confirm' && confirmQuestion && !refused) {
      event.preventDefault();
      void ask(
        { title: confirmQuestion, text: `Confirming makes ${title} part of the order.`, confirmLabel: 'Confirm anyway' },
        { lineId, event: 'confirm', anyway: '1' },
      );
    }
  };
  const offered = staffLineActions(requestType).filter(([event]) => (allowed as readonly string[]).includes(event));
  // The last move can leave the line with nothing more to do: its answer stays, where the buttons were.
  if (offered.length === 0) return state.status === 'idle' ? null : <FormMessages state={state} />;
  const errors = state.status === 'failed' ? (state.fieldErrors ?? {}) : {};
  const typed = state.status === 'failed' ? (state.values ?? {}) : {};
  return (
    <form id={lineFormId(lineId)} action={act} onSubmit={askFirst} aria-busy={pending || undefined} className="button-row">
      <input type="hidden" name="lineId" value={lineId} />
      {earlyPickUp && !hydrated && (
        <label>
          <input type="checkbox" name="early" value="1" /> {earlyPickUp}
        </label>
      )}
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      {allowed.includes('checkIn') && (
        <>
          {quantity > 1 && (
            <Field
              id={`back-${lineId}`}
              name="unitsBack"
              label="Units back today"
              hint={`Of the ${quantity} out, missing ones included; the rest stay out on the line.`}
              errors={errors}
              type="number"
              inputMode="numeric"
              min={1}
              max={quantity}
              step={1}
              defaultValue={typed.unitsBack ?? String(quantity)}
            />
          )}
          <ReturnConditionFields
            idPrefix=""
            lineId={lineId}
            quantity={quantity}
            missingHint={quantity > 1 ? 'Among the units back today.' : `Of the ${quantity} that went out.`}
            errors={errors}
            values={{
              conditionNote: typed.conditionNote ?? '',
              missingUnits: typed.missingUnits ?? '0',
              damagedUnits: typed.damagedUnits ?? '0',
              repairCents: typed.repairCents ?? '',
            }}
          />
          {askReplacementValue && <ReplacementValueField id={`replacement-${lineId}`} errors={errors} value={typed.replacementValue ?? ''} />}
        </>
      )}
      {allowed.includes('confirm') && confirmQuestion && !refused && !hydrated && (
        <label>
          <input type="checkbox" name="anyway" value="1" /> {confirmQuestion}
        </label>
      )}
      {allowed.includes('confirm') && confirmWarnings.length > 0 && (
        <ul className={styles.confirmWarnings} aria-label={refused ? 'Confirm is refused until' : 'Before confirming'}>
          {confirmWarnings.map((warning) => (
            <li key={warning}>
              <span aria-hidden="true">⚠ </span>
              {warning}
            </li>
          ))}
        </ul>
      )}
      {offered
        .filter(([event]) => event !== 'decline')
        .map(([event, label]) => (
          <button key={event} type="submit" name="event" value={event} className="button button-secondary">
            {label}
            <span className="visually-hidden"> {title}</span>
          </button>
        ))}
      <FormMessages state={state} />
    </form>
  );
}
