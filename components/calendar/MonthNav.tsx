import Link from 'next/link';
import { addMonths, monthName, type CalendarMonth } from '@/lib/holds/calendar-month';
import styles from './calendar.module.css';

/**
 * The month shown, the months either side, and a GET form to pick another (and, on the house-wide
 * calendar, to find a prop by SKU or title): every state of the calendar is its URL, and it works
 * without JavaScript.
 */
export function MonthNav({
  month,
  locale,
  action,
  hrefOf,
  search,
}: {
  month: CalendarMonth;
  locale: string;
  /** The page the form submits to. */
  action: string;
  hrefOf: (month: CalendarMonth) => string;
  /** The text searched for; undefined where the page has no search. */
  search?: string;
}) {
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  return (
    <div className={styles.toolbar}>
      <nav className={styles.months} aria-label="Months">
        <Link href={hrefOf(previous)} rel="prev">
          ← {monthName(previous, locale)}
        </Link>
        <h2>{monthName(month, locale)}</h2>
        <Link href={hrefOf(next)} rel="next">
          {monthName(next, locale)} →
        </Link>
      </nav>
      <form method="get" action={action} className={styles.pickMonth} role="search" aria-label={search === undefined ? 'Month' : 'Find a month or a prop'}>
        <span className="field">
          <label htmlFor="calendar-month">Month</label>
          <input id="calendar-month" name="month" type="month" defaultValue={month} min="2000-01" max="2099-12" required />
        </span>
        {search !== undefined && (
          <span className="field">
            <label htmlFor="calendar-search">SKU or title</label>
            <input id="calendar-search" name="q" type="search" defaultValue={search} maxLength={80} autoComplete="off" />
          </span>
        )}
        <button type="submit" className="button button-secondary">
          Show
        </button>
      </form>
    </div>
  );
}
