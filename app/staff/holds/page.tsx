import type { Metadata } from 'next';
import { staffMessageAction } from '@/app/staff/holds/actions';
import { MessageForm } from '@/components/holds/MessageForm';
import { MessageThread } from '@/components/holds/MessageThread';
import { PaperCardForm } from '@/components/holds/PaperCardForm';
import { StaffLineActions } from '@/components/holds/StaffLineActions';
import styles from '@/components/holds/holds.module.css';
import { getDb } from '@/lib/db';
import { askedRange, unitsAwayForItems } from '@/lib/holds/availability';
import { LINE_EVENTS, transition } from '@/lib/holds/hold-lifecycle';
import { listHoldMessages } from '@/lib/holds/hold-messages';
import { lineStatusWords } from '@/lib/holds/line-status-words';
import { listHoldRequestsForStaff } from '@/lib/holds/read-holds';
import { requestDates } from '@/lib/holds/request-dates';
import { requireStaff } from '@/lib/identity/viewer';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';

const TYPE = tenant.request.type;
export const metadata: Metadata = { title: `${TYPE} requests`, robots: { index: false } };

/**
 * The staff inbox of requests (issue 12 §6), newest first: who sent each (and whether they are
 * approved yet), each line's state, the units free for its days, and the buttons its state allows.
 */
export default async function StaffHoldsPage(_props: PageProps) {
  await requireStaff();
  const db = await getDb();
  const requests = await listHoldRequestsForStaff(db, tenant.vendor.id);
  const words = { locale: tenant.locale, timeZone: tenant.vendor.timezone, requestType: TYPE };
  const threads = await listHoldMessages(
    db,
    requests.map((request) => request.id),
  );
  const free = await Promise.all(
    requests.map((request) =>
      unitsAwayForItems(
        db,
        request.lines.map((line) => line.itemId),
        askedRange(request.pickUpOn, request.returnOn ?? request.pickUpOn),
      ),
    ),
  );
  return (
    <div className="page">
      <h1>{TYPE} requests</h1>
      {requests.length === 0 ? (
        <p className="lead">No requests yet.</p>
      ) : (
        <ul className={styles.requests}>
          {requests.map((request, index) => (
            <li key={request.id} className={styles.request} aria-labelledby={`staff-request-${request.id}`}>
              <h2 id={`staff-request-${request.id}`}>
                {request.customer.name || request.customer.email} ·{' '}
                {request.kind === 'claim' ? 'Claim of free props' : request.production || 'No production given'}
              </h2>
              <p className={styles.muted}>
                {request.customer.email} · {requestDates(request, tenant.locale)}
                {request.kind === 'hold' && <> · {request.fulfilment === 'delivery' ? 'Delivery' : 'Pick-up'}</>}
                {request.customer.isAuthorized === null && (
                  <>
                    {' '}
                    · <span className="badge">Awaiting approval</span>
                  </>
                )}
              </p>
              {request.notes && <p>{request.notes}</p>}
              {request.kind === 'hold' &&
                tenant.hasCreditCardAuth &&
                (request.cardAuthorisedAt ? (
                  <p className={styles.muted}>Card authorised {request.cardMethod === 'paper' ? 'on the paper form' : 'online'}.</p>
                ) : (
                  <PaperCardForm requestId={request.id} />
                ))}
              <ul className={styles.lines}>
                {request.lines.map((line) => (
                  <li key={line.id} className={styles.line} aria-labelledby={`staff-line-${line.id}`}>
                    <h3 id={`staff-line-${line.id}`}>
                      {line.title} × {line.quantity} <span className={styles.muted}>({line.sku})</span>
                    </h3>
                    <p className={styles.status}>{lineStatusWords(line, request, tenant.holds, words)}</p>
                    <p className={styles.muted}>
                      {Math.max(0, line.stock - (free[index]!.get(line.itemId) ?? 0))} of {line.stock} free for these days
                    </p>
                    <StaffLineActions
                      lineId={line.id}
                      title={line.title}
                      allowed={LINE_EVENTS.filter((event) => transition(line.state, event, 'staff', request.kind).ok)}
                    />
                  </li>
                ))}
              </ul>
              <section aria-labelledby={`staff-messages-${request.id}`}>
                <h3 id={`staff-messages-${request.id}`}>Messages</h3>
                <MessageThread
                  id={`staff-messages-${request.id}`}
                  messages={threads.get(request.id) ?? []}
                  unreadFrom="customer"
                  locale={tenant.locale}
                  timeZone={tenant.vendor.timezone}
                />
                <MessageForm requestId={request.id} action={staffMessageAction} label="Reply to the customer" />
              </section>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
