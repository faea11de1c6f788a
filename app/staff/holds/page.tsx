import type { Metadata } from 'next';
import Link from 'next/link';
import { staffMessageAction } from '@/app/staff/holds/actions';
import { AuditHistory } from '@/components/audit/AuditHistory';
import { MessageForm } from '@/components/holds/MessageForm';
import { MessageThread } from '@/components/holds/MessageThread';
import { PaperCardForm } from '@/components/holds/PaperCardForm';
import { BookedTimesForm } from '@/components/booked-times/BookedTimesForm';
import { bookableTimes } from '@/lib/booked-times/bookable-times';
import { OrderInvoices } from '@/components/invoices/OrderInvoices';
import { ExtensionAnswer } from '@/components/orders/ExtensionAnswer';
import { BulkLineActions } from '@/components/holds/BulkLineActions';
import { DeclineDisclosure } from '@/components/holds/DeclineDisclosure';
import { QueueBulkActions } from '@/components/holds/QueueBulkActions';
import { QueueTable } from '@/components/holds/QueueTable';
import { MarkRepairedForm } from '@/components/holds/MarkRepairedForm';
import { RequestLineRow } from '@/components/holds/RequestLineRow';
import { CorrectReturn } from '@/components/holds/CorrectReturn';
import { ReturnPhotos } from '@/components/holds/ReturnPhotos';
import { ShortcutKeys } from '@/components/holds/ShortcutKeys';
import { ShortcutList } from '@/components/holds/ShortcutList';
import { StaffLineActions } from '@/components/holds/StaffLineActions';
import styles from '@/components/holds/holds.module.css';
import { auditOf } from '@/lib/audit/record-audit';
import { getDb } from '@/lib/db';
import { askedRange, unitsAwayForItems } from '@/lib/availability/availability';
import { lineEndsAt, LINE_EVENTS, takesUnits, transition, type LineState } from '@/lib/availability/hold-lifecycle';
import { listHoldMessages } from '@/lib/holds/hold-messages';
import { lineStatusWords } from '@/lib/holds/line-status-words';
import {
  getHoldRequestForStaff,
  INBOX_VIEWS,
  listHoldRequestsForStaff,
  rankedHoldsBeside,
  type InboxView,
  type StaffHoldRequest,
} from '@/lib/holds/read-holds';
import { itemCalendarHref } from '@/lib/holds/holds-calendar';
import { monthOfDay } from '@/lib/holds/calendar-month';
import { houseToday } from '@/lib/house/clock';
import { requestDates } from '@/lib/holds/request-dates';
import { earlyPickUpQuestion } from '@/lib/holds/counter-words';
import { lineFit } from '@/lib/holds/line-fit';
import { canBeAnswered, isUnanswered } from '@/lib/holds/answerable';
import { paperworkQuestion } from '@/lib/holds/refusal-words';
import { queueHref, queueSearch } from '@/lib/holds/queue-search';
import { alternatesForDeclines, requestDays } from '@/lib/holds/decline-alternates';
import { unitsInRepair } from '@/lib/holds/units-in-repair';
import { availableWords } from '@/lib/catalog/alternate-offer';
import { customerWithProduction } from '@/lib/customers/customer-name';
import { plainAmount } from '@/lib/house/money';
import { requireStaff } from '@/lib/identity/viewer';
import { invoicesOfRequests } from '@/lib/invoices/read-invoices';
import { extensionWordsForStaff } from '@/lib/orders/extension-words';
import { extensionConflicts, extensionsOfRequests } from '@/lib/orders/order-extensions';
import { longDay } from '@/lib/text/calendar-day';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';
import { requestPaperwork } from '@/lib/productions/read-productions';
import { isOnAccount, TERMS_WORDS } from '@/lib/productions/production-words';

const TYPE = tenant.request.type;
export const metadata: Metadata = { title: `${TYPE} requests`, robots: { index: false } };

const VIEW_LABELS: Record<InboxView, string> = {
  newest: 'Newest',
  unanswered: 'Not answered yet',
  awaiting: 'Awaiting approval',
  expiring: 'Holds ending soonest',
  goingOut: 'Going out today',
  dueBack: 'Due back today',
  overdue: 'Overdue',
  all: 'All, answered too',
};

