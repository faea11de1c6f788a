import Link from 'next/link';
import { useId } from 'react';
import styles from './today.module.css';

export type TodayRow = { key: string; href: string; text: string; detail?: string };

/** How many rows a list of the Today page shows: a glance, with "All N" for the rest. */
export const TODAY_ROWS = 5;

/**
 * One list of the Today page (issue 38 §5): a heading with its count, the first few rows as links,
 * "All N" to the full view where one exists and holds something, and one line when there is nothing
 * (a named link such as "Pull sheet" stays: it opens a page of its own).
 */
export function TodayList({
  title,
  count,
  rows,
  allHref,
  allLabel = `All ${count}`,
  empty,
}: {
  title: string;
  count: number;
  rows: TodayRow[];
  allHref?: string;
  /** Where the full view holds more than this list (tomorrow's requests in the queue by day), it says so. */
  allLabel?: string;
  empty: string;
}) {
  const heading = useId();
  return (
    <section aria-labelledby={heading} className={styles.list}>
      <h2 id={heading}>
        {title} <span className={styles.count}>({count})</span>
      </h2>
      {rows.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul>
          {rows.map((row) => (
            <li key={row.key}>
              <Link href={row.href}>{row.text}</Link>
              {row.detail && <span className={styles.detail}> · {row.detail}</span>}
            </li>
          ))}
        </ul>
      )}
      {/* "All 0" under "None" said nothing twice: a full view is offered once there is something in it, or where it names a page of its own. */}
      {allHref && (count > 0 || allLabel !== `All ${count}`) && (
        <p className={styles.all}>
          <Link href={allHref}>{allLabel}</Link>
        </p>
      )}
    </section>
  );
}
