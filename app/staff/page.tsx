import type { Metadata } from 'next';
import Link from 'next/link';
import { countUnreadContactMessages } from '@/lib/contact/contact-inbox';
import { countAwaitingApproval } from '@/lib/customers/approval';
import { getDb } from '@/lib/db';
import { can, requireStaff } from '@/lib/identity/viewer';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';

export const metadata: Metadata = { title: 'Staff', robots: { index: false } };

/** The staff area's start page; the back office's daily work lands here as it is built. */
export default async function StaffPage(_props: PageProps) {
  const viewer = await requireStaff();
  const db = await getDb();
  const [awaiting, unread] = await Promise.all([countAwaitingApproval(db, tenant.vendor.id), countUnreadContactMessages(db)]);
  return (
    <div className="page">
      <h1>Staff</h1>
      <ul>
        <li>
          <Link href="/staff/holds">{tenant.request.type} requests</Link>: accept, decline, second hold, challenge, confirm, out and returned, line by line
        </li>
        <li>
          <Link href="/staff/approvals">Customers awaiting approval ({awaiting})</Link>: approve, or deny with a reason
        </li>
        <li>
          <Link href="/staff/inbox">Contact inbox ({unread} unread)</Link>: the contact page’s messages, answered by email
        </li>
        {can(viewer, 'admin') && (
          <li>
            <Link href="/staff/users">Customers</Link>: find an account and sign in as it for support
          </li>
        )}
        <li>
          <Link href="/catalog">The catalogue</Link> as crews see it
        </li>
      </ul>
    </div>
  );
}
