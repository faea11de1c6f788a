import { OrderLineDays } from '@/components/holds/OrderLineDays';
import type { Metadata } from 'next';
import Link from 'next/link';
import { sendMessageAction } from '@/app/holds/actions';
import { ApprovalNotice } from '@/components/customers/ApprovalNotice';
import { AuthoriseCardButton } from '@/components/holds/AuthoriseCardButton';
import { MessageForm } from '@/components/holds/MessageForm';
import { MessageThread } from '@/components/holds/MessageThread';
import { CustomerMoveButton } from '@/components/holds/CustomerMoveButton';
import { DeclinedAlternates } from '@/components/holds/DeclinedAlternates';
import { LineTimeline } from '@/components/hold-tracker/LineTimeline';
import { RowMenu } from '@/components/hold-tracker/RowMenu';
import trackerStyles from '@/components/hold-tracker/hold-tracker.module.css';
import { OrderInvoices } from '@/components/invoices/OrderInvoices';
import { ExtensionForm } from '@/components/orders/ExtensionForm';
import styles from '@/components/holds/holds.module.css';
import { itemHref } from '@/lib/catalog/item-card';
import { getDb } from '@/lib/db';
import { transition } from '@/lib/availability/hold-lifecycle';
import { cancellationFee } from '@/lib/holds/cancellation';
import { cardCoverWords } from '@/lib/holds/card-words';
import { cardAmount, COVERED_STATES } from '@/lib/holds/card-authorisation';
import { stripeFromEnv } from '@/lib/house/card-processor';
import { startOfHouseDay } from '@/lib/house/clock';
import { listHoldMessages } from '@/lib/holds/hold-messages';
import { markHoldsSeen } from '@/lib/holds/hold-updates';
import { declinedAlternates } from '@/lib/holds/declined-alternates';
import { lineTimeline } from '@/lib/hold-tracker/line-timeline';
import { answerWithinWords, requestTitle } from '@/lib/hold-tracker/request-title';
import { setListNamesOf } from '@/lib/hold-tracker/set-list-names';
import { listOwnHoldRequests } from '@/lib/holds/read-holds';
import { requestDays } from '@/lib/holds/decline-alternates';
import { customerOf } from '@/lib/house/customer-key';
import { formatCents } from '@/lib/house/money';
import { requireCustomer } from '@/lib/identity/viewer';
import { invoicesOfRequests } from '@/lib/invoices/read-invoices';
import { accountCreditOf } from '@/lib/invoices/account-credit';
import { AccountCredit } from '@/components/invoices/AccountCredit';
import { extensionWordsForCustomer } from '@/lib/orders/extension-words';
import { extensionsOfRequests } from '@/lib/orders/order-extensions';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';
import { houseClockOf, houseDateTimeWords, houseDayWords } from '@/lib/house/time-words';

const TYPE = tenant.request.type;
export const metadata: Metadata = { title: `Your ${TYPE}s`, robots: { index: false } };

/**
 * "Your Holds" (issue 12 §5): each request with its lines in the words a crew uses, and its thread
 * with the house; a line still open can be released. Looking here reads every update: the header's
 * badge clears, in every open tab, through the live profile.
 */
/** What cancelling now costs, under the house's rule, for the confirm dialog. */
function cancellationNotice(pickUpOn: string): string {
  const fee = cancellationFee(startOfHouseDay(pickUpOn, tenant.vendor.timezone), Date.now(), tenant.holds);
  const rule = `Our rule: free until ${tenant.holds.freeCancellationHours} hours before pick-up, then ${tenant.holds.cancellationFeePercent}% of a week’s rental.`;
  return `${fee === 0 ? 'Cancelling now is free.' : `Cancelling now costs ${fee}% of a week’s rental of this prop.`} ${rule}`;
}