/** When a request's first hold ends: the expiring view's order. */
function firstExpiry(request: StaffHoldRequest): number {
  const ends = request.lines.map((line) => {
    const timed = {
      state: line.state as LineState,
      heldAt: line.heldAt?.getTime() ?? null,
      challengedAt: line.challengedAt?.getTime() ?? null,
      pickUpOn: request.pickUpOn,
    };
    return lineEndsAt(timed, tenant.vendor.timezone, tenant.holds) ?? Infinity;
  });
  return Math.min(Infinity, ...ends);
}

/**
 * The staff inbox of requests (issue 12 §6): newest first, or only customers awaiting approval, or
 * the holds ending soonest; who sent each, each line's state, the units free for its days, the
 * other holds ranked on them, and the buttons its state allows.
 */
export default async function StaffHoldsPage({ searchParams }: PageProps) {
  await requireStaff();
  const db = await getDb();
  const params = await searchParams;
  const { view: asked, request: one, times: editTimes } = params;
  const search = queueSearch(params);
  const view: InboxView = INBOX_VIEWS.find((name) => name === asked) ?? 'newest';
  // `?request=…` is one request, linked from its customer's page and the holds calendar's bars.
  const single = typeof one === 'string' ? one.slice(0, 100) : null;
  const listed = single
    ? [await getHoldRequestForStaff(db, tenant.vendor.id, single)].filter((request) => request !== null)
    : await listHoldRequestsForStaff(db, tenant.vendor.id, view, houseToday(tenant.vendor.timezone), 50, search);
  // The expiring view's own order, unless a column's order was asked for.
  const requests = view === 'expiring' && !search.sort ? listed.sort((a, b) => firstExpiry(a) - firstExpiry(b)) : listed;
  // Issue 25 §2: the queue is a table of rows; the request's page (`?request=`) reads the rest.
  const detailed = single ? requests : [];
  const today = houseToday(tenant.vendor.timezone);
  const words = { locale: tenant.locale, timeZone: tenant.vendor.timezone, requestType: TYPE };
  // Issue 38 §4: a Hold's booked times can be set or moved on its page ("Change times", `?times=1`,
  // so the page keeps to one screen until asked); its own booking is not counted against it.
  const changingTimes = editTimes === '1';
  const bookable = await Promise.all(
    detailed.map((request) =>
      request.kind === 'hold' && changingTimes
        ? Promise.all([
            bookableTimes(db, tenant.vendor.id, request.pickUpOn, tenant, { exceptRequestId: request.id }),
            request.returnOn ? bookableTimes(db, tenant.vendor.id, request.returnOn, tenant, { exceptRequestId: request.id }) : null,
          ])
        : null,
    ),
  );
  const [threads, beside, histories, invoices, extensions, paperwork, repairs] = await Promise.all([
    listHoldMessages(
      db,
      detailed.map((request) => request.id),
    ),
    rankedHoldsBeside(
      db,
      detailed.flatMap((request) => request.lines.map((line) => line.id)),
    ),
    Promise.all(detailed.map((request) => auditOf(db, tenant.vendor.id, 'request', request.id))),
    invoicesOfRequests(
      db,
      detailed.filter((request) => request.orderNumber).map((request) => request.id),
    ),
    extensionsOfRequests(
      db,
      detailed.filter((request) => request.orderNumber).map((request) => request.id),
    ),
    // Issue 26 §1: each request's production, and what staff are warned of before confirming.
    Promise.all(detailed.map((request) => requestPaperwork(db, { requestId: request.id }, today))),
    // Issue 36 §3: the returned lines' damaged units still in repair, each with "Mark repaired".
    unitsInRepair(
      db,
      detailed.flatMap((request) => request.lines.filter((line) => line.state === 'returned' && line.damagedUnits > 0).map((line) => line.id)),
      today,
    ),
  ]);
  // Issue 26 §5: what stands in the way of each waiting ask to keep an order longer.
  const extensionBlocks = new Map(
    await Promise.all(
      [...extensions]
        .filter(([, ask]) => ask.state === 'asked')
        .map(async ([requestId, ask]) => [requestId, await extensionConflicts(db, requestId, ask.toReturnOn, tenant)] as const),
    ),
  );
  const rankWords: Record<string, string> = {
    requested: 'Requested',
    held: `On ${TYPE.toLowerCase()}`,
    challenged: 'Challenged',
    confirmed: 'Confirmed',
    out: 'Out',
    secondHold: `Second ${TYPE.toLowerCase()}`,
  };
  const free = await Promise.all(
    detailed.map((request) =>
      unitsAwayForItems(
        db,
        request.lines.map((line) => line.itemId),
        askedRange(request.pickUpOn, request.returnOn ?? request.pickUpOn),
      ),
    ),
  );
  // Issue 28 §5: beside "Decline", the props that could stand in for a line its prop cannot cover on its days.
  const standIns = await Promise.all(
    detailed.map((request, index) =>
      alternatesForDeclines(
        db,
        requestDays(request),
        request.lines
          .filter((line) => transition(line.state, 'decline', 'staff', request.kind).ok)
          .map((line) => ({ id: line.id, itemId: line.itemId, quantity: line.quantity, free: Math.max(0, line.stock - (free[index]!.get(line.itemId) ?? 0)) })),
      ),
    ),
  );
  // Issue 25 §2: Accept is offered only to a line that fits; the database still decides at the move.
  const fitOf = (request: StaffHoldRequest, index: number, line: StaffHoldRequest['lines'][number]) =>
    request.kind === 'claim'
      ? { fits: true, free: 0, why: '' }
      : lineFit({ quantity: line.quantity, stock: line.stock, away: free[index]!.get(line.itemId) ?? 0 });
  // Issue 36 §2: where the house only warns, the missing paperwork is a question at Confirm.
  const confirmQuestionOf = (index: number) =>
    tenant.billing.paperworkCheck === 'warn' && (paperwork[index]?.warnings.length ?? 0) > 0 ? paperworkQuestion(paperwork[index]!.warnings) : undefined;
  // Issue 36 §1: a rush is confirmed straight from Requested only when the paperwork allows it: none missing, and the card authorised where the house takes cards.
  const paperworkAllows = (request: StaffHoldRequest, index: number) =>
    (paperwork[index]?.warnings.length ?? 0) === 0 &&
    (!tenant.hasCreditCardAuth || Boolean(request.cardAuthorisedAt) || isOnAccount(paperwork[index]?.production?.terms));
  const standInWords = (request: StaffHoldRequest, index: number, lineId: string) =>
    (standIns[index]!.get(lineId) ?? []).map(
      ({ item, available }) => `${item.title} (${item.sku}): ${availableWords(available, requestDays(request), tenant.locale)}`,
    );
  return (
    <div className="page">
      <ShortcutKeys />
      <h1>{TYPE} requests</h1>
      {/* Issue 25 §2: the request's page is the request, in one screen; "Back to the queue" returns to its views and search. */}
      {!single && (
        <>
          <nav aria-label="Requests to show" className="button-row">
            {INBOX_VIEWS.map((name) => (
              <Link key={name} href={queueHref(name, search)} aria-current={!single && name === view ? 'page' : undefined}>
                {VIEW_LABELS[name]}
              </Link>
            ))}
          </nav>
          {/* Issue 25 §2: a GET form, so the search is in the address and works without JavaScript. */}
          <form method="get" action="/staff/holds" role="search" aria-label="Search holds" className="button-row button-row-inline">
            {view !== 'newest' && <input type="hidden" name="view" value={view} />}
            {search.sort && <input type="hidden" name="sort" value={search.sort} />}
            {search.sort && <input type="hidden" name="dir" value={search.dir} />}
            <span className="field">
              <label htmlFor="queue-q">Customer, production, email or SKU</label>
              <input id="queue-q" name="q" type="search" defaultValue={search.q} maxLength={100} />
            </span>
            <span className="field">
              <label htmlFor="queue-day">Day</label>
              <input id="queue-day" name="day" type="date" defaultValue={search.day ?? ''} />
            </span>
            <button type="submit" className="button">
              Search
            </button>
          </form>
        </>
      )}
      {single && requests.length > 0 && (
        <p className="lead">
          One request, as the link that led here asked. {/* Issue 25 §6: back to the queue as it was left: its view, search and order. */}
          <Link href={queueHref(view, search)}>Back to the queue</Link>
        </p>
      )}
      {requests.length === 0 ? (
        <p className="lead">{single ? 'We could not find that request.' : search.q || search.day ? 'No request matches that search.' : 'No requests yet.'}</p>
      ) : !single ? (
        <>
          <QueueBulkActions requestType={TYPE} />
          <QueueTable
            requests={requests}
            view={view}
            search={search}
            requestType={TYPE}
            locale={tenant.locale}
            cards={tenant.hasCreditCardAuth}
            now={new Date()}
          />
          <ShortcutList rows="requests" />
        </>
      ) : (
        <ul className={styles.requests}>
          {detailed.map((request, index) => (
            <li key={request.id} className={styles.request} aria-labelledby={`staff-request-${request.id}`}>
              <h2 id={`staff-request-${request.id}`} className={styles.requestTitle}>
                <Link href={`/staff/customers/${encodeURIComponent(request.uid)}`}>{request.customer.name || request.customer.email}</Link> ·{' '}
                {request.kind === 'claim' ? 'Claim of free props' : customerWithProduction('', request.studio, request.production) || 'No production given'}
              </h2>
              <p className={styles.muted}>
                {request.customer.email} · {requestDates(request, tenant.locale)}
                {request.kind === 'hold' && <> · {request.fulfilment === 'delivery' ? 'Delivery' : 'Pick-up'}</>}
                {request.orderNumber && <> · Order {request.orderNumber}</>}
                {request.customer.isAuthorized === null && (
                  <>
                    {' '}
                    · <span className="badge badge-waiting">Awaiting approval</span>
                  </>
                )}
                {request.kind === 'hold' && (
                  <>
                    {' '}
                    ·{' '}
                    <Link href={`/staff/labels?request=${encodeURIComponent(request.id)}`}>
                      Print labels<span className="visually-hidden"> for this request</span>
                    </Link>
                    {single && !changingTimes && (
                      <>
                        {' '}
                        · <Link href={`/staff/holds?${new URLSearchParams({ request: request.id, times: '1' })}#booked-times`}>Change times</Link>
                      </>
                    )}
                  </>
                )}
                {paperwork[index]?.production && (
                  <>
                    {' '}
                    · {isOnAccount(paperwork[index].production.terms) ? `On account, ${TERMS_WORDS[paperwork[index].production.terms]}` : 'Card'}
                    {paperwork[index].production.poNumber && <>, PO number {paperwork[index].production.poNumber}</>}
                    {!paperwork[index].production.confirmed && <> · Production awaiting confirmation</>}
                  </>
                )}
                {request.kind === 'hold' &&
                  tenant.hasCreditCardAuth &&
                  !isOnAccount(paperwork[index]?.production?.terms) &&
                  (request.cardAuthorisedAt ? (
                    <> · Card authorised {request.cardMethod === 'paper' ? 'on the paper form' : 'online'}.</>
                  ) : (
                    <> · Card not authorised yet.</>
                  ))}
              </p>
              {request.notes && <p className={styles.muted}>{request.notes}</p>}
              {bookable[index] && (
                <BookedTimesForm
                  requestId={request.id}
                  pickUpTime={request.pickUpTime}
                  returnTime={request.returnTime}
                  pickUpTimes={bookable[index][0]}
                  returnTimes={bookable[index][1]}
                />
              )}
              <div className={styles.toolbar}>
                {request.kind === 'hold' && tenant.hasCreditCardAuth && !request.cardAuthorisedAt && !isOnAccount(paperwork[index]?.production?.terms) && (
                  <PaperCardForm requestId={request.id} />
                )}
                {/* Drawn for every request, so its last answer stays when no button is left (issue 36 §2). */}
                <BulkLineActions
                  requestId={request.id}
                  requestType={TYPE}
                  requested={request.kind === 'hold' && request.lines.some(isUnanswered)}
                  answerable={request.lines.some(canBeAnswered)}
                  confirmable={request.kind === 'hold' && request.lines.some((line) => line.state === 'held' || line.state === 'challenged')}
                  confirmQuestion={confirmQuestionOf(index)}
                />
              </div>
              {request.orderNumber && <OrderInvoices requestId={request.id} invoices={invoices.get(request.id) ?? []} lines={request.lines} staff />}
              {extensions.get(request.id) && extensions.get(request.id)!.state !== 'asked' && (
                <p className={styles.muted}>{extensionWordsForStaff(extensions.get(request.id)!, tenant.locale)}</p>
              )}
              {extensions.get(request.id)?.state === 'asked' && (
                <ExtensionAnswer
                  extensionId={extensions.get(request.id)!.id}
                  asked={`keep until ${longDay(extensions.get(request.id)!.toReturnOn, tenant.locale)} (now back by ${longDay(extensions.get(request.id)!.fromReturnOn, tenant.locale)})`}
                  conflicts={extensionBlocks.get(request.id) ?? []}
                />
              )}
              <ul className={styles.lineRows} aria-label="Lines">
                {request.lines.map((line, lineIndex) => {
                  const fit = fitOf(request, index, line);
                  return (
                    <RequestLineRow
                      key={line.id}
                      requestId={request.id}
                      line={line}
                      index={lineIndex}
                      selectable={canBeAnswered(line)}
                      status={lineStatusWords(line, request, tenant.holds, words)}
                      whyNot={takesUnits(line.state, 'accept') || takesUnits(line.state, 'revive') ? (fit.fits ? '' : fit.why) : ''}
                      free={Math.max(0, line.stock - (free[index]!.get(line.itemId) ?? 0))}
                      calendarHref={itemCalendarHref(line.itemId, monthOfDay(request.pickUpOn))}
                      inRepair={repairs.get(line.id)}
                      ranked={(beside.get(line.id) ?? []).map(
                        (other) =>
                          `${customerWithProduction(other.customer, '', other.production) || 'No name given'} × ${other.quantity}: ${rankWords[other.state]}`,
                      )}
                    >
                      <StaffLineActions
                        requestType={TYPE}
                        lineId={line.id}
                        title={line.title}
                        quantity={line.quantity}
                        askReplacementValue={line.hasReplacementValue === false}
                        allowed={LINE_EVENTS.filter(
                          (event) =>
                            transition(line.state, event, 'staff', request.kind).ok &&
                            (fit.fits || !takesUnits(line.state, event, request.kind)) &&
                            !(event === 'confirm' && line.state === 'requested' && request.kind === 'hold' && !paperworkAllows(request, index)),
                        )}
                        confirmWarnings={paperwork[index]?.warnings}
                        refused={tenant.billing.paperworkCheck === 'refuse'}
                        confirmQuestion={confirmQuestionOf(index)}
                        earlyPickUp={line.state === 'confirmed' && today < request.pickUpOn ? earlyPickUpQuestion(request.pickUpOn, tenant.locale) : undefined}
                      />
                      {(repairs.get(line.id) ?? 0) > 0 && <MarkRepairedForm lineId={line.id} title={line.title} units={repairs.get(line.id)!} />}
                      {(line.state === 'returned' || line.state === 'out') && (
                        <ReturnPhotos lineId={line.id} title={line.title} count={line.conditionPhotos?.length ?? 0} />
                      )}
                      {line.state === 'returned' && request.orderNumber && (
                        <CorrectReturn
                          lineId={line.id}
                          title={line.title}
                          quantity={line.quantity}
                          conditionNote={line.conditionNote}
                          missingUnits={line.missingUnits}
                          damagedUnits={line.damagedUnits}
                          repairDollars={line.repairCents > 0 ? plainAmount(line.repairCents) : ''}
                          askReplacementValue={line.hasReplacementValue === false}
                        />
                      )}
                      {transition(line.state, 'decline', 'staff', request.kind).ok && (
                        <DeclineDisclosure lineId={line.id} title={line.title} alternates={standInWords(request, index, line.id)} />
                      )}
                    </RequestLineRow>
                  );
                })}
              </ul>
              <ShortcutList rows="lines" />
              {/* A group, not a region: two requests alike would make two landmarks of one name (issue 24 §6). */}
              <div role="group" aria-labelledby={`staff-messages-${request.id}`}>
                <h3 id={`staff-messages-${request.id}`}>Messages</h3>
                <MessageThread
                  id={`staff-messages-${request.id}`}
                  messages={threads.get(request.id) ?? []}
                  unreadFrom="customer"
                  locale={tenant.locale}
                  timeZone={tenant.vendor.timezone}
                />
                <MessageForm requestId={request.id} action={staffMessageAction} label="Reply to the customer" />
              </div>
              <AuditHistory rows={histories[index] ?? []} locale={tenant.locale} timeZone={tenant.vendor.timezone} summary="History" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
