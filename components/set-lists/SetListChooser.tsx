'use client';

import Link from 'next/link';
import { useActionState, useEffect, useRef, useState } from 'react';
import { addToSetListAction } from '@/app/set-lists/actions';
import { Field } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { ADD_TO_SET_LIST_START, NEW_SET_LIST, setListHref } from '@/lib/set-lists/set-list-state';
import type { SetListChoice } from '@/lib/set-lists/set-list-state';
import type { AddedLine } from './AddedNotice';
import styles from './set-lists.module.css';

/**
 * "Add to set list" (issue 11 §2): one of the person's active lists, or "New set list" made and
 * added to in one step, with how many. A plain form, so the page at /set-lists/add works without
 * JavaScript too. In the dialog a successful add closes it (issue 39 §4); on the chooser's own page
 * the answer stays in the form, with the list's link.
 */
export function SetListChooser({
  itemId,
  choices,
  preferred,
  onAdded,
}: {
  itemId: string;
  choices: SetListChoice[];
  /** The list to offer first: the one just added to (issue 39 §4). */
  preferred?: string;
  /** In the dialog (issue 39 §4): told of a successful add, which closes it and says so in the page's notice with "Undo". */
  onAdded?: (line: AddedLine, words: string) => void;
}) {
  const hydrated = useHydrated();
  const [state, formAction, pending] = useActionState(addToSetListAction, ADD_TO_SET_LIST_START);
  useFormAnswer(state, onAdded ? ({ data, message }) => onAdded(data, message ?? '') : undefined);
  const [chosen, setChosen] = useState(
    state.values.setListId ?? (preferred && choices.some((choice) => choice.id === preferred) ? preferred : (choices[0]?.id ?? NEW_SET_LIST)),
  );
  const errors = state.fieldErrors;
  // Fetched after its dialog opened (SetListsProvider), it takes the first stop the dialog could not.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.current?.closest('dialog')) form.current.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  return (
    <form ref={form} action={formAction} className={styles.chooser} noValidate>
      <FormMessages state={state} besideFields />
      {state.status === 'done' && (
        <p>
          <Link href={setListHref(state.data.setListId)}>Open “{state.data.setListName}”</Link>
        </p>
      )}
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <fieldset className={styles.choices}>
        <legend>Set list</legend>
        {choices.map((choice) => (
          <label key={choice.id} className="field-check">
            <input type="radio" name="setListId" value={choice.id} checked={chosen === choice.id} onChange={() => setChosen(choice.id)} />
            <span>
              {choice.name}
              {choice.itemIds.includes(itemId) && <span className={styles.holds}> (already on this list)</span>}
            </span>
          </label>
        ))}
        <label className="field-check">
          <input type="radio" name="setListId" value={NEW_SET_LIST} checked={chosen === NEW_SET_LIST} onChange={() => setChosen(NEW_SET_LIST)} />
          <span>New set list</span>
        </label>
      </fieldset>
      {(chosen === NEW_SET_LIST || !hydrated) && (
        <Field
          id={`new-set-list-${itemId}`}
          name="newName"
          label="Name of the new set list"
          hint="One list per set or scene, such as “Diner — Ep 104”."
          errors={errors}
          defaultValue={state.values.newName}
          maxLength={80}
          autoComplete="off"
          data-autofocus
        />
      )}
      <Field
        id={`quantity-${itemId}`}
        name="quantity"
        label="Quantity"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        errors={errors}
        defaultValue={state.status === 'failed' ? state.values.quantity : '1'}
        className={styles.quantity}
      />
      <div className="button-row">
        <button type="submit" className="button" aria-busy={pending || undefined}>
          Add to set list
        </button>
      </div>
    </form>
  );
}
