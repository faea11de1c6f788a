import type { ReactNode } from 'react';
import { requireStaff } from '@/lib/identity/viewer';

/**
 * The staff area: staff and admins only, everyone else a 404 (spec §6). A layout does not protect
 * the actions under it, so every staff action checks its access again (lib/forms/form-action.ts).
 */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  await requireStaff();
  return children;
}
