import 'server-only';
import { accountOf, type Viewer } from './viewer';
import { personName } from '@/lib/vendor-users/person-name';
import type { Actor } from '@/lib/audit/record-audit';

/** The signed-in staff member making a change, as the audit log names them. */
export function actorOf(viewer: Viewer): Actor {
  const { user, vendorUser } = accountOf(viewer);
  return { uid: user.uid, name: personName(vendorUser) };
}
