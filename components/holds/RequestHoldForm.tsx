'use client';

import { useActionState, useRef, type FormEvent } from 'react';
import { useConfirm } from '@/components/confirm-dialog/ConfirmDialogProvider';
import { requestHoldAction } from '@/app/holds/actions';
import { Field, TextAreaField } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { HOLD_REQUEST_START } from '@/lib/holds/hold-state';
import { BookedTimeField } from '@/components/booked-times/BookedTimeField';
import type { BookableTimes } from '@/lib/booked-times/bookable-times';
import { NEW_PRODUCTION } from '@/lib/productions/production-choice';
import styles from './holds.module.css';

type Prefill = { setListId: string; pickUpOn: string; returnOn: string; studio: string; production: string; title: string };

/** One of the customer's productions offered in the "Production" choice (issue 26 §1). */
export type ProductionChoice = { id: string; title: string; studio: string; confirmed: boolean };

/** The production chosen first: the one named on the list or profile, else the first confirmed one. */
const chosenProduction = (productions: ProductionChoice[], named: string) =>
  (productions.find((production) => production.title.toLowerCase() === named.trim().toLowerCase()) ??
    productions.find((production) => production.confirmed) ??
    productions[0])!.id;

/**
 * "Request a Hold" (issue 12 §2): pick-up or delivery, and who it is for, prefilled from the profile;
 * and, until the customer has accepted it, the rental agreement (decision 95). `requestType` is the
 * tenant's word. The days are the list's own (issue 28 §4: a list keeps one period, asked once in its
 * "Rental days"): said here in words and sent with the request; a refusal of them (a pick-up day
 * passed since they were saved, too far ahead) is said beside them, with the way to change them.
 */
