'use client';

import { RESULTS_ID } from './CatalogTransition';
import styles from './catalog.module.css';

/**
 * Past the filters to the props, for a keyboard (issue 28 §3); seen only when it has focus. It lands
 * on the first card's link (issue 39 §2), the first thing worth a key press there; with no card, on
 * the results. Without JavaScript the link scrolls to the results and the next Tab starts there.
 */
export function SkipToResults() {
  const land = () => {
    const results = document.getElementById(RESULTS_ID);
    const firstCard = results?.querySelector<HTMLAnchorElement>('[data-item-id] a[href]');
    (firstCard ?? results)?.focus();
  };
  return (
    <a
      href={`#${RESULTS_ID}`}
      className={styles.skipToResults}
      onClick={(event) => {
        event.preventDefault();
        land();
      }}
    >
      Skip to results
    </a>
  );
}
