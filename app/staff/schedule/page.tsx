import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/booked-times/schedule.module.css';
import { byHour, daySchedule, type ScheduleEntry } from '@/lib/booked-times/day-schedule';
import { hourWords, weekInWords } from '@/lib/booked-times/opening-hours';
import { getDb } from '@/lib/db';
import { houseToday } from '@/lib/house/clock';
import { requireStaff } from '@/lib/identity/viewer';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';
import { addDays, isCalendarDay, longDay } from '@/lib/text/calendar-day';

export const metadata: Metadata = { title: 'Schedule', robots: { index: false } };

const lines = (count: number) => `${count} ${count === 1 ? 'line' : 'lines'}`;

/** One pick-up or return: its time and move, its order (or "Not confirmed yet"), who, the production and its lines. */
function EntryRow({ entry }: { entry: ScheduleEntry }) {
  const move = entry.move === 'pickUp' ? 'Pick-up' : 'Return';
  return (
    <li>
      {entry.time ? `${entry.time} ` : ''}
      {move} ·{' '}
      <Link href={`/staff/holds?request=${encodeURIComponent(entry.requestId)}`}>
        {entry.orderNumber ?? 'Not confirmed yet'} · {entry.production || 'No production given'}
      </Link>{' '}
      <span className={styles.muted}>
        · {entry.customer} · {lines(entry.lineCount)}
      </span>
    </li>
  );
}

/**
 * The dock's schedule (issue 38 §4): today's and tomorrow's pick-ups and returns by the hour of the
 * house's clock, each a link to its request; those booked for any time in opening hours after them,
 * under "Any time". The requests the dock's capacity counts: every Hold whose lines are not all ended.
 * A GET form shows another day and the next, so it works without JavaScript.
 */
export default async function SchedulePage({ searchParams }: PageProps) {
  await requireStaff();
  const db = await getDb();
  const today = houseToday(tenant.vendor.timezone);
  // `?day=` plans ahead (Monday's dock on a Friday): that day and the next; anything else is today.
  const asked = (await searchParams).day;
  const first = typeof asked === 'string' && isCalendarDay(asked) ? asked : today;
  const title = (day: string) => (day === today ? 'Today' : day === addDays(today, 1) ? 'Tomorrow' : null);
  const days = [first, addDays(first, 1)].map((day) => ({ day, title: title(day) }));
  const schedules = await Promise.all(days.map(({ day }) => daySchedule(db, tenant.vendor.id, day)));
  return (
    <div className="page">
      <h1>Schedule</h1>
      <p className="lead">
        Pick-ups and returns by the hour they are booked, up to {tenant.dockCapacity} an hour at the dock. Open {weekInWords(tenant.openingHours)}.
      </p>
      <form method="get" action="/staff/schedule" className="button-row button-row-inline">
        <span className="field">
          <label htmlFor="schedule-day">From day</label>
          <input id="schedule-day" type="date" name="day" defaultValue={first} />
        </span>
        <button type="submit" className="button button-secondary">
          Show
        </button>
      </form>
      <div className={styles.days}>
        {days.map(({ title, day }, index) => {
          const entries = schedules[index]!;
          const heading = `schedule-${day}`;
          return (
            <section key={day} aria-labelledby={heading}>
              <h2 id={heading}>{title ? `${title}, ${longDay(day, tenant.locale)}` : longDay(day, tenant.locale)}</h2>
              {entries.length === 0 ? (
                <p className={styles.muted}>No pick-ups or returns {title ? title.toLowerCase() : `on ${longDay(day, tenant.locale)}`}.</p>
              ) : (
                byHour(entries).map((group) => (
                  <section key={group.hour ?? 'any'} aria-label={`${longDay(day, tenant.locale)}, ${group.hour ? hourWords(group.hour) : 'Any time'}`}>
                    <h3 className={styles.hour}>{group.hour ? hourWords(group.hour) : 'Any time'}</h3>
                    <ul className={styles.entries}>
                      {group.entries.map((entry) => (
                        <EntryRow key={`${entry.move}-${entry.requestId}`} entry={entry} />
                      ))}
                    </ul>
                  </section>
                ))
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}
