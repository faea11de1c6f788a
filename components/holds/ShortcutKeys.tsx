'use client';

import { useEffect } from 'react';
import { SHORTCUT_ROW } from './shortcut-row';

/** Keys typed into a field are the field's, never a shortcut. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The staff keyboard (issue 25 §2): j and k move focus to the next and the previous row (each row
 * has tabIndex -1, so focus can land on it and shows), a clicks the focused line's Accept button (the
 * move still goes through its form and the database), Enter on a queue row opens its request, and ?
 * opens the list of keys. One listener on the document and nothing rendered: the list itself is in
 * the page (ShortcutList), for screen readers and for pages without JavaScript.
 */
export function ShortcutKeys() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      const rows = Array.from(document.querySelectorAll<HTMLElement>(`[${SHORTCUT_ROW}]`));
      const active = document.activeElement;
      const row = active instanceof HTMLElement ? active.closest<HTMLElement>(`[${SHORTCUT_ROW}]`) : null;
      if (event.key === 'j' || event.key === 'k') {
        if (rows.length === 0) return;
        const at = row ? rows.indexOf(row) : -1;
        const next = event.key === 'j' ? Math.min(at + 1, rows.length - 1) : at === -1 ? rows.length - 1 : Math.max(at - 1, 0);
        rows[next]!.focus();
        event.preventDefault();
      } else if (event.key === 'a' && row) {
        row.querySelector<HTMLButtonElement>('[data-shortcut="accept"]')?.click();
        event.preventDefault();
      } else if (event.key === 'Enter' && row && active === row) {
        row.querySelector<HTMLAnchorElement>('[data-shortcut="open"]')?.click();
        event.preventDefault();
      } else if (event.key === '?') {
        const list = document.getElementById('keyboard-shortcuts');
        if (list instanceof HTMLDetailsElement) {
          list.open = true;
          list.querySelector('summary')?.focus();
          event.preventDefault();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return null;
}
