import type { CSSProperties } from 'react';
import Link from 'next/link';
import { barText, barWord, dayColumns, layoutBars, type Bar } from '@/lib/holds/calendar-bars';
import type { CalendarMonth } from '@/lib/holds/calendar-month';
import type { CalendarRow } from '@/lib/holds/holds-calendar';
import type { CalendarDay } from '@/lib/text/calendar-day';
import styles from './calendar.module.css';

type Words = { locale: string; requestType: string };

/** Weekends and today shaded behind every row, as one gradient of hard stops, rather than a box per day per row. */
function shading(columns: { day: CalendarDay; weekend: boolean }[], today: CalendarDay): string {
  const width = 100 / columns.length;
  const stops = columns.map((column, index) => {
    const shade = column.day === today ? 'rgb(154 59 18 / 0.14)' : column.weekend ? 'rgb(0 0 0 / 0.05)' : 'transparent';
    return `${shade} ${(index * width).toFixed(3)}% ${((index + 1) * width).toFixed(3)}%`;
  });
  return `linear-gradient(to right, ${stops.join(', ')})`;
}

function BarLink({ bar, words }: { bar: Bar; words: Words }) {
  const text = barText(bar, words);
  const className = [styles.bar, styles[bar.kind], bar.continuesBefore && styles.before, bar.continuesAfter && styles.after].filter(Boolean).join(' ');
  const style = { '--tail': `${(100 * bar.turnaroundDays) / bar.days}%` } as CSSProperties;
  return (
    <li style={{ gridColumn: `${bar.column} / span ${bar.days}`, gridRow: bar.lane + 1 }}>
      <Link href={bar.href} className={className} style={style} aria-label={text} title={text}>
        <span className={styles.word} aria-hidden="true">
          {bar.continuesBefore && '◂ '}
          {barWord(bar.kind, words.requestType)}
        </span>
        <span className={styles.who} aria-hidden="true">
          {bar.who ? `${bar.who} ` : ''}×{bar.units}
        </span>
      </Link>
    </li>
  );
}

/**
 * The month as rows of props and columns of days, each prop's lines and blocks drawn as bars
 * (issue 13 §5). Each bar is a link whose name says in words what it is, for whom, how many and
 * when; its colour and pattern only repeat that. The day numbers are for the eye: every bar names
 * its own days.
 */
export function CalendarRows({
  rows,
  month,
  today,
  words,
  label,
  headingLevel = 2,
  calendarHref,
}: {
  rows: CalendarRow[];
  month: CalendarMonth;
  today: CalendarDay;
  words: Words;
  label: string;
  headingLevel?: 2 | 3;
  /** Where a prop's name leads: its own calendar; none when the rows are already one prop's. */
  calendarHref?: (itemId: string) => string;
}) {
  const columns = dayColumns(month);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
      <div className={styles.calendar} style={{ '--days': columns.length, '--shade': shading(columns, today) } as CSSProperties}>
        <div className={styles.head} aria-hidden="true">
          <span className={styles.prop}>Prop</span>
          <ol className={styles.dayNumbers}>
            {columns.map((column) => (
              <li key={column.day} className={column.day === today ? styles.today : column.weekend ? styles.weekend : undefined}>
                {column.number}
              </li>
            ))}
          </ol>
        </div>
        <ol className={styles.rows}>
          {rows.map((row) => {
            const { bars, lanes } = layoutBars(row.spans, month);
            return (
              <li key={row.id} className={styles.row} aria-labelledby={`calendar-row-${row.id}`}>
                <div className={styles.prop}>
                  <Heading id={`calendar-row-${row.id}`}>{calendarHref ? <Link href={calendarHref(row.id)}>{row.title}</Link> : row.title}</Heading>
                  <p>
                    {row.sku} · {row.quantity} {row.quantity === 1 ? 'unit' : 'units'}
                    {row.status !== 'active' && ` · ${row.status}`}
                  </p>
                </div>
                {bars.length === 0 ? (
                  <p className={styles.bars} style={{ '--lanes': 1 } as CSSProperties}>
                    <span className="visually-hidden">Nothing this month.</span>
                  </p>
                ) : (
                  <ul
                    className={styles.bars}
                    style={{ '--lanes': lanes } as CSSProperties}
                    aria-label={`${row.title}: what is asked for, held, out and blocked`}
                  >
                    {bars.map((bar) => (
                      <BarLink key={bar.id} bar={bar} words={words} />
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
