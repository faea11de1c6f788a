'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '../use-hydrated';
import { useCatalogTransition } from './CatalogTransition';
import styles from './catalog.module.css';

/** The width from which the filters stand beside the results as a sidebar (as in catalog.module.css). */
const SIDEBAR_QUERY = '(min-width: 900px)';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

type FiltersDrawerProps = {
  /** Values chosen (a date range counts as one): "Filters (2)". */
  activeCount: number;
  /** The props the current filters find: "Show 12 props". */
  total: number;
  children: ReactNode;
};

/**
 * On a phone the filters wait behind a "Filters" button, so the results come first (issue 14 §3);
 * from 900 px they are the sidebar, as before. Open, the drawer is a modal dialog: focus stays in it,
 * Escape or "Show N props" closes it and focus returns to the button. Without JavaScript the button
 * is a link to #catalog-filters, and CSS shows the drawer while it is the :target (decision 0101).
 */
export function FiltersDrawer({ activeCount, total, children }: FiltersDrawerProps) {
  const enhanced = useHydrated();
  const [open, setOpen] = useState(false);
  const [isPending] = useCatalogTransition();
  const button = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    heading.current?.focus();
    // The page behind does not scroll under the sheet; widening to the sidebar's width ends the dialog.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const sidebar = window.matchMedia(SIDEBAR_QUERY);
    const onWiden = () => sidebar.matches && setOpen(false);
    sidebar.addEventListener('change', onWiden);
    return () => {
      root.style.overflow = overflow;
      sidebar.removeEventListener('change', onWiden);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    // Focus goes round inside the open drawer.
    const focusable = [...drawer.current!.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === heading.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const label = activeCount > 0 ? `Filters (${activeCount})` : 'Filters';
  return (
    <>
      <div className={styles.filterBar}>
        {enhanced ? (
          <button
            ref={button}
            type="button"
            className="button button-secondary"
            aria-expanded={open}
            aria-controls="catalog-filters"
            onClick={() => setOpen(true)}
          >
            {label}
          </button>
        ) : (
          <a href="#catalog-filters" className="button button-secondary">
            {label}
          </a>
        )}
      </div>
      <div
        id="catalog-filters"
        ref={drawer}
        className={`${styles.drawer} ${enhanced ? styles.enhanced : ''} ${open ? styles.open : ''}`}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-labelledby={open ? 'catalog-filters-heading' : undefined}
        onKeyDown={onKeyDown}
      >
        <div className={styles.drawerHead}>
          <h2 id="catalog-filters-heading" ref={heading} tabIndex={-1}>
            Filters
          </h2>
          {enhanced ? (
            <button type="button" className={styles.drawerClose} onClick={close} aria-label="Close filters">
              <span aria-hidden="true">×</span>
            </button>
          ) : (
            <a href="#catalog-results" className={styles.drawerClose} aria-label="Close filters">
              <span aria-hidden="true">×</span>
            </a>
          )}
        </div>
        {children}
        {enhanced && (
          <div className={styles.drawerFoot}>
            <button type="button" className="button" onClick={close}>
              {isPending ? 'Loading…' : total === 1 ? 'Show 1 prop' : `Show ${total.toLocaleString('en')} props`}
            </button>
          </div>
        )}
      </div>
    </>
  );
}
