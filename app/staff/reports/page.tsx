import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/db';
import { houseToday } from '@/lib/house/clock';
import { requireStaff } from '@/lib/identity/viewer';
import { ordersInRange, requestsInRange, returnsInRange } from '@/lib/reports/activity';
import { mostRequested, TOP_ITEMS, utilisation } from '@/lib/reports/item-reports';
import { orderFigures } from '@/lib/reports/order-figures';
import { daysIn, reportRange } from '@/lib/reports/report-range';
import { surplusGiven } from '@/lib/reports/surplus-given';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';
import { longDay } from '@/lib/text/calendar-day';
import { ReportTable } from '@/components/reports/ReportTable';
import styles from '@/components/reports/reports.module.css';

export const metadata: Metadata = { title: 'Reports', robots: { index: false } };

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const calendarLink = (row: { itemId: string; title: string }) => <Link href={`/staff/calendar/${encodeURIComponent(row.itemId)}`}>{row.title}</Link>;

/**
 * Reports (issue 13 §8, decision 94): for a range of the house's days (a GET form, this month by
 * default), the requests, orders and returns with a CSV of each, the props most requested,
 * utilisation per prop, and the free surplus given away per production in the tenant's weight units.
 */
export default async function ReportsPage({ searchParams }: PageProps) {
  await requireStaff();
  const asked = await searchParams;
  const timeZone = tenant.vendor.timezone;
  const { range, problem } = reportRange(asked, houseToday(timeZone));
  const db = await getDb();
  const where = { vendorId: tenant.vendor.id, timeZone, range };
  const [requests, orders, returns, top, shares, surplus] = await Promise.all([
    requestsInRange(db, where),
    ordersInRange(db, where),
    returnsInRange(db, where),
    mostRequested(db, where),
    utilisation(db, { ...where, today: houseToday(timeZone) }),
    surplusGiven(db, { ...where, units: tenant.weightUnits }),
  ]);
  const query = `from=${range.from}&to=${range.to}`;
  // Issue 36 §3: orders are counted as orders (a request's confirmed lines are one), lines apart.
  const ordered = orderFigures(orders);
  const percent = new Intl.NumberFormat(tenant.locale, { style: 'percent', maximumFractionDigits: 1 });
  const weight = new Intl.NumberFormat(tenant.locale, { maximumFractionDigits: 1 });
  const figures = [
    { key: 'requests', label: 'Requests', count: requests.length, detail: `Lines sent: ${sum(requests.map((row) => row.lines))}` },
    { key: 'orders', label: 'Orders', count: ordered.orders, detail: `Confirmed lines picked up: ${ordered.lines}; units: ${ordered.units}` },
    { key: 'returns', label: 'Returns', count: returns.length, detail: `Lines back; units missing: ${sum(returns.map((row) => row.missingUnits))}` },
  ];
  return (
    <div className="page">
      <h1>Reports</h1>
      <form method="get" action="/staff/reports" className="button-row button-row-inline">
        <span className="field">
          <label htmlFor="report-from">First day</label>
          <input id="report-from" name="from" type="date" defaultValue={range.from} required />
        </span>
        <span className="field">
          <label htmlFor="report-to">Last day</label>
          <input id="report-to" name="to" type="date" defaultValue={range.to} required />
        </span>
        <button type="submit" className="button">
          Show
        </button>
      </form>
      {problem && (
        <p role="alert" className="notice notice-error">
          {problem}
        </p>
      )}
      <p className="lead">
        {longDay(range.from, tenant.locale)} to {longDay(range.to, tenant.locale)} ({daysIn(range)} days, the house’s days)
      </p>

      <ul className={styles.figures} aria-label="Figures">
        {figures.map((figure) => (
          <li key={figure.key} className={styles.figure} aria-labelledby={`figure-${figure.key}`}>
            <h2 id={`figure-${figure.key}`}>{figure.label}</h2>
            <p className={styles.count}>{figure.count}</p>
            <p className="field-hint">{figure.detail}</p>
            <a href={`/staff/reports/csv/${figure.key}?${query}`} download>
              Download CSV<span className="visually-hidden"> of {figure.label.toLowerCase()}</span>
            </a>
          </li>
        ))}
      </ul>

      <ReportTable
        caption={`Most requested (top ${TOP_ITEMS})`}
        columns={[{ label: 'Prop' }, { label: 'SKU' }, { label: 'Lines requested', numeric: true }, { label: 'Units', numeric: true }]}
        rows={top.map((row) => ({ key: row.itemId, cells: [calendarLink(row), row.sku, row.lines, row.units] }))}
        empty="Nothing was requested in these days."
      />
      <ReportTable
        caption={`Utilisation (top ${TOP_ITEMS}): days confirmed or out per unit, to the day each came back`}
        columns={[
          { label: 'Prop' },
          { label: 'SKU' },
          { label: 'Units', numeric: true },
          { label: 'Unit-days booked', numeric: true },
          { label: 'Utilisation', numeric: true },
        ]}
        rows={shares.map((row) => ({ key: row.itemId, cells: [calendarLink(row), row.sku, row.quantity, row.unitDays, percent.format(row.share)] }))}
        empty="No orders in these days."
      />
      <ReportTable
        caption="Free surplus given away, per production"
        columns={[
          { label: 'Production' },
          { label: 'Claims', numeric: true },
          { label: 'Units collected', numeric: true },
          { label: `Weight (${tenant.weightUnits})`, numeric: true },
        ]}
        rows={surplus.map((row) => ({
          key: row.production,
          cells: [row.production || 'No production given', row.claims, row.units, `${weight.format(row.weight)} ${tenant.weightUnits}`],
        }))}
        empty="No free props were collected in these days."
      />
    </div>
  );
}
