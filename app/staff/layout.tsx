import Link from 'next/link';
import type { ReactNode } from 'react';
import { StaffNav } from '@/components/staff/StaffNav';
import { StaffSearch } from '@/components/staff/StaffSearch';
import styles from '@/components/staff/staff-shell.module.css';
import { getDb } from '@/lib/db';
import { houseToday } from '@/lib/house/clock';
import { can, requireStaff } from '@/lib/identity/viewer';
import { staffCounts } from '@/lib/staff/staff-counts';
import { countWords, STAFF_PAGES } from '@/lib/staff/staff-nav';
import { tenant } from '@/lib/tenant';
import { personName } from '@/lib/vendor-users/person-name';

/**
 * The staff area: staff and admins only, everyone else a 404 (spec §6). A layout does not protect
 * the actions under it, so every staff action checks its access again (lib/entry-points/form-action.ts).
 * Its own shell (issue 25 §1): a compact bar with the house, a link to the public site and who is
 * signed in, and the side navigation with live counts; the public header and footer are not shown
 * here (components/site-chrome/PublicOnly.tsx). The bar holds the back office's one search (issue 38 §1).
 */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const viewer = await requireStaff();
  const counts = await staffCounts(await getDb(), tenant.vendor.id, houseToday(tenant.vendor.timezone));
  const links = STAFF_PAGES.filter((page) => !('admin' in page) || can(viewer, 'admin')).map((page) => ({
    key: page.key,
    label: page.label,
    href: page.href,
    count: countWords(page.key, counts),
  }));
  return (
    <div className={styles.shell}>
      <div className={styles.bar}>
        <span className={styles.house}>{tenant.appTitle} staff</span>
        <StaffSearch />
        <Link href="/">Public site</Link>
        <span>
          Signed in as <strong>{personName(viewer.vendorUser)}</strong>
        </span>
      </div>
      <StaffNav links={links} />
      <div className={styles.content}>{children}</div>
    </div>
  );
}
