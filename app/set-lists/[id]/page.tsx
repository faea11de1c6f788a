import type { Metadata } from 'next';
import Link from 'next/link';
import { LiveSetList } from '@/components/set-lists/LiveSetList';
import { ListDaysFields, ListDetailsFields } from '@/components/set-lists/ListFields';
import { SentNotice } from '@/components/set-lists/SentNotice';
import { SetListForm } from '@/components/set-lists/SetListForm';
import { SetListLine } from '@/components/set-lists/SetListLine';
import { setListLineRow } from '@/components/set-lists/set-list-line-row';
import { LineAlternates } from '@/components/set-lists/LineAlternates';
import { CommentList } from '@/components/set-lists/CommentList';
import { SetListQuote } from '@/components/set-lists/SetListQuote';
import { SetListToolbar } from '@/components/set-lists/SetListToolbar';
import { SharePanel } from '@/components/set-lists/SharePanel';
import styles from '@/components/set-lists/set-lists.module.css';
import { RequestHoldForm } from '@/components/holds/RequestHoldForm';
import { paperworkOf } from '@/lib/customers/customer-paperwork';
import { customerOf } from '@/lib/house/customer-key';
import { productionsOf } from '@/lib/productions/read-productions';
import { getDb } from '@/lib/db';
import { askedRange, unitsAwayForItems } from '@/lib/availability/availability';
import { withReturnTo } from '@/lib/identity/status/after-auth';
import { getViewer } from '@/lib/identity/viewer';
import { houseDay } from '@/lib/rental-period/period-cookie';
import { alternatesForShortLines } from '@/lib/set-lists/line-alternates';
import { liveShareLink } from '@/lib/set-lists/read-set-lists';
import { lastSentOf } from '@/lib/set-lists/sent-requests';
import { sentAsRequestWords } from '@/lib/set-lists/sent-words';
import { datesLine } from '@/lib/set-lists/set-list-dates';
import { loadOwnSetList } from './own-set-list';
import { COMPARE_FORM, setListHref, sharedSetListHref } from '@/lib/set-lists/set-list-state';
import { siteUrl } from '@/lib/site/url';
import { tenant } from '@/lib/tenant';
import { houseClockOf, houseDateTimeWords } from '@/lib/house/time-words';
import { bookableTimes } from '@/lib/booked-times/bookable-times';
import { houseClock, houseToday } from '@/lib/house/clock';

type SetListPageProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: SetListPageProps): Promise<Metadata> {
  const { list } = await loadOwnSetList((await params).id);
  return { title: list.name, robots: { index: false } };
}

/** One set list (issue 11 §2, §4, §5): its lines, the weekly quote, its details, the share link and the designer's comments. */
/** The house's day and clock now: a booked time already past today is not offered (issue 38 §4). */
const houseNow = () => ({ today: houseToday(tenant.vendor.timezone), clock: houseClock(tenant.vendor.timezone) });

