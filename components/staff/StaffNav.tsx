'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import { useHydrated } from '@/components/use-hydrated';
import { currentStaffPage } from '@/lib/staff/staff-nav';
import styles from './staff-shell.module.css';

export type StaffNavLink = { key: string; label: string; href: string; count: string };

/**
 * The staff area's side navigation (issue 25 §1): every staff page one click away, the current one
 * marked, live counts beside their links. On a phone it folds into "Staff menu"; without JavaScript
 * the list simply stays open.
 */
export function StaffNav({ links }: { links: StaffNavLink[] }) {
  const pathname = usePathname() ?? '';
  const current = currentStaffPage(pathname);
  const hydrated = useHydrated();
  // Open on the page where it was opened: a link followed closes the menu on a phone.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const listId = useId();
  return (
    <nav aria-label="Staff" className={styles.nav}>
      {hydrated && (
        <button type="button" className={styles.menuButton} aria-expanded={open} aria-controls={listId} onClick={() => setOpenOn(open ? null : pathname)}>
          Staff menu
        </button>
      )}
      <ul id={listId} className={styles.links} data-collapsed={hydrated && !open ? 'true' : undefined}>
        {links.map((link) => (
          <li key={link.key}>
            <Link href={link.href} aria-current={current === link.key ? 'page' : undefined}>
              {link.label}
              {link.count && <span className={styles.count}> {link.count}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
