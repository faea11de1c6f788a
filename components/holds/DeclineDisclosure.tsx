import { lineFormId } from './line-form-id';
import styles from './holds.module.css';

/**
 * "Decline…" on a line's row (issue 25 §2, decision 124): the reason sent to the customer, the props
 * that could stand in when its prop cannot cover the line (issue 28 §5, offered in the reason unless
 * unticked) and the Decline button, folded so the line stays one row. Server-rendered: its fields and
 * button belong to the line's move form (StaffLineActions) by their `form` attribute, so the browser
 * loads no script for it, and it opens without JavaScript.
 */
export function DeclineDisclosure({ lineId, title, alternates }: { lineId: string; title: string; alternates: string[] }) {
  const form = lineFormId(lineId);
  return (
    <details className={styles.decline}>
      <summary>
        Decline…<span className="visually-hidden"> {title}</span>
      </summary>
      <span className="field">
        <label htmlFor={`reason-${lineId}`}>Reason (sent to the customer)</label>
        <input id={`reason-${lineId}`} form={form} name="reason" maxLength={300} />
      </span>
      {alternates.length > 0 && (
        <div className="field">
          <p id={`alternates-${lineId}`}>Could stand in for these days:</p>
          <ul aria-labelledby={`alternates-${lineId}`}>
            {alternates.map((words) => (
              <li key={words}>{words}</li>
            ))}
          </ul>
          <label>
            <input type="checkbox" form={form} name="offerAlternates" value="1" defaultChecked /> Offer them in the reason when declining
          </label>
        </div>
      )}
      <button type="submit" form={form} name="event" value="decline" className="button button-secondary">
        Decline<span className="visually-hidden"> {title}</span>
      </button>
    </details>
  );
}
