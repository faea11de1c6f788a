import type { Metadata } from 'next';
import Link from 'next/link';
import { TODAY_ROWS, TodayList, type TodayRow } from '@/components/staff/TodayList';
import styles from '@/components/staff/today.module.css';
import { countUnreadContactMessages } from '@/lib/contact/contact-inbox';
import { countAwaitingApproval, listAwaitingApproval } from '@/lib/customers/approval';
import { getDb } from '@/lib/db';
import type { QueueSearch } from '@/lib/holds/queue-search';
import {
  countRequestsInView,
  getHoldRequestForStaff,
  holdsEndingBefore,
  listHoldRequestsForStaff,
  type InboxView,
  type StaffHoldRequest,
} from '@/lib/holds/read-holds';
import { endOfHouseDay, houseToday } from '@/lib/house/clock';
import { formatCents } from '@/lib/house/money';
import { houseTimeWords } from '@/lib/house/time-words';
import { countInvoicesInView, listInvoices, type InvoiceSummary } from '@/lib/invoices/read-invoices';
import { countExtensionsAsked, listExtensionsAsked } from '@/lib/orders/order-extensions';
import { pulledNotOut } from '@/lib/pull-sheet/pulled-not-out';
import { addDays, mediumDay } from '@/lib/text/calendar-day';
import { can, requireStaff } from '@/lib/identity/viewer';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';

export const metadata: Metadata = { title: 'Today', robots: { index: false } };

const TYPE = tenant.request.type;
/** The queue, oldest first: the request that has waited longest is answered first (issue 38 §5). */
const OLDEST_FIRST: QueueSearch = { q: '', day: null, sort: 'age', dir: 'desc' };
const BY_RETURN_DAY: QueueSearch = { q: '', day: null, sort: 'return', dir: 'asc' };
/** A day's pick-ups by their booked time, those for any time after (issue 38 §5). */
const BY_PICK_UP_TIME: QueueSearch = { q: '', day: null, sort: 'pickup', dir: 'asc' };

/**
 * A request as a row of a list: its order number (once confirmed) and production, then who sent it;
 * in a list of pick-ups or returns, its booked time first ("Any time" when none is booked).
 */
function requestRow(request: StaffHoldRequest, detail?: string, time?: string | null): TodayRow {
  // The queue's words (components/holds/QueueTable.tsx): `title` is the person's job title, not the request's.
  const name = request.kind === 'claim' ? 'Claim of free props' : request.production || 'No production given';
  return {
    key: request.id,
    href: `/staff/holds?request=${encodeURIComponent(request.id)}`,
    text: [time === undefined ? null : (time ?? 'Any time'), request.orderNumber, name].filter(Boolean).join(' · '),
    detail: [request.customer.name || request.customer.email, detail].filter(Boolean).join(' · '),
  };
}

/**
 * The staff area's start page, Today (issue 13 §1, issue 38 §5): the day's work as lists of links,
 * each with its count, its first few rows and "All N" opening its full view. Pick-ups and returns
 * are listed by their booked time, those booked for any time after (issue 38 §4); the Schedule has
 * the whole of today and tomorrow by the hour.
 */
