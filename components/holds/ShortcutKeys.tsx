'use client';

import { useEffect } from 'react';

/**
 * The staff keys (issue 25 §2, decision 124; shortcut-listener.ts). Renders nothing: the keys' list is
 * in the page (ShortcutList). The listener is fetched after the page has come alive, so the staff
 * pages' first-load JavaScript does not grow (issue 25); until then the keys do nothing.
 */
export function ShortcutKeys() {
  useEffect(() => {
    let live = true;
    let stop = () => {};
    void import('./shortcut-listener').then(({ listenForShortcuts }) => {
      if (live) stop = listenForShortcuts();
    });
    return () => {
      live = false;
      stop();
    };
  }, []);
  return null;
}