export function RequestHoldForm({
  prefill,
  days,
  requestType,
  agreementAccepted = true,
  sentBefore = null,
  productions = [],
  pickUpTimes,
  returnTimes,
}: {
  prefill: Prefill;
  /** Issue 38 §4: the times the pick-up and return days offer (optional for the crew: none is any time in opening hours). */
  pickUpTimes: BookableTimes;
  returnTimes: BookableTimes;
  /** The customer's productions (issue 26 §1): with any, "Production" is a choice among them or "New production". */
  productions?: ProductionChoice[];
  /** The list's days in words: "Pick-up Mon, Dec 1, 2026 · Return Tue, Dec 9, 2026". */
  days: string;
  requestType: string;
  agreementAccepted?: boolean;
  /** "Sent as a Hold request on Nov 24" when the list was sent before (issue 24 §7): sending again asks first. */
  sentBefore?: string | null;
}) {
  const hydrated = useHydrated();
  const [state, send, pending] = useActionState(requestHoldAction, HOLD_REQUEST_START);
  useFormAnswer(state);
  const errors = state.fieldErrors;
  const value = (name: keyof Prefill) => (state.status === 'failed' ? state.values[name] : prefill[name]);
  const dayError = errors.pickUpOn ?? errors.returnOn;
  const confirm = useConfirm();
  const confirmed = useRef(false);
  // A list sent before asks first (issue 24 §7): a second request is a second set of holds for the house to answer.
  const askFirst = (event: FormEvent<HTMLFormElement>) => {
    if (!sentBefore || confirmed.current) {
      confirmed.current = false;
      return;
    }
    event.preventDefault();
    const form = event.currentTarget;
    void confirm({
      title: `Send this list again?`,
      text: `${sentBefore}. Sending it again makes a second ${requestType} request with the list as it is now.`,
      confirmLabel: 'Send it again',
      cancelLabel: 'Keep the first',
    }).then((outcome) => {
      if (outcome !== 'confirmed') return;
      confirmed.current = true;
      form.requestSubmit();
    });
  };
  return (
    <form action={send} onSubmit={askFirst} noValidate className="form-narrow">
      <FormMessages state={state} besideFields />
      <input type="hidden" name="setListId" value={prefill.setListId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <input type="hidden" name="pickUpOn" value={prefill.pickUpOn} />
      <input type="hidden" name="returnOn" value={prefill.returnOn} />
      <div className="field" role="group" aria-labelledby="hold-days-label" aria-describedby={dayError ? 'hold-days-error' : undefined}>
        <p id="hold-days-label" className={styles.daysTitle}>
          Days
        </p>
        <p className={styles.days}>
          {days} <a href="#rental-days">Change the days</a>
        </p>
        {dayError && (
          <p id="hold-days-error" className="field-error">
            {dayError}
          </p>
        )}
      </div>
      <BookedTimeField
        id="hold-pick-up-time"
        name="pickUpTime"
        label="Pick-up time"
        times={pickUpTimes}
        chosen={state.status === 'failed' ? state.values.pickUpTime : undefined}
        error={errors.pickUpTime}
        answerSeq={state.seq}
      />
      <BookedTimeField
        id="hold-return-time"
        name="returnTime"
        label="Return time"
        times={returnTimes}
        chosen={state.status === 'failed' ? state.values.returnTime : undefined}
        error={errors.returnTime}
        answerSeq={state.seq}
      />
      <fieldset className="field">
        <legend>Pick-up or delivery</legend>
        <label className="field-check">
          <input type="radio" name="fulfilment" value="pickUp" defaultChecked={state.values.fulfilment !== 'delivery'} /> We pick up at the house
        </label>
        <label className="field-check">
          <input type="radio" name="fulfilment" value="delivery" defaultChecked={state.values.fulfilment === 'delivery'} /> Please deliver
        </label>
      </fieldset>
      {productions.length === 0 ? (
        <>
          <Field id="hold-studio" name="studio" label="Studio" errors={errors} defaultValue={value('studio')} maxLength={120} />
          <Field id="hold-production" name="production" label="Production" errors={errors} defaultValue={value('production')} maxLength={120} />
        </>
      ) : (
        <>
          {/* Issue 26 §1: one of their productions, or a new one typed below; a plain select, so it works without JavaScript. */}
          <div className="field">
            <label htmlFor="hold-production-choice">Production</label>
            <select
              id="hold-production-choice"
              name="productionId"
              defaultValue={state.status === 'failed' ? state.values.productionId : chosenProduction(productions, prefill.production)}
              aria-describedby="hold-production-choice-hint"
            >
              {productions.map((production) => (
                <option key={production.id} value={production.id}>
                  {production.title}
                  {production.studio ? ` (${production.studio})` : ''}
                  {production.confirmed ? '' : ' – awaiting our confirmation'}
                </option>
              ))}
              <option value={NEW_PRODUCTION}>New production</option>
            </select>
            <p id="hold-production-choice-hint" className="field-hint">
              For a production not listed, choose “New production” and give its title: our team confirms it.
            </p>
            {errors.productionId && <p className="field-error">{errors.productionId}</p>}
          </div>
          <fieldset className={`field ${styles.newProduction}`}>
            <legend>New production</legend>
            <Field
              id="hold-production"
              name="production"
              label="Title of the new production"
              errors={errors}
              defaultValue={state.status === 'failed' ? state.values.production : ''}
              maxLength={120}
            />
            <Field
              id="hold-studio"
              name="studio"
              label="Studio of the new production"
              errors={errors}
              defaultValue={state.status === 'failed' ? state.values.studio : ''}
              maxLength={120}
            />
          </fieldset>
        </>
      )}
      <Field id="hold-title" name="title" label="Your title" errors={errors} defaultValue={value('title')} maxLength={120} />
      <TextAreaField id="hold-notes" name="notes" label="Notes for our team" rows={3} errors={errors} defaultValue={state.values.notes} maxLength={2000} />
      {!agreementAccepted && (
        <div className="field">
          <label className="field-check">
            <input type="checkbox" name="acceptAgreement" value="yes" aria-describedby="hold-agreement-hint" /> I accept the rental agreement
          </label>
          <p id="hold-agreement-hint" className="field-hint">
            The agreement is our <a href="/forms-and-faqs#weekly-rentals">rental terms</a>. We need it, or a signed paper copy, before props leave.
          </p>
        </div>
      )}
      <p className="field-hint">Sending this does not put anything on {requestType.toLowerCase()}: our team confirms each prop and tells you.</p>
      <button type="submit" className="button" aria-busy={pending || undefined}>
        Request a {requestType}
      </button>
    </form>
  );
}
