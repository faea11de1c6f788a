import { monthName, weeksOf, type CalendarMonth } from '@/lib/holds/calendar-month';
import type { CalendarDay } from '@/lib/text/calendar-day';
import styles from './calendar.module.css';

/** The locale's first day of the week, 1 = Monday … 7 = Sunday (Intl's week info where the runtime has it). */
function firstWeekday(locale: string): number {
  const about = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
  return about.getWeekInfo?.().firstDay ?? about.weekInfo?.firstDay ?? 1;
}

/**
 * One prop's month as a wall calendar (issue 13 §5): on each day, how many of its units are away
 * (held, confirmed, out or blocked, counted as availability counts them) out of its quantity.
 */
export function UnitsAwayGrid({
  month,
  away,
  quantity,
  today,
  locale,
}: {
  month: CalendarMonth;
  away: Map<CalendarDay, number>;
  quantity: number;
  today: CalendarDay;
  locale: string;
}) {
  const first = firstWeekday(locale);
  const weeks = weeksOf(month, first);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday: the week's days from the locale's first, as dates to name them by.
  const headerDays = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(2024, 0, ((first - 1 + index) % 7) + 1)));
  return (
    <table className={styles.month}>
      <caption className="visually-hidden">
        Units away each day, {monthName(month, locale)}, of {quantity}
      </caption>
      <thead>
        <tr>
          {headerDays.map((date) => (
            <th key={date.toISOString()} scope="col">
              <abbr title={weekdayLong.format(date)}>{weekday.format(date)}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((day, index) => {
              if (!day) return <td key={`blank-${index}`} />;
              const units = away.get(day) ?? 0;
              const full = units >= quantity;
              return (
                <td key={day} className={full ? styles.full : units > 0 ? styles.some : undefined} aria-current={day === today ? 'date' : undefined}>
                  <span className={styles.dayOf}>{Number(day.slice(8))}</span>{' '}
                  {units === 0 ? <span className={styles.free}>Free</span> : full ? `All ${quantity} away` : `${units} of ${quantity} away`}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
