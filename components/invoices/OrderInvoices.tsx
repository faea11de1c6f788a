import Link from 'next/link';
import { Fragment } from 'react';
import { PageNotice } from '@/components/forms/PageNotice';
import { issueLossDamageInvoiceAction } from '@/app/staff/invoices/actions';
import { ConfirmedButtonForm } from '@/components/forms/ConfirmedButtonForm';
import { formatCents } from '@/lib/house/money';
import { documentTitle } from '@/lib/invoices/document-title';
import type { InvoiceSummary } from '@/lib/invoices/read-invoices';
import { DepositInvoiceForm } from './DepositInvoiceForm';
import { IssueInvoiceForm } from './IssueInvoiceForm';
import { LineDiscountForm } from './LineDiscountForm';
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
 * invoice stands, and "Issue L&D invoice" (issue 26 §4) once every line is back, some units came back
 * missing or damaged and no L&D invoice stands; issuing is final, so each is asked first. Until the
 * rental invoice stands, staff also find "Line discounts and deposit" (decision 137): "Discount on
 * this line (%)" for each line on the order, and "Issue deposit invoice" while no deposit stands.
 */
export function OrderInvoices({
  requestId,
  invoices,
  lines,
  staff = false,
}: {
  requestId: string;
  invoices: InvoiceSummary[];
  lines: { id?: string; title?: string; sku?: string; state: string; missingUnits?: number; damagedUnits?: number; discountBasisPoints?: number }[];
  staff?: boolean;
}) {
  const onOrder = lines.filter((line) => ['confirmed', 'out', 'returned'].includes(line.state));
  const allBack = onOrder.length > 0 && onOrder.every((line) => line.state === 'returned');
  const standing = invoices.some((invoice) => invoice.kind === 'rental' && !invoice.pairedNumber);
  const lossOrDamage = onOrder.some((line) => (line.missingUnits ?? 0) > 0 || (line.damagedUnits ?? 0) > 0);
  const lossDamageStanding = invoices.some((invoice) => invoice.kind === 'lossAndDamage' && !invoice.pairedNumber);
  const depositStanding = invoices.some((invoice) => invoice.kind === 'deposit' && !invoice.pairedNumber);
  // Issuing takes its button off the page: staff's answers are said in the PageNotice's status region, which stays.
  const Wrap = staff ? PageNotice : Fragment;
  return (
    <Wrap>
      {invoices.length > 0 && (
        <ul aria-label="Invoices">
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              <Link href={`/invoices/${encodeURIComponent(invoice.id)}`}>
                {documentTitle(invoice.kind)} {invoice.number}
              </Link>{' '}
              · {formatCents(invoice.totalCents, tenant)} · {invoiceStanding(invoice)}
            </li>
          ))}
        </ul>
      )}
      {staff && onOrder.length > 0 && !standing && (
        <details>
          <summary>Line discounts and deposit</summary>
          {onOrder.map(
            (line) =>
              line.id && (
                <LineDiscountForm
                  key={line.id}
                  lineId={line.id}
                  label={`${line.title ?? 'this line'}${line.sku ? ` (${line.sku})` : ''}`}
                  percent={(line.discountBasisPoints ?? 0) / 100}
                />
              ),
          )}
          {!depositStanding && <DepositInvoiceForm requestId={requestId} />}
        </details>
      )}
      {staff && allBack && !standing && <IssueInvoiceForm requestId={requestId} />}
      {staff && allBack && lossOrDamage && !lossDamageStanding && (
        <ConfirmedButtonForm
          action={issueLossDamageInvoiceAction}
          fields={{ requestId }}
          label="Issue L&D invoice"
          confirm={{
            title: 'Issue the L&D invoice?',
            text: 'It bills the missing units at each prop’s replacement value and the repair amounts typed at the counter, apart from the rental, and is emailed to the customer. An issued invoice is final: a correction is a credit note.',
            confirmLabel: 'Issue L&D invoice',
          }}
          tellsPage
        />
      )}
    </Wrap>
  );
}
