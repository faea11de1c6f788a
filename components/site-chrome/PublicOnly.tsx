'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { isStaffPath } from '@/lib/staff/staff-nav';

/**
 * The public header and footer, on every page but the staff area's (issue 25 §1), which wears its
 * own shell. Decided from the address in the browser, so a client navigation between the staff area
 * and the public site shows the right one; the root layout reads no path (decision 126).
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  return isStaffPath(usePathname() ?? '') ? null : children;
}
