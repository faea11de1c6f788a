'use client';

import { RESULTS_ID } from './CatalogTransition';
import styles from './catalog.module.css';

/**
 * Past the filters to the props, for a keyboard (issue 28 §3); seen only when it has focus. The link
 * scrolls to the results by itself; Chromium moves only where the next Tab starts, so the section is
 * focused too, and a screen reader is told where it landed.
 */
export function SkipToResults() {
  return (
    <a href={`#${RESULTS_ID}`} className={styles.skipToResults} onClick={() => document.getElementById(RESULTS_ID)?.focus({ preventScroll: true })}>
      Skip to results
    </a>
  );
}
