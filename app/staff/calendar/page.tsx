import type { Metadata } from 'next';
import Link from 'next/link';
import { CalendarLegend } from '@/components/calendar/CalendarLegend';
import { CalendarRows } from '@/components/calendar/CalendarRows';
import { MonthNav } from '@/components/calendar/MonthNav';
import styles from '@/components/calendar/calendar.module.css';
import { getDb } from '@/lib/db';
import { monthName, monthOf, monthOfDay, type CalendarMonth } from '@/lib/holds/calendar-month';
import { itemCalendarHref, readHouseCalendar } from '@/lib/holds/holds-calendar';
import { houseToday } from '@/lib/house/clock';
import { requireStaff } from '@/lib/identity/viewer';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';

const TYPE = tenant.request.type;
export const metadata: Metadata = { title: `${TYPE}s calendar`, robots: { index: false } };

/**
 * The holds calendar across the house (issue 13 §5): for a month (the house's this month unless
 * `?month=` names another), each prop with a request, hold, order, line out or block that month as
 * a row of bars, 50 props a page; `?q=` finds props by SKU or title. Each bar leads to its request,
 * or for a block to the prop's own calendar.
 */
export default async function HoldsCalendarPage({ searchParams }: PageProps) {
  await requireStaff();
  const params = await searchParams;
  const today = houseToday(tenant.vendor.timezone);
  const month = monthOf(params.month, monthOfDay(today));
  const search = typeof params.q === 'string' ? params.q.trim().slice(0, 80) : '';
  const askedPage = typeof params.page === 'string' && /^\d{1,4}$/.test(params.page) ? Number(params.page) : 1;
  const calendar = await readHouseCalendar(await getDb(), tenant.vendor.id, { month, today, search, page: Math.max(1, askedPage) });
  const hrefOf = (shown: CalendarMonth, page = 1) =>
    `/staff/calendar?${new URLSearchParams({ month: shown, ...(search ? { q: search } : {}), ...(page > 1 ? { page: String(page) } : {}) })}`;
  const name = monthName(month, tenant.locale);
  const props = (count: number) => `${count.toLocaleString(tenant.locale)} ${count === 1 ? 'prop' : 'props'}`;
  return (
    <div className="page">
      <h1>{TYPE}s calendar</h1>
      <p className="lead">
        Every prop with something asked for, held, out or blocked in the month; follow a bar to its request. Open a prop to block units for repair.
      </p>
      <MonthNav month={month} locale={tenant.locale} action="/staff/calendar" hrefOf={(shown) => hrefOf(shown)} search={search} />
      <CalendarLegend requestType={TYPE} />
      <p role="status">
        {search
          ? `${props(calendar.total)} ${calendar.total === 1 ? 'matches' : 'match'} “${search}”, those with something in ${name} first.`
          : calendar.total === 0
            ? `Nothing is asked for, held, out or blocked in ${name}.`
            : `${props(calendar.total)} with something in ${name}.`}
        {calendar.pages > 1 && ` Page ${calendar.page} of ${calendar.pages}.`}
      </p>
      {calendar.rows.length > 0 && (
        <CalendarRows
          rows={calendar.rows}
          month={month}
          today={today}
          words={{ locale: tenant.locale, requestType: TYPE }}
          label={`${TYPE}s and blocks, ${name}`}
          headingLevel={3}
          calendarHref={(itemId) => itemCalendarHref(itemId, month)}
        />
      )}
      {calendar.pages > 1 && (
        <nav className={styles.pages} aria-label="Pages">
          {calendar.page > 1 && (
            <Link href={hrefOf(month, Math.min(calendar.page - 1, calendar.pages))} rel="prev">
              ← Previous page
            </Link>
          )}
          <span>
            Page {calendar.page} of {calendar.pages}
          </span>
          {calendar.page < calendar.pages && (
            <Link href={hrefOf(month, calendar.page + 1)} rel="next">
              Next page →
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
