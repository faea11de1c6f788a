import type { QuoteSummary } from '@/lib/set-lists/quote-summary';
import styles from './set-lists.module.css';

/** The weekly quote under a list with dates (issue 11 §4); money only when the tenant shows prices. */
export function SetListQuote({ summary, unitCount }: { summary: QuoteSummary; unitCount: number }) {
  return (
    <>
      <p>
        {summary.weeksLabel}, {unitCount === 1 ? '1 unit' : `${unitCount} units`}.
      </p>
      {summary.rows.length > 0 ? (
        <QuoteTable rows={summary.rows} className={styles.quote} />
      ) : (
        <p className={styles.muted}>Prices are quoted by our team when you send the list as a request.</p>
      )}
    </>
  );
}

/** The quote's money rows: subtotal, discount, total, card authorisation. */
export function QuoteTable({ rows, className }: { rows: QuoteSummary['rows']; className?: string }) {
  return (
    <table className={className}>
      <caption className="visually-hidden">Weekly quote</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
