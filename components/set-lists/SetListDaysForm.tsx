'use client';

import { useActionState } from 'react';
import { saveSetListDaysAction } from '@/app/set-lists/actions';
import { Field } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { SET_LIST_START } from '@/lib/set-lists/set-list-state';
import styles from './set-list-days.module.css';

type Days = { id: string; pickUpOn: string | null; returnOn: string | null };

/**
 * A list's rental days (issue 28 §4): its one period, asked once. The weekly quote, each line's
 * availability and the Hold request all use these; a pick-up day in the past or a return before the
 * pick-up is refused beside its field. Saved, they become the person's period too (decision 111).
 */
export function SetListDaysForm({ list, today }: { list: Days; today: string }) {
  const hydrated = useHydrated();
  const [state, formAction, pending] = useActionState(saveSetListDaysAction, SET_LIST_START);
  useFormAnswer(state);
  const errors = state.fieldErrors;
  // After a refused save, what was typed stays; after a saved one, what the server now holds.
  const value = (name: 'pickUpOn' | 'returnOn') => (state.status === 'failed' ? state.values[name] : (list[name] ?? ''));
  return (
    <form action={formAction} noValidate className="form-narrow" key={state.status === 'failed' ? `failed-${state.seq}` : `${list.pickUpOn}-${list.returnOn}`}>
      <FormMessages state={state} besideFields />
      <input type="hidden" name="setListId" value={list.id} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <div className={styles.days}>
        <Field id="list-pick-up" name="pickUpOn" label="Pick-up day" type="date" min={today} errors={errors} defaultValue={value('pickUpOn')} />
        <Field
          id="list-return"
          name="returnOn"
          label="Return day"
          type="date"
          min={today}
          hint="A rental week is 7 days plus a grace day: picked up on a Monday, back by the next Tuesday."
          errors={errors}
          defaultValue={value('returnOn')}
        />
      </div>
      <button type="submit" className="button" aria-busy={pending || undefined}>
        Save days
      </button>
    </form>
  );
}
