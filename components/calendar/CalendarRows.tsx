import Link from 'next/link';
import { barText, barWord, dayColumns, layoutBars, type Bar } from '@/lib/holds/calendar-bars';
import type { CalendarMonth } from '@/lib/holds/calendar-month';
import type { CalendarRow } from '@/lib/holds/holds-calendar';
import type { CalendarDay } from '@/lib/text/calendar-day';
import grid from './calendar-grid.module.css';
import styles from './calendar.module.css';

type Words = { locale: string; requestType: string };

/** What a day's column is drawn as: today, a weekend, or a plain day. */
function dayClass(column: { day: CalendarDay; weekend: boolean }, today: CalendarDay): string | undefined {
  return column.day === today ? styles.today : column.weekend ? styles.weekend : undefined;
}

function BarLink({ bar, words }: { bar: Bar; words: Words }) {
  const text = barText(bar, words);
  const className = [styles.bar, styles[bar.kind], grid[`tail${bar.turnaroundDays}`], bar.continuesBefore && styles.before, bar.continuesAfter && styles.after]
    .filter(Boolean)
    .join(' ');
  // Its days by class (calendar-grid.module.css); its lane is the first row it fits in, as the bars come in lane order.
  return (
    <li className={`${grid[`from${bar.column}`]} ${grid[`span${bar.days}`]}`}>
      <Link href={bar.href} className={className} aria-label={text} title={text}>
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
      <div className={`${styles.calendar} ${grid[`days${columns.length}`]}`}>
        <div className={styles.head} aria-hidden="true">
          <span className={styles.prop}>Prop</span>
          <ol className={styles.dayNumbers}>
            {columns.map((column) => (
              <li key={column.day} className={dayClass(column, today)}>
                {column.number}
              </li>
            ))}
          </ol>
        </div>
        {/* Weekends and today shaded behind every row: one box a day for the whole calendar, not one per day per row. */}
        <div className={styles.shade} aria-hidden="true">
          {columns.map((column) => (
            <span key={column.day} className={dayClass(column, today)} />
          ))}
        </div>
        <ol className={styles.rows}>
          {rows.map((row) => {
            const { bars } = layoutBars(row.spans, month);
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
                  <p className={styles.bars}>
                    <span className="visually-hidden">Nothing this month.</span>
                  </p>
                ) : (
                  <ul className={styles.bars} aria-label={`${row.title}: what is asked for, held, out and blocked`}>
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