export default async function SetListPage({ params }: SetListPageProps) {
  const { list, quote, unitCount } = await loadOwnSetList((await params).id);
  const db = await getDb();
  const viewer = await getViewer();
  const [share, sent, away] = await Promise.all([
    liveShareLink(db, list.id),
    // Issue 24 §7: a list sent as a request says so, and asks before it is sent again.
    viewer.user ? lastSentOf(db, customerOf(viewer), [list.id]) : new Map<string, number>(),
    // Issue 12 §1: with dates, each line says how many units are free for every one of them.
    list.pickUpOn && list.returnOn && tenant.showAvailability
      ? unitsAwayForItems(
          db,
          list.lines.flatMap((line) => (line.itemId ? [line.itemId] : [])),
          askedRange(list.pickUpOn, list.returnOn),
        )
      : null,
  ]);
  // Issue 28 §5: a line its prop cannot cover, in units or on these days, offers what can stand in.
  const days = away && list.pickUpOn && list.returnOn ? { from: list.pickUpOn, to: list.returnOn } : null;
  const standIns = await alternatesForShortLines(db, list.lines, { away, days });
  const freeFor = (line: (typeof list.lines)[number]) =>
    away && line.itemId && line.stock !== null ? Math.max(0, line.stock - (away.get(line.itemId) ?? 0)) : null;
  const requestType = tenant.request.type;
  const sentAt = sent.get(list.id);
  // The rental agreement is asked for beside the request until the customer has accepted it (decision 95).
  const agreementAccepted = !viewer.vendorUser || Boolean((await paperworkOf(db, customerOf(viewer))).agreementAcceptedAt);
  // Issue 26 §1: the customer's own productions, to choose among on the request; never another's.
  const productions = viewer.vendorUser ? await productionsOf(db, customerOf(viewer)) : [];
  const expires = share?.expiresAt ? houseDateTimeWords(share.expiresAt, houseClockOf(tenant)) : null;
  return (
    <div className="page">
      <nav aria-label="Breadcrumb">
        <Link href="/set-lists">Your set lists</Link>
      </nav>
      <h1>
        {list.name} {list.archived && <span className="badge badge-rental">Archived</span>}
      </h1>
      <p className="lead">
        {[list.production, list.scene].filter(Boolean).join(' · ')}
        {(list.production || list.scene) && <br />}
        {datesLine(list, tenant.locale)}
      </p>
      {sentAt !== undefined && <SentNotice sentAt={sentAt} locale={tenant.locale} timeZone={tenant.vendor.timezone} requestType={requestType} />}
      <SetListToolbar id={list.id} name={list.name} archived={list.archived} />

      {/* Issue 24 §2: the days, the lines and the details are one form, saved together by "Save list". */}
      <SetListForm setListId={list.id}>
        {/* Issue 28 §4: the list's one period, asked first and once; the quote, the lines and the request use it. */}
        <section id="rental-days" aria-labelledby="rental-days-heading" className="section">
          <h2 id="rental-days-heading">Rental days</h2>
          <ListDaysFields pickUpOn={list.pickUpOn} returnOn={list.returnOn} today={houseDay()} />
        </section>

        <section aria-labelledby="lines" className="section">
          <h2 id="lines">Props on this list</h2>
          {list.lines.length === 0 ? (
            <p>
              Nothing on this list yet. Use “Add to set list” on any prop in the <Link href="/catalog">catalogue</Link>.
            </p>
          ) : (
            <>
              {/* Issue 39 §4: props ticked below open side by side, at an address of their own (the page's GET form, no script needed). */}
              {list.lines.filter((line) => line.itemId).length > 1 && (
                <p className={styles.compareBar}>
                  <span className={styles.muted}>Tick props to see them side by side.</span>
                  <button type="submit" form={COMPARE_FORM} className="button button-secondary">
                    Compare
                  </button>
                </p>
              )}
              <ul className={styles.lines}>
                {list.lines.map((line) => (
                  <SetListLine
                    key={line.id}
                    row={setListLineRow(line, {
                      showSku: tenant.showSkuNotPrice,
                      total: quote?.lineTotals[line.id] ?? null,
                      free: freeFor(line),
                      locale: tenant.locale,
                    })}
                    alternates={
                      standIns.has(line.id) ? (
                        <LineAlternates
                          line={line}
                          offers={standIns.get(line.id)!}
                          days={days}
                          showSku={tenant.showSkuNotPrice}
                          canSwap={!list.archived}
                          locale={tenant.locale}
                        />
                      ) : null
                    }
                  />
                ))}
              </ul>
            </>
          )}
        </section>

        <section aria-labelledby="details" className="section">
          <h2 id="details">Details</h2>
          <ListDetailsFields name={list.name} production={list.production} scene={list.scene} notes={list.notes} />
        </section>
      </SetListForm>
      <form id={COMPARE_FORM} method="get" action={`${setListHref(list.id)}/compare`} hidden />

      <section aria-labelledby="quote" className="section">
        <h2 id="quote">Weekly quote</h2>
        {quote ? <SetListQuote summary={quote} unitCount={unitCount} /> : <p>Add a pick-up day and a return day above to see the rental weeks.</p>}
      </section>

      <section aria-labelledby="request" className="section">
        <h2 id="request">Request a {requestType}</h2>
        {list.lines.length === 0 ? (
          <p>Add props to the list first.</p>
        ) : !viewer.vendorUser ? (
          <p>
            {/* Issue 24 §4: after sign-up and onboarding, back to this list. */}
            <Link href={withReturnTo('/auth/signup', setListHref(list.id))}>Sign up</Link> to send this list as a {requestType} request: your set lists come
            with you.
          </p>
        ) : !list.pickUpOn || !list.returnOn ? (
          <p>
            Choose the list’s <a href="#rental-days">pick-up and return days</a> first.
          </p>
        ) : (
          <RequestHoldForm
            pickUpTimes={await bookableTimes(db, tenant.vendor.id, list.pickUpOn, tenant, { now: houseNow() })}
            returnTimes={await bookableTimes(db, tenant.vendor.id, list.returnOn, tenant, { now: houseNow() })}
            days={datesLine(list, tenant.locale)}
            requestType={requestType}
            agreementAccepted={agreementAccepted}
            productions={productions.map(({ id, title, studio, confirmed }) => ({ id, title, studio, confirmed }))}
            sentBefore={sentAt === undefined ? null : sentAsRequestWords(sentAt, { locale: tenant.locale, timeZone: tenant.vendor.timezone, requestType })}
            prefill={{
              setListId: list.id,
              pickUpOn: list.pickUpOn,
              returnOn: list.returnOn,
              studio: viewer.vendorUser.studio,
              production: list.production || viewer.vendorUser.production,
              title: viewer.vendorUser.title,
            }}
          />
        )}
      </section>

      <section aria-labelledby="share" className="section">
        <h2 id="share">Share with your designer</h2>
        <SharePanel id={list.id} link={share ? new URL(sharedSetListHref(share.token), siteUrl()).toString() : null} expires={expires} />
      </section>

      <section aria-labelledby="comments" className="section">
        <h2 id="comments">Comments</h2>
        {list.comments.length === 0 ? (
          <p>No comments yet. Your designer can leave them through the share link.</p>
        ) : (
          <CommentList comments={list.comments} locale={tenant.locale} timeZone={tenant.vendor.timezone} />
        )}
      </section>
      <LiveSetList id={list.id} />
    </div>
  );
}
