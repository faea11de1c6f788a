'use client';

import { useActionState } from 'react';
import { lineAction } from '@/app/set-lists/actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';
import styles from './set-lists.module.css';

/** A line's quantity and note changed in place, or the line removed (issue 11 §2). */
export function LineForm({ lineId, title, quantity, note }: { lineId: string; title: string; quantity: number; note: string }) {
  const hydrated = useHydrated();
  const [saved, save, saving] = useActionState(lineAction, FORM_START);
  useFormAnswer(saved);
  const errors = saved.fieldErrors;
  const quantityId = `quantity-${lineId}`;
  const noteId = `note-${lineId}`;
  return (
    <>
      <form action={save} className={styles.lineForm} noValidate>
        <input type="hidden" name="lineId" value={lineId} />
        <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
        <div className="field">
          <label htmlFor={quantityId}>Quantity of {title}</label>
          <input
            id={quantityId}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            defaultValue={quantity}
            key={`q${quantity}`}
            className={styles.lineQuantity}
            aria-invalid={errors.quantity ? true : undefined}
            aria-describedby={errors.quantity ? `${quantityId}-error` : undefined}
          />
        </div>
        <div className={`field ${styles.lineNote}`}>
          <label htmlFor={noteId}>Note for {title}</label>
          <input
            id={noteId}
            name="note"
            defaultValue={note}
            key={`n${note}`}
            maxLength={500}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? `${noteId}-error` : undefined}
          />
        </div>
        <button type="submit" name="intent" value="save" className="button button-secondary" aria-busy={saving || undefined}>
          Save<span className="visually-hidden"> {title}</span>
        </button>
        <button type="submit" name="intent" value="remove" className="button button-secondary" aria-busy={saving || undefined}>
          Remove<span className="visually-hidden"> {title}</span>
        </button>
      </form>
      <div className={styles.lineMessages}>
        {errors.quantity && (
          <p id={`${quantityId}-error`} className="field-error">
            {errors.quantity}
          </p>
        )}
        {errors.note && (
          <p id={`${noteId}-error`} className="field-error">
            {errors.note}
          </p>
        )}
        <FormMessages state={saved} besideFields />
      </div>
    </>
  );
}
