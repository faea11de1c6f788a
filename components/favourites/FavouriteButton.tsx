'use client';

import { startTransition, useActionState, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { setFavouriteAction, setFavouriteWithoutScript } from '@/app/favourites/actions';
import { FAVOURITE_START } from '@/lib/favourites/favourite-state';
import { useFavourite } from './FavouritesProvider';
import styles from './favourite-button.module.css';

/**
 * The heart (issue 11 §1): a toggle button, "Add to favourites" or "Remove from favourites", with
 * aria-pressed. It shows the tap at once and the server's answer when it comes; without JavaScript
 * it is a plain form that lands on the person's favourites (decision 140).
 */
export function FavouriteButton({ itemId, className }: { itemId: string; className?: string }) {
  const { favourite: kept, remember } = useFavourite(itemId);
  const [state, send, pending] = useActionState(setFavouriteAction, FAVOURITE_START);
  const [asked, setAsked] = useState(false);
  const handled = useRef(state.seq);
  useLayoutEffect(() => {
    if (handled.current === state.seq) return;
    handled.current = state.seq;
    if (state.status === 'done') remember(state.data.itemId, state.data.favourite);
  }, [state, remember]);

  const favourite = pending ? asked : kept;
  // The form names the action for a browser without JavaScript; with it, the heart sends its own.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set('enhanced', '1');
    setAsked(!favourite);
    startTransition(() => send(form));
  };
  return (
    <form action={setFavouriteWithoutScript} onSubmit={onSubmit} className={[styles.form, className].filter(Boolean).join(' ')}>
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="favourite" value={String(!favourite)} />
      <button
        type="submit"
        className={styles.heart}
        aria-pressed={favourite}
        aria-busy={pending || undefined}
        aria-label={favourite ? 'Remove from favourites' : 'Add to favourites'}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4h2c.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
      {state.status === 'failed' && (
        <span role="alert" className={styles.error}>
          {state.message}
        </span>
      )}
    </form>
  );
}
