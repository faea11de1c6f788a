import Link from 'next/link';
import type { InvoiceSummary } from '@/lib/invoices/read-invoices';
import { formatCents } from '@/lib/set-lists/quote-summary';
import { IssueInvoiceForm } from './IssueInvoiceForm';
import { tenant } from '@/lib/tenant';

/** "Paid", "$216.50 due", "Cancelled by CN-2027-000001": where an invoice stands. */
export function invoiceStanding(invoice: InvoiceSummary): string {
  if (invoice.kind === 'creditNote') return `cancels ${invoice.pairedNumber}`;
  if (invoice.pairedNumber) return `cancelled by ${invoice.pairedNumber}`;
  return invoice.balanceCents === 0 ? 'paid' : `${formatCents(invoice.balanceCents, tenant)} due`;
}

/**
 * An order's invoices and credit notes, each a link to its page (issue 26 §3), on "Your Holds" and on
 * the staff's request page. Staff get "Issue invoice" once every line of the order is back and no
 * invoice stands.
 */
export function OrderInvoices({
  requestId,
  invoices,
  lines,
  staff = false,
}: {
  requestId: string;
  invoices: InvoiceSummary[];
  lines: { state: string }[];
  staff?: boolean;
}) {
  const onOrder = lines.filter((line) => ['confirmed', 'out', 'returned'].includes(line.state));
  const allBack = onOrder.length > 0 && onOrder.every((line) => line.state === 'returned');
  const standing = invoices.some((invoice) => invoice.kind === 'rental' && !invoice.pairedNumber);
  return (
    <>
      {invoices.length > 0 && (
        <ul aria-label="Invoices">
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              <Link href={`/invoices/${encodeURIComponent(invoice.id)}`}>
                {invoice.kind === 'creditNote' ? 'Credit note' : 'Invoice'} {invoice.number}
              </Link>{' '}
              · {formatCents(invoice.totalCents, tenant)} · {invoiceStanding(invoice)}
            </li>
          ))}
        </ul>
      )}
      {staff && allBack && !standing && <IssueInvoiceForm requestId={requestId} />}
    </>
  );
}
