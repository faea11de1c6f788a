'use client';

import { IntentLink } from '@/components/IntentLink';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '@/components/auth/AuthProvider';
import { audienceFor, isCurrent, isVisibleTo } from '@/lib/navigation/links';
import type { NavLink } from '@/lib/tenant/schema';
import styles from './site-header.module.css';

/** The header's expandable menu: a disclosure button that closes on Escape, on a click outside, when focus leaves it and after navigating. */
export function MenuDisclosure({ label, links: all }: { label: string; links: NavLink[] }) {
  // Links for the signed in only (decision 3) are decided here, in the browser (decision 126).
  const audience = audienceFor(useAuth().state.status);
  const links = all.filter((link) => isVisibleTo(link, audience));
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const searchParams = useSearchParams();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (links.length === 0) return null;
  return (
    <div
      ref={rootRef}
      className={styles.menu}
      onBlur={(event) => {
        // Tabbing past the last link (or anywhere else) closes the menu; moving between its own links does not.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.menuList} hidden={!open}>
        {links.map((link) => (
          <li key={link.href}>
            <IntentLink
              href={link.href}
              className={styles.menuLink}
              aria-current={isCurrent(link.href, pathname, new URLSearchParams(searchParams.toString())) ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {link.label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
