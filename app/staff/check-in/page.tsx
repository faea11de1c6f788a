import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { CounterOrder } from '@/components/counter/CounterOrder';
import styles from '@/components/counter/counter.module.css';
import { findAtCounter, orderAtCounter } from '@/lib/counter/counter-orders';
import { getDb } from '@/lib/db';
import { earlyPickUpQuestion } from '@/lib/holds/counter-words';
import { houseToday } from '@/lib/house/clock';
import { requireStaff } from '@/lib/identity/viewer';
import { SCANNED_MAX } from '@/lib/labels/label-address';
import type { PageProps } from '@/lib/site/page-props';
import { siteUrl } from '@/lib/site/url';
import { tenant } from '@/lib/tenant';
import { shortDay } from '@/lib/text/calendar-day';

export const metadata: Metadata = { title: 'Check out and check in', robots: { index: false } };

const day = (iso: string) => shortDay(iso, tenant.locale);
const units = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`;

/**
 * The counter, order by order (issue 38 §2): one field finds an order by its number, a customer, a
 * production, a SKU, or a label's address (what a USB scanner types from the label, and what a phone's
 * camera opens: `?sku=`). One order found opens at its own address (`?order=`), so the page stays on
 * it while its lines move; several are listed to choose from. A GET form, so it works without
 * JavaScript and a scanner's Enter submits it.
 */
export default async function CheckInPage({ searchParams }: PageProps) {
  await requireStaff();
  const { q, sku, order: asked } = await searchParams;
  const typed = typeof q === 'string' ? q : typeof sku === 'string' ? sku : '';
  const db = await getDb();
  const found = !asked && typed.trim() ? await findAtCounter(db, tenant.vendor.id, typed, siteUrl()) : null;
  if (found?.kind === 'order') redirect(`/staff/check-in?order=${encodeURIComponent(found.number)}`);
  const number = typeof asked === 'string' ? asked.slice(0, 40) : null;
  const order = number ? await orderAtCounter(db, tenant.vendor.id, number) : null;
  const today = houseToday(tenant.vendor.timezone);
  return (
    <div className="page">
      <h1 className={styles.title}>Check out and check in</h1>
      <form method="get" action="/staff/check-in" className={styles.row}>
        <label htmlFor="counter-find" className={styles.rowLabel}>
          Order, customer, production or SKU
        </label>
        <span className={`field ${styles.grow}`}>
          <input
            id="counter-find"
            name="q"
            defaultValue={found ? typed.slice(0, SCANNED_MAX) : ''}
            autoFocus={!order}
            autoComplete="off"
            spellCheck={false}
            maxLength={SCANNED_MAX}
          />
        </span>
        <button type="submit" className="button">
          Find
        </button>
      </form>
      {found?.kind === 'problem' && (
        <p role="alert" className="notice notice-error">
          {found.words}
        </p>
      )}
      {found?.kind === 'none' && <p>{found.words}</p>}
      {found?.kind === 'orders' && (
        <ul className={styles.found} aria-label="Orders found">
          {found.orders.map((one) => (
            <li key={one.number}>
              <Link href={`/staff/check-in?order=${encodeURIComponent(one.number)}`}>{one.number}</Link>{' '}
              {[one.customer, one.production].filter(Boolean).join(' · ')} · {day(one.pickUpOn)} – {day(one.returnOn)}
              {one.toGo > 0 && ` · ${units(one.toGo)} to go out`}
              {one.out > 0 && ` · ${units(one.out)} out`}
            </li>
          ))}
        </ul>
      )}
      {number && !order && <p>We could not find order {number}.</p>}
      {order && (
        <CounterOrder
          order={order}
          site={siteUrl().href}
          dates={`${day(order.pickUpOn)} – ${day(order.returnOn)}`}
          earlyQuestion={today < order.pickUpOn ? earlyPickUpQuestion(order.pickUpOn, tenant.locale) : undefined}
        />
      )}
      <p>
        <Link href="/staff/labels">Print labels</Link>
      </p>
    </div>
  );
}
