import type { Metadata } from 'next';
import Link from 'next/link';
import { StaffLineActions } from '@/components/holds/StaffLineActions';
import styles from '@/components/holds/holds.module.css';
import { getDb } from '@/lib/db';
import { LINE_EVENTS, transition } from '@/lib/availability/hold-lifecycle';
import { counterConfirmation, earlyPickUpQuestion } from '@/lib/holds/counter-words';
import { counterMove } from '@/lib/holds/counter-move';
import { openLinesBySku } from '@/lib/holds/read-holds';
import { requestDates } from '@/lib/holds/request-dates';
import { houseToday } from '@/lib/house/clock';
import { requireStaff } from '@/lib/identity/viewer';
import type { PageProps } from '@/lib/site/page-props';
import { siteUrl } from '@/lib/site/url';
import { SCANNED_MAX, scannedSku } from '@/lib/labels/label-address';
import { tenant } from '@/lib/tenant';

export const metadata: Metadata = { title: 'Check out and check in', robots: { index: false } };

/**
 * The counter (issue 13 §6): type or scan a prop's SKU (a USB scanner types it and presses Enter)
 * (or a label's address, issue 38 §2: what a scanner types from the label, what a phone opens) to find its lines going out or coming back, and mark them out or returned. A GET form, so it works
 * without JavaScript and the scanner's Enter submits it. After a move the page says what was done
 * (`?moved=`, issue 25 §4) until the next scan, which asks without it.
 */
export default async function CheckInPage({ searchParams }: PageProps) {
  await requireStaff();
  const { sku: asked, moved: movedId, over } = await searchParams;
  // Issue 38 §2: a bare SKU, or a label's whole address as a scanner types it (or a phone opens it).
  const scanned = typeof asked === 'string' ? scannedSku(asked, siteUrl()) : { sku: '' };
  const sku = scanned.sku ?? '';
  const db = await getDb();
  const lines = sku ? await openLinesBySku(db, tenant.vendor.id, sku) : [];
  const moved = typeof movedId === 'string' && movedId.length <= 100 ? await counterMove(db, tenant.vendor.id, movedId) : null;
  const overbookedFrom = typeof over === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(over) ? over : null;
  const done = moved ? counterConfirmation(moved, { overbookedFrom, locale: tenant.locale }) : [];
  const today = houseToday(tenant.vendor.timezone);
  return (
    <div className="page">
      <h1>Check out and check in</h1>
      <form method="get" action="/staff/check-in" className="button-row button-row-inline">
        <span className="field">
          <label htmlFor="counter-sku">SKU</label>
          <input id="counter-sku" name="sku" defaultValue={sku} autoFocus autoComplete="off" spellCheck={false} maxLength={SCANNED_MAX} />
        </span>
        <button type="submit" className="button">
          Find
        </button>
        <Link href={sku ? `/staff/labels?sku=${encodeURIComponent(sku)}` : '/staff/labels'}>Print labels</Link>
      </form>
      {scanned.problem && (
        <p role="alert" className="notice notice-error">
          {scanned.problem}
        </p>
      )}
      <div role="status" aria-label="Done at the counter">
        {done.map((words) => (
          <p key={words} className="notice notice-success">
            {words}
          </p>
        ))}
      </div>
      {sku &&
        (lines.length === 0 ? (
          <p>
            Nothing {done.length > 0 ? 'else ' : ''}with SKU {sku} is due to go out or come back.
          </p>
        ) : (
          <ul className={styles.lines} aria-label={`Lines for ${sku}`}>
            {lines.map((line) => (
              <li key={line.id} className={styles.line} aria-labelledby={`counter-${line.id}`}>
                <h2 id={`counter-${line.id}`}>
                  {line.title} × {line.quantity}
                </h2>
                <p className={styles.muted}>
                  {line.customer} · {line.production || 'No production given'} · {requestDates({ kind: 'hold', pickUpWindow: null, ...line }, tenant.locale)} ·{' '}
                  <Link href={`/staff/holds?request=${encodeURIComponent(line.requestId)}`}>
                    Request<span className="visually-hidden"> of {line.title}</span>
                  </Link>
                </p>
                <p className={styles.status}>
                  {line.state === 'out' ? 'Out: check it in when it is back' : 'Confirmed: ready to go out'}
                  {/* Issue 38 §3: staged from the pull sheet. */}
                  {line.state === 'confirmed' && line.pulledAt && ` · Pulled${line.pulledBy ? ` by ${line.pulledBy}` : ''}`}
                  {line.location && ` · Location ${line.location}`}
                </p>
                <StaffLineActions
                  requestType={tenant.request.type}
                  lineId={line.id}
                  title={line.title}
                  quantity={line.quantity}
                  allowed={LINE_EVENTS.filter((event) => (event === 'checkOut' || event === 'checkIn') && transition(line.state, event, 'staff').ok)}
                  counterSku={sku}
                  askReplacementValue={!line.hasReplacementValue}
                  earlyPickUp={line.state === 'confirmed' && today < line.pickUpOn ? earlyPickUpQuestion(line.pickUpOn, tenant.locale) : undefined}
                />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
