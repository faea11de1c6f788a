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
import { addDays, longDay } from '@/lib/text/calendar-day';

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
 */
export default async function SchedulePage(_props: PageProps) {
  await requireStaff();
  const db = await getDb();
  const today = houseToday(tenant.vendor.timezone);
  const days = [
    { title: 'Today', day: today },
    { title: 'Tomorrow', day: addDays(today, 1) },
  ];
  const schedules = await Promise.all(days.map(({ day }) => daySchedule(db, tenant.vendor.id, day)));
  return (
    <div className="page">
      <h1>Schedule</h1>
      <p className="lead">
        Pick-ups and returns by the hour they are booked, up to {tenant.dockCapacity} an hour at the dock. Open {weekInWords(tenant.openingHours)}.
      </p>
      <div className={styles.days}>
        {days.map(({ title, day }, index) => {
          const entries = schedules[index]!;
          const heading = `schedule-${day}`;
          return (
            <section key={day} aria-labelledby={heading}>
              <h2 id={heading}>
                {title}, {longDay(day, tenant.locale)}
              </h2>
              {entries.length === 0 ? (
                <p className={styles.muted}>No pick-ups or returns {title.toLowerCase()}.</p>
              ) : (
                byHour(entries).map((group) => (
                  <section key={group.hour ?? 'any'} aria-label={`${title}, ${group.hour ? hourWords(group.hour) : 'Any time'}`}>
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
