import styles from './audit.module.css';
import { auditEntryWords, type AuditRow } from '@/lib/audit-history/audit-words';
import { houseDateTimeWords } from '@/lib/house/time-words';

/**
 * What staff changed of one customer or request (issue 13 §9), newest first: when, who, what, and
 * each field before → after. `summary` makes it a closed `<details>`, for pages that show many.
 */
export function AuditHistory({ rows, locale, timeZone, summary }: { rows: AuditRow[]; locale: string; timeZone: string; summary?: string }) {
  const list =
    rows.length === 0 ? (
      <p>No changes recorded yet.</p>
    ) : (
      <ol className={styles.history}>
        {rows.map((row) => {
          const entry = auditEntryWords(row, { locale, timeZone });
          return (
            <li key={entry.id}>
              <time dateTime={entry.at.toISOString()}>{houseDateTimeWords(entry.at, { locale, timeZone })}</time> · {entry.who}: {entry.what}
              {entry.about.length > 0 && <> ({entry.about.join(', ')})</>}
              {entry.changes.length > 0 && (
                <ul>
                  {entry.changes.map((change) => (
                    <li key={change.field}>
                      {change.field}: {change.before} → {change.after}
                    </li>
                  ))}
                </ul>
              )}
              {entry.note && <p>Reason: {entry.note}</p>}
            </li>
          );
        })}
      </ol>
    );
  if (!summary) return list;
  return (
    <details>
      <summary>
        {summary} ({rows.length})
      </summary>
      {list}
    </details>
  );
}
