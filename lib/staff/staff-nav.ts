/** The staff area's pages (issue 25 §1), in the side navigation's order; `admin` only for admins. */
export const STAFF_PAGES = [
  { key: 'today', label: 'Today', href: '/staff' },
  { key: 'holds', label: 'Holds', href: '/staff/holds' },
  { key: 'schedule', label: 'Schedule', href: '/staff/schedule' },
  { key: 'calendar', label: 'Calendar', href: '/staff/calendar' },
  { key: 'counter', label: 'Counter', href: '/staff/check-in' },
  { key: 'pullSheet', label: 'Pull sheet', href: '/staff/pull-sheet' },
  { key: 'items', label: 'Items', href: '/staff/items' },
  { key: 'categories', label: 'Categories', href: '/staff/categories' },
  { key: 'customers', label: 'Customers', href: '/staff/customers' },
  { key: 'invoices', label: 'Invoices', href: '/staff/invoices' },
  { key: 'approvals', label: 'Approvals', href: '/staff/approvals' },
  { key: 'inbox', label: 'Inbox', href: '/staff/inbox' },
  { key: 'reports', label: 'Reports', href: '/staff/reports' },
  { key: 'users', label: 'Users', href: '/staff/users', admin: true },
] as const;

export type StaffPageKey = (typeof STAFF_PAGES)[number]['key'];

/** The live counts the navigation shows beside its links, where one makes sense. */
export type StaffCounts = {
  newRequests: number;
  awaitingApproval: number;
  unreadMessages: number;
  dueBackToday: number;
  overdue: number;
  overdueInvoices: number;
  extensionsAsked: number;
};

/** The words beside a link: "3 new", "2 due back, 1 overdue"; nothing when there is nothing to do. */
export function countWords(key: StaffPageKey, counts: StaffCounts): string {
  const parts = (pairs: [number, string][]) =>
    pairs
      .filter(([count]) => count > 0)
      .map(([count, words]) => `${count} ${words}`)
      .join(', ');
  switch (key) {
    case 'holds':
      return parts([
        [counts.newRequests, 'new'],
        [counts.extensionsAsked, counts.extensionsAsked === 1 ? 'extension asked' : 'extensions asked'],
      ]);
    case 'counter':
      return parts([
        [counts.dueBackToday, 'due back'],
        [counts.overdue, 'overdue'],
      ]);
    case 'approvals':
      return parts([[counts.awaitingApproval, 'waiting']]);
    case 'inbox':
      return parts([[counts.unreadMessages, 'unread']]);
    case 'invoices':
      return parts([[counts.overdueInvoices, 'overdue']]);
    default:
      return '';
  }
}

export function isStaffPath(pathname: string): boolean {
  return pathname === '/staff' || pathname.startsWith('/staff/');
}

/** Which link is the current page: the longest whose address the path is, or lies under (Labels under the Counter). */
export function currentStaffPage(pathname: string): StaffPageKey | null {
  if (pathname.startsWith('/staff/labels')) return 'counter';
  if (pathname.startsWith('/staff/synonyms')) return 'items';
  const under = STAFF_PAGES.filter((page) => pathname === page.href || (page.href !== '/staff' && pathname.startsWith(`${page.href}/`)));
  return under.sort((a, b) => b.href.length - a.href.length)[0]?.key ?? null;
}
