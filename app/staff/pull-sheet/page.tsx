import type { Metadata } from 'next';
import Link from 'next/link';
import { PulledTick } from '@/components/pull-sheet/PulledTick';
import styles from '@/components/pull-sheet/pull-sheet.module.css';
import { PrintButton } from '@/components/set-lists/PrintButton';
import { customerWithProduction } from '@/lib/customers/customer-name';
import { getDb } from '@/lib/db';
import { houseClockOf, houseTimeOfDayWords } from '@/lib/house/time-words';
import { requireStaff } from '@/lib/identity/viewer';
import { PHOTO_SIZES, photoImageProps } from '@/lib/media/photo-image';
import { pullSheetDays } from '@/lib/pull-sheet/pull-sheet-days';
import { readPullSheet, type PullOrder } from '@/lib/pull-sheet/read-pull-sheet';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';
import { longDay } from '@/lib/text/calendar-day';

export const metadata: Metadata = { title: 'Pull sheet', robots: { index: false } };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The pull sheet (issue 38 §3, decision 153): what to take off the shelves for the day's pick-ups
 * (tomorrow by default, or the days from `from` to `to`), every confirmed line not yet out, order by
 * order, each order's lines in the order of the warehouse's locations. On a phone it is a checklist
 * whose tick box "Pulled" saves at once and shows at the counter; on paper (the browser's print, or
 * "Save as PDF") it is the sheet a clerk walks the aisles with. A GET form, so it works without script.
 */
export default async function PullSheetPage({ searchParams }: PageProps) {
  await requireStaff();
  const asked = pullSheetDays(await searchParams, tenant.vendor.timezone);
  const { from, to } = asked;
  const orders = asked.ok ? await readPullSheet(await getDb(), tenant.vendor.id, { from, to }) : [];
  const days = from === to ? longDay(from, tenant.locale) : `${longDay(from, tenant.locale)} to ${longDay(to, tenant.locale)}`;
  const lineCount = orders.reduce((sum, order) => sum + order.lines.length, 0);
  const pulledCount = orders.reduce((sum, order) => sum + order.lines.filter((line) => line.pulledAt).length, 0);
  return (
    <div className="page">
      <h1>Pull sheet</h1>
      <form method="get" action="/staff/pull-sheet" className="button-row button-row-inline" data-no-print>
        <span className="field">
          <label htmlFor="pull-from">First day</label>
          <input id="pull-from" name="from" type="date" defaultValue={from} required />
        </span>
        <span className="field">
          <label htmlFor="pull-to">Last day</label>
          <input id="pull-to" name="to" type="date" defaultValue={to} required />
        </span>
        <button type="submit" className="button">
          Show
        </button>
        {lineCount > 0 && <PrintButton />}
      </form>
      {!asked.ok && (
        <p role="alert" className="notice notice-error">
          {asked.message}
        </p>
      )}
      {asked.ok && (
        <>
          <p className={styles.days}>
            Pick-ups {from === to ? 'on' : 'from'} {days}
            {lineCount > 0 && ` · ${plural(orders.length, 'order', 'orders')}, ${plural(lineCount, 'line', 'lines')}, ${pulledCount} pulled`}
          </p>
          {orders.length === 0 ? (
            <p role="status">
              Nothing to pull {from === to ? 'for' : 'from'} {days}.
            </p>
          ) : (
            orders.map((order) => <PullOrderSection key={order.requestId} order={order} showDay={from !== to} />)
          )}
        </>
      )}
    </div>
  );
}

function PullOrderSection({ order, showDay }: { order: PullOrder; showDay: boolean }) {
  const headingId = `pull-order-${order.requestId}`;
  const house = houseClockOf(tenant);
  return (
    <section className={styles.order} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Link href={`/staff/holds?request=${encodeURIComponent(order.requestId)}`}>{order.orderNumber ?? 'Order'}</Link>
      </h2>
      <p className={styles.meta}>
        {customerWithProduction(order.customer, order.studio, order.production)}
        {showDay && ` · ${longDay(order.pickUpOn, tenant.locale)}`}
        {order.fulfilment === 'delivery' && ' · Delivery'}
      </p>
      <table className={styles.lines}>
        <thead>
          <tr>
            <th scope="col" className={styles.photo}>
              <span className="visually-hidden">Photo</span>
            </th>
            <th scope="col">Location</th>
            <th scope="col">Prop</th>
            <th scope="col" className={styles.number}>
              Qty
            </th>
            <th scope="col">Pulled</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id} aria-label={`${line.location || 'No location'}: ${line.title}`}>
              <td className={styles.photo}>
                {/* eslint-disable-next-line @next/next/no-img-element -- photos are resized at upload (lib/media) or are SVG */}
                {line.photo && <img {...photoImageProps(line.photo, PHOTO_SIZES.row)} alt="" />}
              </td>
              <td className={styles.location}>{line.location || <span className={styles.none}>None</span>}</td>
              <td>
                {line.title}
                <span className={`${styles.by} ${styles.sku}`}>{line.sku}</span>
              </td>
              <td className={styles.number}>{line.quantity}</td>
              <td>
                <PulledTick lineId={line.id} title={line.title} sku={line.sku} pulled={line.pulledAt !== null} />
                {line.pulledAt && (
                  <span className={styles.by}>
                    by {line.pulledBy}, {houseTimeOfDayWords(line.pulledAt, house)}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
