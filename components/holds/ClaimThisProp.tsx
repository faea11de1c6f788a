'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { requestClaimAction } from '@/app/holds/actions';
import { useAuth } from '@/components/auth/AuthProvider';
import { Field, TextAreaField } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { chosenClaimWindow } from '@/lib/holds/claim-windows';
import { HOLD_REQUEST_START } from '@/lib/holds/hold-state';

type Collection = { windows: string[]; days: string; today: string; lastDay: string };

/**
 * "Claim this prop" on a free prop's page (issue 12 §8): how many, the day and window of
 * collection within the counter's hours, and notes. Guests and visitors are asked to sign up first.
 */
export function ClaimThisProp({ item, collection }: { item: { id: string; quantity: number }; collection: Collection }) {
  const { state: auth } = useAuth();
  const hydrated = useHydrated();
  const [state, claim, pending] = useActionState(requestClaimAction, HOLD_REQUEST_START);
  useFormAnswer(state);
  const errors = state.fieldErrors;
  const returnTo = `/items/${encodeURIComponent(item.id)}`;
  return (
    <section aria-labelledby="claim">
      <h2 id="claim">Claim this prop</h2>
      <p>Free to productions, first come, first served. We hand out free props {collection.days}; nothing is kept for you until we confirm your claim.</p>
      {auth.status !== 'authenticated' ? (
        <p>
          <Link href={`/auth/signup?redirectTo=${encodeURIComponent(returnTo)}`}>Sign up</Link> or{' '}
          <Link href={`/auth/login?redirectTo=${encodeURIComponent(returnTo)}`}>log in</Link> to claim it.
        </p>
      ) : (
        <form action={claim} noValidate className="form-narrow">
          <FormMessages state={state} besideFields />
          <input type="hidden" name="itemId" value={item.id} />
          <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
          <Field
            id="claim-quantity"
            name="quantity"
            label="How many"
            type="number"
            min={1}
            max={item.quantity}
            required
            errors={errors}
            defaultValue={state.values.quantity ?? '1'}
          />
          <Field
            id="claim-day"
            name="pickUpOn"
            label="Collection day"
            type="date"
            min={collection.today}
            max={collection.lastDay}
            required
            errors={errors}
            defaultValue={state.values.pickUpOn}
          />
          <div className="field">
            <label htmlFor="claim-window">Collection time</label>
            {/* React resets a form after its action, and a select goes back to the option it was first
                rendered with: React never moves a select's default after mounting. Keyed by the answer, the
                select is made anew with the window the person chose, which the reset then keeps (issue 36 §3). */}
            <select
              key={state.seq}
              id="claim-window"
              name="pickUpWindow"
              required
              defaultValue={chosenClaimWindow(state.values.pickUpWindow, collection.windows)}
              aria-invalid={errors.pickUpWindow ? true : undefined}
              aria-describedby={errors.pickUpWindow ? 'claim-window-error' : undefined}
            >
              {collection.windows.map((window) => (
                <option key={window}>{window}</option>
              ))}
            </select>
            {errors.pickUpWindow && (
              <p id="claim-window-error" className="field-error">
                {errors.pickUpWindow}
              </p>
            )}
          </div>
          <TextAreaField id="claim-notes" name="notes" label="Notes for our team" rows={2} errors={errors} defaultValue={state.values.notes} maxLength={2000} />
          <button type="submit" className="button" aria-busy={pending || undefined}>
            Claim this prop
          </button>
        </form>
      )}
    </section>
  );
}
