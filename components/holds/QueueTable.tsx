import Link from 'next/link';
import { StatePill } from '@/components/holds/StatePill';
import { canBeAnswered } from '@/lib/holds/answerable';
import { ageWords, stateCounts } from '@/lib/holds/queue-row';
import { queueHref, type QueueSearch, type QueueSort } from '@/lib/holds/queue-search';
import type { StaffHoldRequest } from '@/lib/holds/read-holds';
import { longDay } from '@/lib/text/calendar-day';
import { SHORTCUT_ROW } from './shortcut-row';
import { QUEUE_BULK_FORM } from './bulk-form-id';
import styles from './holds.module.css';

type Props = {
  requests: StaffHoldRequest[];
  view: string;
  search: QueueSearch;
  requestType: string;
  locale: string;
  /** Whether the house takes cards: only then is there a card column. */
  cards: boolean;
  now: Date;
};

const COLUMNS: { label: string; sort?: QueueSort }[] = [
  { label: 'Customer', sort: 'customer' },
  { label: 'Production', sort: 'production' },
  { label: 'Pick-up', sort: 'pickup' },
  { label: 'Return', sort: 'return' },
  { label: 'Lines' },
  { label: 'States' },
  { label: 'Card' },
  { label: 'Age', sort: 'age' },
];

/**
 * The holds queue as a table (issue 25 §2): one row per request, sortable by a link per column header
 * (in the address, so it works without JavaScript), the sorted column marked with `aria-sort`. The
 * customer's name opens the request, keeping the queue's view, search and order in its address (§6).
 * A request with a line not answered yet has a tick box (issue 36 §2), named by its customer, that
 * belongs to the queue's bulk form (QueueBulkActions) by its `form` attribute.
 * A server component: the table adds no JavaScript.
 */
export function QueueTable({ requests, view, search, requestType, locale, cards, now }: Props) {
  const columns = COLUMNS.filter((column) => cards || column.label !== 'Card');
  return (
    <table className="data-table data-table-stacked">
      <caption>{requestType} requests</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Select</span>
          </th>
          {columns.map(({ label, sort }) => {
            const sorted = sort && search.sort === sort;
            // A second click on the sorted column turns its order around.
            const dir = sorted && search.dir === 'asc' ? 'desc' : 'asc';
            return (
              <th key={label} scope="col" aria-sort={sorted ? (search.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
                {sort ? (
                  <Link href={queueHref(view, { ...search, sort, dir })}>
                    {label}
                    {sorted && <span aria-hidden="true">{search.dir === 'asc' ? ' ▲' : ' ▼'}</span>}
                    <span className="visually-hidden">, sort {dir === 'asc' ? 'ascending' : 'descending'}</span>
                  </Link>
                ) : (
                  label
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {requests.map((request, index) => (
          // Focusable for the j/k keys; Enter opens the request by its link (issue 25 §2).
          <tr key={request.id} tabIndex={-1} className={styles.queueRow} {...{ [SHORTCUT_ROW]: '' }}>
            <td className={styles.queueTick}>
              {request.lines.some(canBeAnswered) && (
                <>
                  <input type="checkbox" id={`queue-tick-${request.id}`} form={QUEUE_BULK_FORM} name={`request:${index}`} value={request.id} />
                  <label htmlFor={`queue-tick-${request.id}`} className="visually-hidden">
                    Select the request of {request.customer.name || request.customer.email}
                    {request.production ? `, ${request.production}` : ''}, pick-up {longDay(request.pickUpOn, locale)}, {request.lines[0]?.title}
                    {request.lines.length > 1 ? ` and ${request.lines.length - 1} more` : ''}
                  </label>
                </>
              )}
            </td>
            <td>
              <Link href={queueHref(view, search, request.id)} data-shortcut="open">
                {request.customer.name || request.customer.email}
              </Link>
              {request.studio && <div>{request.studio}</div>}
              {request.customer.email && <div className={styles.muted}>{request.customer.email}</div>}
              {request.customer.isAuthorized === null && <span className="badge badge-waiting">Awaiting approval</span>}
            </td>
            <td>{request.kind === 'claim' ? 'Claim of free props' : request.production || 'No production given'}</td>
            <td>{longDay(request.pickUpOn, locale)}</td>
            <td>{request.returnOn ? longDay(request.returnOn, locale) : 'None'}</td>
            <td>
              {request.lines.length} {request.lines.length === 1 ? 'line' : 'lines'}, {request.lines.reduce((sum, line) => sum + line.quantity, 0)} units
            </td>
            <td>
              {stateCounts(request.lines, request.kind, requestType).map(({ word, tone, count }) => (
                <StatePill key={word} word={`${count} ${word}`} tone={tone} />
              ))}
            </td>
            {cards && (
              <td>
                {request.kind === 'claim'
                  ? 'None needed'
                  : request.onAccount && !request.cardAuthorisedAt
                    ? 'On account'
                    : request.cardAuthorisedAt
                      ? `Authorised ${request.cardMethod === 'paper' ? 'on paper' : 'online'}`
                      : 'Not authorised'}
              </td>
            )}
            <td>{ageWords(request.createdAt, now)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
