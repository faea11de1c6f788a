'use client';

import { useActionState } from 'react';
import { addItemBlockAction } from '@/app/staff/calendar/actions';
import { Field } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';
import styles from './calendar.module.css';

const REASONS = [
  ['repair', 'Repair'],
  ['lost', 'Lost'],
  ['other', 'Other'],
] as const;

/**
 * "Add a block" (issue 13 §5): units of the prop off the shelf from one day to another, with the
 * reason. The server refuses a block the units are not free for, naming the day.
 */
export function AddBlockForm({ itemId, quantity, firstDay }: { itemId: string; quantity: number; firstDay: string }) {
  const hydrated = useHydrated();
  const [state, add, pending] = useActionState(addItemBlockAction, FORM_START);
  useFormAnswer(state);
  const errors = state.fieldErrors;
  const value = (name: string, fallback = '') => (state.status === 'failed' ? (state.values[name] ?? fallback) : fallback);
  return (
    <form action={add} noValidate className="form-narrow" aria-labelledby="add-block-heading">
      <FormMessages state={state} besideFields />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <Field
        id="block-quantity"
        name="quantity"
        label="Units"
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, quantity)}
        required
        errors={errors}
        defaultValue={value('quantity', '1')}
      />
      <Field id="block-from" name="from" label="First day" type="date" required errors={errors} defaultValue={value('from', firstDay)} />
      <Field id="block-to" name="to" label="Last day" type="date" required errors={errors} defaultValue={value('to', firstDay)} />
      <fieldset className={styles.reasons}>
        <legend>Reason</legend>
        {REASONS.map(([reason, label]) => (
          <label key={reason} className="field-check">
            <input type="radio" name="reason" value={reason} defaultChecked={value('reason', 'repair') === reason} /> {label}
          </label>
        ))}
      </fieldset>
      <Field id="block-note" name="note" label="Note (staff only)" errors={errors} defaultValue={value('note')} maxLength={300} />
      <button type="submit" className="button" aria-busy={pending || undefined}>
        Add block
      </button>
    </form>
  );
}
