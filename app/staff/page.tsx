import type { Metadata } from 'next';
import Link from 'next/link';
import { countUnreadContactMessages } from '@/lib/contact/contact-inbox';
import { countAwaitingApproval } from '@/lib/customers/approval';
import { getDb } from '@/lib/db';
import { countRequestsInView, type InboxView } from '@/lib/holds/read-holds';
import { houseToday } from '@/lib/house/clock';
import { can, requireStaff } from '@/lib/identity/viewer';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';

export const metadata: Metadata = { title: 'Today', robots: { index: false } };

const TYPE = tenant.request.type;
/** Today's work (issue 13 §1), each a count of requests linking to its list in the inbox. */
const TODAY: [InboxView, string][] = [
  ['unanswered', `New ${TYPE} requests`],
  ['goingOut', 'Going out today'],
  ['dueBack', 'Due back today'],
  ['overdue', 'Overdue'],
  ['expiring', `On ${TYPE.toLowerCase()}, ending soonest first`],
];

/** The staff area's start page, Today: today's work as counts, each linking to its list in the queue. */
export default async function StaffPage(_props: PageProps) {
  const viewer = await requireStaff();
  const db = await getDb();
  const today = houseToday(tenant.vendor.timezone);
  const [counts, awaiting, unread] = await Promise.all([
    Promise.all(TODAY.map(([view]) => countRequestsInView(db, tenant.vendor.id, view, today))),
    countAwaitingApproval(db, tenant.vendor.id),
    countUnreadContactMessages(db),
  ]);
  return (
    <div className="page">
      <h1>Today</h1>
      <ul>
        {TODAY.map(([view, label], index) => (
          <li key={view}>
            <Link href={`/staff/holds?view=${view}`}>
              {label} ({counts[index]})
            </Link>
          </li>
        ))}
        <li>
          <Link href="/staff/approvals">Customers awaiting approval ({awaiting})</Link>: approve, or deny with a reason
        </li>
        <li>
          <Link href="/staff/inbox">Contact inbox ({unread} unread)</Link>: the contact page’s messages, answered by email
        </li>
      </ul>
      {/* Every staff page is in the side navigation (issue 25 §1); these are the tools it does not name. */}
      <h2>Also</h2>
      <ul>
        <li>
          <Link href="/staff/calendar">{TYPE}s calendar</Link>: each prop’s requests, holds, orders and blocks across a month; block units for repair
        </li>
        <li>
          <Link href="/staff/labels">Print labels</Link>: a sheet of prop labels with the SKU and its QR code
        </li>
        <li>
          <Link href="/staff/items/new">Add an item</Link>; <Link href="/staff/synonyms">search synonyms</Link>
        </li>
        {can(viewer, 'admin') && (
          <li>
            <Link href="/staff/users">Accounts</Link>: find an account and sign in as it for support
          </li>
        )}
        <li>
          {/* A download, not a page: a plain link. */}
          <a href="/staff/items/export.csv">Export CSV</a> of the whole catalogue, hidden and archived items too
        </li>
        <li>
          <Link href="/staff/items/import">Import CSV</Link>: check a file row by row, then create and update items by SKU
        </li>
        <li>
          <a href="/catalog">The catalogue</a> as crews see it
        </li>
      </ul>
    </div>
  );
}
