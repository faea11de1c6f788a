'use client';

import { useActionState, useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { describePhotoAction, movePhotoAction, removePhotoAction } from '@/app/staff/items/[id]/photos/actions';
import { useConfirmedSubmit } from '@/components/confirm-dialog/use-confirmed-submit';
import { Field } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import type { Photo } from '@/lib/db/schema/catalog';
import { FORM_START } from '@/lib/forms/form-state';
import { MAX_ALT_LENGTH } from '@/lib/media/photo-rules';
import { photoImageProps } from '@/lib/media/photo-image';
import styles from './photos.module.css';

type Props = { itemId: string; photo: Photo; index: number; count: number };

/**
 * One photo of an item on the staff page (issue 13 §3): its alt text, "Move earlier", "Move later" and
 * "Remove" (asked first in the confirm dialog). Each is a form that works before any script.
 */
export function PhotoEditor({ itemId, photo, index, count }: Props) {
  const hydrated = useHydrated();
  const number = index + 1;
  const name = `photo ${number}`;
  const fields = (
    <>
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="photo" value={photo.url} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
    </>
  );
  return (
    <li className={styles.photo} aria-labelledby={`photo-${index}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- photos are resized at upload (lib/inventory/photos) or are SVG */}
      <img {...photoImageProps(photo, '12rem')} alt={photo.alt} className={styles.preview} />
      <div className={styles.controls}>
        <h2 id={`photo-${index}`} className={styles.heading}>
          Photo {number} of {count}
          {index === 0 && <span className={styles.muted}> (the one cards show)</span>}
          {!photo.key && <span className={styles.muted}> · generated picture</span>}
        </h2>
        <AltTextForm fields={fields} photo={photo} index={index} />
        <MoveForm fields={fields} index={index} count={count} name={name} />
        <RemoveForm fields={fields} itemId={itemId} photo={photo} name={name} />
      </div>
    </li>
  );
}

function AltTextForm({ fields, photo, index }: { fields: ReactNode; photo: Photo; index: number }) {
  const [state, save, pending] = useActionState(describePhotoAction, FORM_START);
  useFormAnswer(state);
  return (
    <form action={save} aria-busy={pending || undefined} className={styles.altForm}>
      {fields}
      <Field
        id={`alt-${index}`}
        name="alt"
        label={`Alt text of photo ${index + 1}`}
        hint="What a screen reader says of the photo: what it shows, in a sentence."
        errors={state.fieldErrors}
        defaultValue={state.values.alt ?? photo.alt}
        required
        maxLength={MAX_ALT_LENGTH}
      />
      <button type="submit" className="button button-secondary">
        Save alt text<span className="visually-hidden"> of photo {index + 1}</span>
      </button>
      <FormMessages state={state} besideFields />
    </form>
  );
}

function MoveForm({ fields, index, count, name }: { fields: ReactNode; index: number; count: number; name: string }) {
  const [state, move, pending] = useActionState(movePhotoAction, FORM_START);
  useFormAnswer(state);
  const form = useRef<HTMLFormElement>(null);
  const moving = useRef<'earlier' | 'later' | null>(null);
  // A moved photo's row changes place in the list, and the browser drops the focus of a button that
  // moves: give it back, or to the other button when this one can go no further.
  useEffect(() => {
    const direction = moving.current;
    if (!direction || !form.current) return;
    moving.current = null;
    const buttons = [...form.current.querySelectorAll<HTMLButtonElement>('button[name="direction"]')];
    (buttons.find((button) => button.value === direction && !button.disabled) ?? buttons.find((button) => !button.disabled))?.focus();
  }, [index]);
  return (
    <form ref={form} action={move} aria-busy={pending || undefined}>
      {fields}
      <div className="button-row">
        <button
          type="submit"
          name="direction"
          value="earlier"
          className="button button-secondary"
          disabled={index === 0}
          onClick={() => (moving.current = 'earlier')}
        >
          Move earlier<span className="visually-hidden"> {name}</span>
        </button>
        <button
          type="submit"
          name="direction"
          value="later"
          className="button button-secondary"
          disabled={index === count - 1}
          onClick={() => (moving.current = 'later')}
        >
          Move later<span className="visually-hidden"> {name}</span>
        </button>
      </div>
      <FormMessages state={state} />
    </form>
  );
}

function RemoveForm({ fields, itemId, photo, name }: { fields: ReactNode; itemId: string; photo: Photo; name: string }) {
  const [state, remove, pending] = useActionState(removePhotoAction, FORM_START);
  const ask = useConfirmedSubmit(remove);
  useFormAnswer(state);
  // With a script the dialog asks first; without one, the button removes the photo as a plain form.
  function confirmFirst(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void ask(
      {
        title: `Remove ${name}?`,
        text: photo.key ? 'The photo leaves the item and its files are deleted. This cannot be undone.' : 'The generated picture leaves the item.',
        confirmLabel: 'Remove',
      },
      { itemId, photo: photo.url },
    );
  }
  return (
    <form action={remove} onSubmit={confirmFirst} aria-busy={pending || undefined}>
      {fields}
      <button type="submit" className="button button-secondary">
        Remove<span className="visually-hidden"> {name}</span>
      </button>
      <FormMessages state={state} />
    </form>
  );
}
