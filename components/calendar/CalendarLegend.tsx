import { barWord, type BarKind } from '@/lib/holds/calendar-bars';
import styles from './calendar.module.css';

const MEANINGS: [BarKind, string][] = [
  ['requested', 'asked for, nothing held yet'],
  ['secondHold', 'waiting behind another production'],
  ['held', 'units held for a production'],
  ['challenged', 'held, the holder asked to confirm'],
  ['confirmed', 'an order, going out'],
  ['out', 'with the production now'],
  ['overdue', 'still out after its return day, drawn to today'],
  ['repair', 'off the shelf until staff mark it repaired or end the block'],
  ['lost', 'blocked by staff: lost'],
  ['other', 'blocked by staff for another reason'],
];

/** What each bar's colour and pattern mean; every bar also says it in words. */
export function CalendarLegend({ requestType }: { requestType: string }) {
  return (
    <ul className={styles.legend} aria-label="Legend">
      {MEANINGS.map(([kind, meaning]) => (
        <li key={kind}>
          <span className={`${styles.bar} ${styles[kind]} ${styles.swatch}`} aria-hidden="true" />
          <span>
            <strong>{barWord(kind, requestType)}</strong>: {meaning}
          </span>
        </li>
      ))}
      <li>
        <span className={`${styles.bar} ${styles.held} ${styles.swatch} ${styles.halfTail}`} aria-hidden="true" />
        <span>
          <strong>Hatched end</strong>: the turnaround after a return
        </span>
      </li>
    </ul>
  );
}
