'use client';

import { useRef } from 'react';
import { useHydrated } from '@/components/use-hydrated';
import { intentValue, lineField } from '@/lib/set-lists/set-list-form-names';
import { useListField } from './SetListForm';
import styles from './set-lists.module.css';

/**
 * A line's quantity and note in the list's one form (issue 24 §2, §9): a stepper for the quantity,
 * the note behind "Note" until it has one, and "Remove", which saves what was typed elsewhere too.
 * The labels are "Quantity" and "Note": the row they sit in is named by the prop's title.
 */
export function LineFields({ lineId, title, quantity, note }: { lineId: string; title: string; quantity: number; note: string }) {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const quantityName = lineField('quantity', lineId);
  const noteName = lineField('note', lineId);
  const typedQuantity = useListField(quantityName, String(quantity));
  const typedNote = useListField(noteName, note);
  const quantityError = typedQuantity.errors[quantityName];
  const noteError = typedNote.errors[noteName];
  const quantityId = `quantity-${lineId}`;
  const noteId = `note-${lineId}`;
  const step = (by: 1 | -1) => {
    if (!input.current) return;
    if (by === 1) input.current.stepUp();
    else input.current.stepDown();
  };
  return (
    <>
      <div className={styles.lineQuantity}>
        <label htmlFor={quantityId}>Quantity</label>
        <div className={styles.stepper}>
          {hydrated && (
            <button type="button" className="button button-secondary" aria-label="One fewer" aria-controls={quantityId} onClick={() => step(-1)}>
              −
            </button>
          )}
          <input
            ref={input}
            key={typedQuantity.key}
            id={quantityId}
            name={quantityName}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            defaultValue={typedQuantity.defaultValue}
            aria-invalid={quantityError ? true : undefined}
            aria-describedby={quantityError ? `${quantityId}-error` : undefined}
          />
          {hydrated && (
            <button type="button" className="button button-secondary" aria-label="One more" aria-controls={quantityId} onClick={() => step(1)}>
              +
            </button>
          )}
        </div>
      </div>
      <button type="submit" name="intent" value={intentValue.remove(lineId)} className={`button button-secondary ${styles.lineRemove}`}>
        Remove<span className="visually-hidden"> {title}</span>
      </button>
      <details className={styles.lineNote} open={typedNote.defaultValue !== '' || Boolean(noteError) || undefined} key={typedNote.key}>
        <summary>{typedNote.defaultValue === '' ? 'Add a note' : 'Note'}</summary>
        <label htmlFor={noteId} className="visually-hidden">
          Note
        </label>
        <input
          id={noteId}
          name={noteName}
          defaultValue={typedNote.defaultValue}
          maxLength={500}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${noteId}-error` : undefined}
        />
      </details>
      {(quantityError || noteError) && (
        <div className={styles.lineMessages}>
          {quantityError && (
            <p id={`${quantityId}-error`} className="field-error">
              {quantityError}
            </p>
          )}
          {noteError && (
            <p id={`${noteId}-error`} className="field-error">
              {noteError}
            </p>
          )}
        </div>
      )}
    </>
  );
}
