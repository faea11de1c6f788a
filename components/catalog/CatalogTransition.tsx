'use client';

import { createContext, useContext, useTransition, type ReactNode, type TransitionStartFunction } from 'react';
import styles from './catalog.module.css';
import { useFocusWhenAsked } from './focus-results';

type Transition = [isPending: boolean, startTransition: TransitionStartFunction];

const CatalogTransitionContext = createContext<Transition | null>(null);

/**
 * One transition for the whole catalogue page: the filter form starts it when a choice navigates,
 * and the results (and the drawer's "Show N props") show that the new props are on their way.
 */
export function CatalogTransition({ children }: { children: ReactNode }) {
  const transition = useTransition();
  return <CatalogTransitionContext.Provider value={transition}>{children}</CatalogTransitionContext.Provider>;
}

/** The page's transition, or one of the caller's own outside a <CatalogTransition>. */
export function useCatalogTransition(): Transition {
  const own = useTransition();
  return useContext(CatalogTransitionContext) ?? own;
}

/** Where "Skip to results" leads: the section takes focus, so the next Tab is in the results. */
export const RESULTS_ID = 'results';

/** The results' heading: where focus lands after new dates (issue 39 §2). */
export const RESULTS_HEADING_ID = 'catalog-results';

/**
 * The results section, marked busy while a filter's navigation is under way (issue 14 §5), with a
 * visible "Loading…" announced politely. The line is always there, so screen readers hear it change.
 * `listKey` names the list shown: when new dates bring a new one, its heading takes focus.
 */
export function ResultsRegion({ children, listKey }: { children: ReactNode; listKey: string }) {
  const [isPending] = useCatalogTransition();
  useFocusWhenAsked(RESULTS_HEADING_ID, listKey);
  return (
    <section id={RESULTS_ID} tabIndex={-1} className={styles.results} aria-labelledby={RESULTS_HEADING_ID} aria-busy={isPending}>
      <p className={styles.loading} aria-live="polite">
        {isPending ? 'Loading…' : ''}
      </p>
      {children}
    </section>
  );
}