export default async function HoldsPage(_props: PageProps) {
  const viewer = await requireCustomer('/holds');
  const db = await getDb();
  const owner = customerOf(viewer);
  const requests = await listOwnHoldRequests(db, owner);
  const threads = await listHoldMessages(
    db,
    requests.map((request) => request.id),
  );
  if (viewer.vendorUser.stats.unreadNotificationCount > 0) await markHoldsSeen(db, owner);
  // What each request's card authorisation would be for, where the house takes cards and none is recorded yet.
  const cards = new Map(
    tenant.hasCreditCardAuth
      ? await Promise.all(
          requests
            .filter((request) => request.kind === 'hold' && !request.cardAuthorisedAt && !request.onAccount)
            .map(async (request) => [request.id, await cardAmount(db, request.id, tenant)] as const),
        )
      : [],
  );
  const online = stripeFromEnv() !== null;
  // Issue 24 §8: the amount only once something is on hold to authorise it for, with what it covers;
  // no money figure at all where the house shows SKUs instead of prices.
  const cardWords = (cents: number, held: number) =>
    cardCoverWords({
      amount: formatCents(cents, tenant),
      held,
      requestType: TYPE,
      showSkuNotPrice: tenant.showSkuNotPrice,
      processingPercent: tenant.cardAuthProcessingPercent,
    });
  // Issue 24 §6: a declined line offers what could stand in, as links, with the swap on its set list.
  const standIns = await declinedAlternates(db, requests);
  const ordered = requests.filter((request) => request.orderNumber).map((request) => request.id);
  const [invoices, extensions, credit, listNames] = await Promise.all([
    invoicesOfRequests(db, ordered),
    extensionsOfRequests(db, ordered),
    accountCreditOf(db, owner.vendorId, owner.uid),
    setListNamesOf(db, owner, requests),
  ]);
  const words = { locale: tenant.locale, timeZone: tenant.vendor.timezone, requestType: TYPE };
  return (
    <div className="page">
      <h1>Your {TYPE}s</h1>
      <ApprovalNotice requestType={TYPE} houseEmail={tenant.vendor.email} />
      <AccountCredit balanceCents={credit.balanceCents} entries={credit.entries} />
      {requests.length === 0 ? (
        <p className="lead">
          No requests yet. Build a <Link href="/set-lists">set list</Link>, add its dates, and send it with “Request a {TYPE}”.
        </p>
      ) : (
        <ul className={styles.requests}>
          {requests.map((request) => {
            // Issue 39 §3: titled by the set list it came from, a link back to it, then production and days.
            const title = requestTitle(request, listNames, { requestType: TYPE, locale: tenant.locale });
            const waiting = answerWithinWords(request, { answerWithin: tenant.request.answerWithin, requestType: TYPE });
            return (
              <li key={request.id} className={styles.request} aria-labelledby={`request-${request.id}`}>
                <h2 id={`request-${request.id}`}>
                  {title.list && (
                    <>
                      <Link href={title.list.href}>{title.list.name}</Link> ·{' '}
                    </>
                  )}
                  {title.rest}
                </h2>
                <p className={styles.muted}>
                  Sent {houseDateTimeWords(request.createdAt, houseClockOf(tenant))}{' '}
                  {request.kind === 'hold' && <> · {request.fulfilment === 'delivery' ? 'Delivery' : 'Pick-up'}</>}
                  {request.orderNumber && <> · Order {request.orderNumber}</>}
                </p>
                {waiting && <p className={trackerStyles.answerWithin}>{waiting}</p>}
                <ul className={styles.lines}>
                  {request.lines.map((line) => (
                    <li
                      key={line.id}
                      className={`${styles.line} ${styles.lineWithPhoto} ${trackerStyles.trackedLine}`}
                      aria-labelledby={`hold-line-${line.id}`}
                    >
                      {line.photoUrl ? (
                        // eslint-disable-next-line @next/next/no-img-element -- photos are resized at upload (lib/inventory/photos) or are SVG
                        <img src={line.photoUrl} alt="" width={56} height={42} loading="lazy" className={styles.thumb} />
                      ) : (
                        <span aria-hidden="true" className={styles.thumb} />
                      )}
                      <div className={styles.lineBody}>
                        <h3 id={`hold-line-${line.id}`}>
                          <a href={itemHref(line.itemId)}>{line.title}</a> × {line.quantity}
                        </h3>
                        <LineTimeline timeline={lineTimeline(line, request, tenant.holds, words)} />
                        <OrderLineDays line={line} locale={tenant.locale} className={styles.muted} />
                        {standIns.has(line.id) && (
                          <DeclinedAlternates
                            lineId={line.id}
                            offers={standIns.get(line.id)!}
                            days={requestDays(request)}
                            setListId={request.setListId}
                            showSku={tenant.showSkuNotPrice}
                            locale={tenant.locale}
                          />
                        )}
                      </div>
                      {(transition(line.state, 'release', 'customer', request.kind).ok || transition(line.state, 'cancel', 'customer', request.kind).ok) && (
                        <RowMenu name={line.title}>
                          {transition(line.state, 'release', 'customer', request.kind).ok && (
                            <CustomerMoveButton
                              move={{ event: 'release', lineId: line.id }}
                              label="Release"
                              name={line.title}
                              dialog={{ title: `Release “${line.title}”?`, text: 'Another production may take it for these days.', confirmLabel: 'Release' }}
                            />
                          )}
                          {transition(line.state, 'cancel', 'customer', request.kind).ok && (
                            <CustomerMoveButton
                              move={{ event: 'cancel', lineId: line.id }}
                              label="Cancel"
                              name={line.title}
                              dialog={{
                                title: `Cancel “${line.title}”?`,
                                text: cancellationNotice(request.pickUpOn),
                                confirmLabel: 'Cancel the order',
                                cancelLabel: 'Keep it',
                              }}
                            />
                          )}
                        </RowMenu>
                      )}
                    </li>
                  ))}
                </ul>
                {invoices.has(request.id) && <OrderInvoices requestId={request.id} invoices={invoices.get(request.id)!} lines={request.lines} />}
                {extensions.has(request.id) && <p className={styles.muted}>{extensionWordsForCustomer(extensions.get(request.id)!, tenant.locale)}</p>}
                {request.orderNumber &&
                  request.returnOn &&
                  extensions.get(request.id)?.state !== 'asked' &&
                  request.lines.some((line) => line.state === 'confirmed' || line.state === 'out') && (
                    <ExtensionForm requestId={request.id} returnOn={request.returnOn} />
                  )}
                {request.lines.filter((line) => transition(line.state, 'release', 'customer', request.kind).ok).length > 1 && (
                  <CustomerMoveButton
                    move={{ event: 'release', requestId: request.id }}
                    label="Release all"
                    name={request.production || `${TYPE} request`}
                    dialog={{
                      title: 'Release every prop on this request?',
                      text: 'Other productions may take them for these days.',
                      confirmLabel: 'Release all',
                    }}
                  />
                )}
                {request.cardAuthorisedAt ? (
                  <p className={styles.muted}>
                    Card authorised {request.cardMethod === 'paper' ? '(paper form)' : 'online'} on{' '}
                    {houseDayWords(request.cardAuthorisedAt, houseClockOf(tenant))}.
                  </p>
                ) : (
                  cards.get(request.id) && (
                    <div role="group" aria-labelledby={`card-${request.id}`}>
                      <h3 id={`card-${request.id}`}>Confirm your order</h3>
                      <p>
                        {cardWords(cards.get(request.id)!, request.lines.filter((line) => COVERED_STATES.has(line.state)).length)} Nothing is charged until the
                        props come back.
                      </p>
                      {online ? (
                        <AuthoriseCardButton requestId={request.id} />
                      ) : (
                        <p>
                          Email <a href={`mailto:${tenant.vendor.email}`}>{tenant.vendor.email}</a> for our card authorisation form; we confirm your order when
                          it arrives.
                        </p>
                      )}
                    </div>
                  )
                )}
                {/* Groups, not regions: two requests alike would make two landmarks of one name (issue 24 §6). */}
                <div role="group" aria-labelledby={`messages-${request.id}`}>
                  <h3 id={`messages-${request.id}`}>Messages</h3>
                  <MessageThread
                    id={`messages-${request.id}`}
                    messages={threads.get(request.id) ?? []}
                    unreadFrom="staff"
                    locale={tenant.locale}
                    timeZone={tenant.vendor.timezone}
                  />
                  <MessageForm requestId={request.id} action={sendMessageAction} label="Message the house" />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
