'use client';

import { useActionState } from 'react';
import { moveBookedTimesAction } from '@/app/staff/holds/actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import type { BookableTimes } from '@/lib/booked-times/bookable-times';
import { FORM_START } from '@/lib/forms/form-state';
import { BookedTimeField } from './BookedTimeField';

/**
 * Staff set or move a request's booked times on its page (issue 38 §4): the day's times, an hour
 * the dock has full marked (the request's own booking not counted), "Any time" to clear one.
 */
export function BookedTimesForm({
  requestId,
  pickUpTime,
  returnTime,
  pickUpTimes,
  returnTimes,
}: {
  requestId: string;
  pickUpTime: string | null;
  returnTime: string | null;
  pickUpTimes: BookableTimes;
  returnTimes: BookableTimes | null;
}) {
  const hydrated = useHydrated();
  const [state, save, pending] = useActionState(moveBookedTimesAction, FORM_START);
  useFormAnswer(state);
  const failed = state.status === 'failed';
  return (
    <form id="booked-times" action={save} noValidate aria-label="Booked times">
      <FormMessages state={state} besideFields />
      <input type="hidden" name="requestId" value={requestId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <div className="button-row">
        <BookedTimeField
          id={`pick-up-time-${requestId}`}
          name="pickUpTime"
          label="Pick-up time"
          times={pickUpTimes}
          chosen={failed ? state.values.pickUpTime : pickUpTime}
          error={state.fieldErrors.pickUpTime}
          answerSeq={state.seq}
        />
        {returnTimes && (
          <BookedTimeField
            id={`return-time-${requestId}`}
            name="returnTime"
            label="Return time"
            times={returnTimes}
            chosen={failed ? state.values.returnTime : returnTime}
            error={state.fieldErrors.returnTime}
            answerSeq={state.seq}
          />
        )}
        <button type="submit" className="button button-secondary" aria-busy={pending || undefined}>
          Save times
        </button>
      </div>
    </form>
  );
}