export default async function StaffPage(_props: PageProps) {
  const viewer = await requireStaff();
  const db = await getDb();
  const vendorId = tenant.vendor.id;
  const timeZone = tenant.vendor.timezone;
  const today = houseToday(timeZone);
  const tomorrow = addDays(today, 1);
  const requests = (view: InboxView, day: string, search: QueueSearch = OLDEST_FIRST) =>
    Promise.all([listHoldRequestsForStaff(db, vendorId, view, day, TODAY_ROWS, search), countRequestsInView(db, vendorId, view, day)]);
  const [
    waiting,
    outToday,
    outTomorrow,
    staged,
    backToday,
    backTomorrow,
    overdue,
    ending,
    extensions,
    extensionCount,
    unpaid,
    overdueInvoices,
    awaiting,
    unread,
  ] = await Promise.all([
    requests('unanswered', today),
    requests('goingOut', today, BY_PICK_UP_TIME),
    requests('goingOut', tomorrow, BY_PICK_UP_TIME),
    pulledNotOut(db, vendorId, TODAY_ROWS),
    requests('dueBack', today, BY_RETURN_DAY),
    requests('dueBack', tomorrow, BY_RETURN_DAY),
    requests('overdue', today, BY_RETURN_DAY),
    holdsEndingBefore(db, vendorId, endOfHouseDay(today, timeZone), { timeZone, holds: tenant.holds }),
    listExtensionsAsked(db, vendorId, TODAY_ROWS),
    countExtensionsAsked(db, vendorId),
    Promise.all([listInvoices(db, vendorId, 'unpaid', today, TODAY_ROWS), countInvoicesInView(db, vendorId, 'unpaid', today)]),
    Promise.all([listInvoices(db, vendorId, 'overdue', today, TODAY_ROWS), countInvoicesInView(db, vendorId, 'overdue', today)]),
    Promise.all([listAwaitingApproval(db, vendorId), countAwaitingApproval(db, vendorId)]),
    countUnreadContactMessages(db),
  ]);
  const endingShown = (await Promise.all(ending.slice(0, TODAY_ROWS).map(({ requestId }) => getHoldRequestForStaff(db, vendorId, requestId)))).flatMap(
    (request, index) => (request ? [requestRow(request, `ends ${houseTimeWords(ending[index]!.endsAt, tenant.locale, timeZone)}`)] : []),
  );
  const house = { locale: tenant.locale, currency: tenant.currency };
  const invoiceRow = (invoice: InvoiceSummary, detail: string): TodayRow => ({
    key: invoice.id,
    href: `/invoices/${encodeURIComponent(invoice.id)}`,
    text: `${invoice.number} · ${invoice.orderNumber}`,
    detail: `${invoice.customer.name || invoice.customer.email} · ${formatCents(invoice.balanceCents, house)} ${detail}`,
  });
  const rows = ([list]: [StaffHoldRequest[], number]) => list.map((request) => requestRow(request));
  const pickUpRows = ([list]: [StaffHoldRequest[], number]) => list.map((request) => requestRow(request, undefined, request.pickUpTime));
  const returnRows = ([list]: [StaffHoldRequest[], number]) => list.map((request) => requestRow(request, undefined, request.returnTime));
  return (
    <div className="page">
      <h1>Today</h1>
      <div className={styles.lists}>
        <TodayList
          title="Requests waiting"
          count={waiting[1]}
          rows={rows(waiting)}
          allHref="/staff/holds?view=unanswered"
          empty={`No ${TYPE.toLowerCase()} requests waiting.`}
        />
        <TodayList title="Holds ending tonight" count={ending.length} rows={endingShown} allHref="/staff/holds?view=expiring" empty="No holds end tonight." />
        <TodayList title="Pick-ups today" count={outToday[1]} rows={pickUpRows(outToday)} allHref="/staff/holds?view=goingOut" empty="No pick-ups today." />
        <TodayList
          title="Pick-ups tomorrow"
          count={outTomorrow[1]}
          rows={pickUpRows(outTomorrow)}
          allHref={`/staff/holds?view=all&day=${tomorrow}&sort=pickup`}
          allLabel="Tomorrow in the queue"
          empty="No pick-ups tomorrow."
        />
        <TodayList
          title="Pulled, not yet out"
          count={staged.count}
          rows={staged.orders.map((order) => ({
            key: order.requestId,
            href: `/staff/holds?request=${encodeURIComponent(order.requestId)}`,
            text: order.orderNumber ? `${order.orderNumber} · ${order.production || 'No production given'}` : order.production || 'No production given',
            detail: `${order.customer} · ${order.linesPulled} pulled · pick-up ${mediumDay(order.pickUpOn, tenant.locale)}`,
          }))}
          allHref="/staff/pull-sheet"
          allLabel="Pull sheet"
          empty="Nothing pulled and waiting to go out."
        />
        <TodayList title="Returns today" count={backToday[1]} rows={returnRows(backToday)} allHref="/staff/holds?view=dueBack" empty="No returns today." />
        <TodayList
          title="Returns tomorrow"
          count={backTomorrow[1]}
          rows={returnRows(backTomorrow)}
          allHref={`/staff/holds?view=all&day=${tomorrow}&sort=return`}
          allLabel="Tomorrow in the queue"
          empty="No returns tomorrow."
        />
        <TodayList title="Overdue returns" count={overdue[1]} rows={rows(overdue)} allHref="/staff/holds?view=overdue" empty="No returns overdue." />
        <TodayList
          title="Extension requests"
          count={extensionCount}
          rows={extensions.map((ask) => ({
            key: ask.id,
            href: `/staff/holds?request=${encodeURIComponent(ask.requestId)}`,
            text: `${ask.orderNumber} · ${ask.production}`,
            detail: `return ${mediumDay(ask.fromReturnOn, tenant.locale)} → ${mediumDay(ask.toReturnOn, tenant.locale)}`,
          }))}
          empty="No extension requests."
        />
        <TodayList
          title="Unpaid invoices"
          count={unpaid[1]}
          rows={unpaid[0].map((invoice) => invoiceRow(invoice, `due ${mediumDay(invoice.dueOn, tenant.locale)}`))}
          allHref="/staff/invoices?view=unpaid"
          empty="No unpaid invoices."
        />
        <TodayList
          title="Overdue invoices"
          count={overdueInvoices[1]}
          rows={overdueInvoices[0].map((invoice) => invoiceRow(invoice, `was due ${mediumDay(invoice.dueOn, tenant.locale)}`))}
          allHref="/staff/invoices?view=overdue"
          empty="No overdue invoices."
        />
        <TodayList
          title="Customers awaiting approval"
          count={awaiting[1]}
          rows={awaiting[0].slice(0, TODAY_ROWS).map((customer) => ({
            key: customer.uid,
            href: `/staff/customers/${encodeURIComponent(customer.uid)}`,
            text: customer.name || customer.email,
            detail: [customer.production, customer.studio].filter(Boolean).join(' · '),
          }))}
          allHref="/staff/approvals"
          empty="No customers awaiting approval."
        />
      </div>
      <ul>
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
