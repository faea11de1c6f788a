import type { Metadata } from 'next';
import Link from 'next/link';
import { invoiceStanding } from '@/components/invoices/OrderInvoices';
import { getDb } from '@/lib/db';
import { houseToday } from '@/lib/house/clock';
import { requireStaff } from '@/lib/identity/viewer';
import { INVOICE_VIEWS, listInvoices, type InvoiceView } from '@/lib/invoices/read-invoices';
import { formatCents } from '@/lib/house/money';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';
import { shortDay } from '@/lib/text/calendar-day';

export const metadata: Metadata = { title: 'Invoices', robots: { index: false } };

const VIEW_LABELS: Record<InvoiceView, string> = { all: 'All', unpaid: 'Unpaid', overdue: 'Overdue' };
const EMPTY: Record<InvoiceView, string> = {
  all: 'No invoices yet. An order is invoiced from its request once every line is back.',
  unpaid: 'Nothing is owed.',
  overdue: 'Nothing is overdue.',
};

/**
 * Staff's invoices and credit notes (issue 26 §3): all, those still owed, and "Overdue" (owed past
 * their due day, the oldest first), with the accountant's two CSV files.
 */
export default async function StaffInvoicesPage({ searchParams }: PageProps) {
  await requireStaff();
  const asked = (await searchParams).view;
  const view = INVOICE_VIEWS.find((name) => name === asked) ?? 'all';
  const today = houseToday(tenant.vendor.timezone);
  const invoices = await listInvoices(await getDb(), tenant.vendor.id, view, today);
  const money = (cents: number) => formatCents(cents, tenant);
  return (
    <div className="page">
      <h1>Invoices</h1>
      <nav aria-label="Invoices to show" className="button-row">
        {INVOICE_VIEWS.map((name) => (
          <Link key={name} href={name === 'all' ? '/staff/invoices' : `/staff/invoices?view=${name}`} aria-current={name === view ? 'page' : undefined}>
            {VIEW_LABELS[name]}
          </Link>
        ))}
      </nav>
      <p className="button-row">
        <a href="/staff/invoices/csv/invoices" download>
          Invoices as CSV (QuickBooks columns)
        </a>
        <a href="/staff/invoices/csv/payments" download>
          Payments as CSV
        </a>
      </p>
      {invoices.length === 0 ? (
        <p className="lead">{EMPTY[view]}</p>
      ) : (
        <table className="data-table data-table-stacked">
          <caption>{VIEW_LABELS[view]} invoices</caption>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Customer</th>
              <th scope="col">Order</th>
              <th scope="col">Issued</th>
              <th scope="col">Due</th>
              <th scope="col">Total</th>
              <th scope="col">Standing</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id}>
                <td>
                  <Link href={`/invoices/${encodeURIComponent(invoice.id)}`}>{invoice.number}</Link>
                  {invoice.kind === 'lossAndDamage' && ' (L&D)'}
                  {invoice.kind === 'deposit' && ' (deposit)'}
                </td>
                <td>
                  <Link href={`/staff/customers/${encodeURIComponent(invoice.customer.uid)}`}>{invoice.customer.name || invoice.customer.email}</Link>
                  {invoice.production && <> · {invoice.production}</>}
                </td>
                <td>
                  <Link href={`/staff/holds?request=${encodeURIComponent(invoice.requestId)}`}>{invoice.orderNumber}</Link>
                </td>
                <td>{shortDay(invoice.issuedOn, tenant.locale)}</td>
                <td>{invoice.kind !== 'creditNote' ? shortDay(invoice.dueOn, tenant.locale) : ''}</td>
                <td>{money(invoice.totalCents)}</td>
                <td>{invoiceStanding(invoice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
