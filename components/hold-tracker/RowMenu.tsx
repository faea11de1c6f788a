'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './hold-tracker.module.css';

/**
 * A row's own menu (issue 39 §3): at a desk's width a line's moves ("Release", "Cancel") sit behind
 * one small disclosure button at the row's end, not as full-width buttons under every line. On a
 * phone the button is not shown and the moves stay in the row as before (the stylesheet shows the
 * panel, open or not). The panel stays mounted while closed: a move's confirm dialog and
 * its answer belong to it. Escape closes it and gives focus back to its button; so does a click
 * outside, unless a dialog is open (the confirm dialog's buttons are outside the panel).
 */
export function RowMenu({ name, children }: { name: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.querySelector('dialog[open]')) return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (document.querySelector('dialog[open]') || root.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return (
    <div ref={root} className={styles.menu}>
      <button
        ref={button}
        type="button"
        className={`button button-secondary ${styles.menuButton}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        Actions<span className="visually-hidden"> for {name}</span>
        <span aria-hidden="true"> ▾</span>
      </button>
      {/* Not `hidden`: the site's `[hidden]` is `!important`, and on a phone the stylesheet shows the panel closed or open. */}
      <div id={id} className={styles.menuPanel} data-open={open || undefined}>
        {children}
      </div>
    </div>
  );
}
