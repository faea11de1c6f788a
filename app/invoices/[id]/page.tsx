import type { Metadata } from 'next';
import { randomUUID } from 'node:crypto';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { chargeCardAction, emailInvoiceAction, payFromCreditAction } from '@/app/staff/invoices/actions';
import { ButtonForm } from '@/components/forms/ButtonForm';
import { PageNotice } from '@/components/forms/PageNotice';
import { ConditionPhotos } from '@/components/holds/ConditionPhotos';
import { CreditNoteForm } from '@/components/invoices/CreditNoteForm';
import { RecordPaymentForm } from '@/components/invoices/RecordPaymentForm';
import { HouseLetterhead } from '@/components/print/HouseLetterhead';
import styles from '@/components/print/print-sheet.module.css';
import { PrintButton } from '@/components/set-lists/PrintButton';
import { getDb } from '@/lib/db';
import { stripeFromEnv } from '@/lib/house/card-processor';
import { houseToday } from '@/lib/house/clock';
import { can, getViewer, logInHref } from '@/lib/identity/viewer';
import { isDepositLine, isLessDepositLine, isLossDamageLine, isRentalLine } from '@/lib/db/schema';
import { creditBalance } from '@/lib/invoices/account-credit';
import { documentTitle } from '@/lib/invoices/document-title';
import { plainAmount } from '@/lib/house/money';
import { getInvoice } from '@/lib/invoices/read-invoices';
import { formatCents } from '@/lib/house/money';
import { tenant } from '@/lib/tenant';
import { longDay, shortDay } from '@/lib/text/calendar-day';

type InvoicePageProps = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: 'Invoice', robots: { index: false } };

const money = (cents: number) => formatCents(cents, tenant);
const day = (iso: string) => shortDay(iso, tenant.locale);

/**
 * An invoice or credit note as a document (issue 26 §3): the customer whose order it is and the
 * house's staff see it; anyone else finds nothing. Laid out for paper like the set list's print view,
 * so "Save as PDF" makes the PDF. Staff also record payments, send it again, or cancel it here.
 */
export default async function InvoicePage({ params }: InvoicePageProps) {
  const { id } = await params;
  const viewer = await getViewer();
  if (!viewer.user || viewer.kind === 'guest') redirect(logInHref(`/invoices/${encodeURIComponent(id)}`));
  const db = await getDb();
  const found = await getInvoice(db, tenant.vendor.id, id);
  const staff = can(viewer, 'staff');
  if (!found || (!staff && found.customer.uid !== viewer.user.uid)) notFound();
  // Issue 36 §4.5 (decision 149): staff may pay what is owed from the customer's credit on account.
  const credit = staff && found.balanceCents > 0 ? await creditBalance(db, tenant.vendor.id, found.customer.uid) : 0;
  const { invoice, payments } = found;
  const creditNote = invoice.kind === 'creditNote';
  const title = `${documentTitle(invoice.kind)} ${invoice.number}`;
  // An L&D invoice (issue 26 §4), or a credit note cancelling one, lists what was lost or damaged, not weeks out.
  const lossLines = invoice.lines.filter(isLossDamageLine);
  const rentalLines = invoice.lines.filter(isRentalLine);
  // Decision 137: a deposit invoice's one line, and the deposits a final invoice takes off.
  const depositLines = invoice.lines.filter(isDepositLine);
  const lessDeposits = invoice.lines.filter(isLessDepositLine);
  const lineDiscounts = rentalLines.some((line) => (line.lineDiscountPercent ?? 0) > 0);
  // Only the rental invoice is captured from the card authorised for the order (decision 133).
  const capturedFromCard = invoice.paidBy === 'card' && (invoice.kind === 'rental' || (creditNote && rentalLines.length > 0));
  return (
    <div className={styles.sheet}>
      <p className="button-row" data-no-print>
        <Link href={staff ? '/staff/invoices' : '/holds'} className="button button-secondary">
          {staff ? 'All invoices' : `Your ${tenant.request.type}s`}
        </Link>
        <PrintButton />
      </p>
      <header className={styles.head}>
        <div>
          <h1>{title}</h1>
          <p>Order {found.orderNumber}</p>
          <p>Issued {longDay(invoice.issuedOn, tenant.locale)}</p>
          {creditNote ? (
            <p>Cancels invoice {found.pairedNumber}</p>
          ) : (
            <p>{capturedFromCard ? 'Charged to the card authorised for the order' : `Due ${longDay(invoice.dueOn, tenant.locale)}`}</p>
          )}
          {invoice.note && <p>{creditNote ? `Reason: ${invoice.note}` : invoice.note}</p>}
        </div>
        <HouseLetterhead />
      </header>
      <section aria-labelledby="bill-to">
        <h2 id="bill-to">Bill to</h2>
        {invoice.billTo ? (
          // The production's billing details as they stood at issue (issue 26 §1): what accounts payable files it under.
          <>
            {(invoice.billTo.company || invoice.billTo.contact) && <p>{[invoice.billTo.company, invoice.billTo.contact].filter(Boolean).join(' · ')}</p>}
            <p>{[invoice.billTo.production, invoice.billTo.studio].filter(Boolean).join(' · ')}</p>
            {invoice.billTo.email && <p>{invoice.billTo.email}</p>}
            {invoice.billTo.poNumber && <p>PO number {invoice.billTo.poNumber}</p>}
            <p>Ordered by {found.customer.name || found.customer.email}</p>
          </>
        ) : (
          <>
            <p>
              {found.customer.name || found.customer.email}
              {found.customer.name && found.customer.email && <> · {found.customer.email}</>}
            </p>
            {(found.production || found.studio) && <p>{[found.production, found.studio].filter(Boolean).join(' · ')}</p>}
          </>
        )}
      </section>
      {lossLines.length > 0 && (
        <table className={styles.lines}>
          <caption className="visually-hidden">Lines</caption>
          <thead>
            <tr>
              <th scope="col">Prop</th>
              <th scope="col">SKU</th>
              <th scope="col">Loss and damage</th>
              <th scope="col" className={styles.number}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {lossLines.map((line) => (
              <tr key={line.lineId}>
                <td>{line.title}</td>
                <td>{line.sku}</td>
                <td>
                  {line.missingUnits > 0 && (
                    <p>
                      Missing: {line.missingUnits} × {money(line.replacementCents)} replacement = {money(line.missingCents)}
                    </p>
                  )}
                  {line.damagedUnits > 0 && (
                    <p>
                      Repair of {line.damagedUnits} damaged: {money(line.repairCents)}
                    </p>
                  )}
                  {/* Issue 38 §2: the photos taken at check-out and at return, as evidence. */}
                  <ConditionPhotos title={line.title} photos={found.evidence[line.lineId] ?? []} />
                </td>
                <td className={styles.number}>{money(line.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rentalLines.length > 0 && (
        <table className={styles.lines}>
          <caption className="visually-hidden">Lines</caption>
          <thead>
            <tr>
              <th scope="col">Prop</th>
              <th scope="col">SKU</th>
              <th scope="col" className={styles.number}>
                Units
              </th>
              <th scope="col">Out – back</th>
              <th scope="col" className={styles.number}>
                Weeks
              </th>
              <th scope="col" className={styles.number}>
                Weekly rate
              </th>
              {lineDiscounts && (
                <th scope="col" className={styles.number}>
                  Line discount
                </th>
              )}
              <th scope="col" className={styles.number}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {rentalLines.map((line) => (
              <tr key={line.lineId}>
                <td>{line.title}</td>
                <td>{line.sku}</td>
                <td className={styles.number}>{line.units}</td>
                <td>
                  {day(line.outOn)} – {day(line.backOn)}
                </td>
                <td className={styles.number}>{line.weeks}</td>
                <td className={styles.number}>{money(line.weeklyRateCents)}</td>
                {lineDiscounts && <td className={styles.number}>{line.lineDiscountPercent ? `${line.lineDiscountPercent}%` : ''}</td>}
                <td className={styles.number}>{money(line.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {depositLines.length > 0 && (
        <table className={styles.lines}>
          <caption className="visually-hidden">Lines</caption>
          <thead>
            <tr>
              <th scope="col">Deposit</th>
              <th scope="col" className={styles.number}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {depositLines.map((line) => (
              <tr key={line.title}>
                <td>
                  {line.title}
                  {line.percent !== null && (
                    <>
                      : {line.percent}% of the quoted rental, {money(line.quotedCents)}
                    </>
                  )}
                  .{!creditNote && ' The rental invoice takes it off.'}
                </td>
                <td className={styles.number}>{money(line.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <table className={styles.totals}>
        <caption className="visually-hidden">Totals</caption>
        <tbody>
          <tr>
            <th scope="row">{lossLines.length > 0 ? 'Loss and damage' : depositLines.length > 0 ? 'Deposit' : 'Rental'}</th>
            <td>{money(invoice.subtotalCents)}</td>
          </tr>
          {invoice.weeklyDiscountCents > 0 && (
            <tr>
              <th scope="row">Weekly discounts</th>
              <td>−{money(invoice.weeklyDiscountCents)}</td>
            </tr>
          )}
          {invoice.staffDiscountCents > 0 && (
            <tr>
              <th scope="row">Discount</th>
              <td>−{money(invoice.staffDiscountCents)}</td>
            </tr>
          )}
          {invoice.processingCents > 0 && (
            <tr>
              <th scope="row">Card processing</th>
              <td>{money(invoice.processingCents)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">Tax</th>
            <td>{money(invoice.taxCents)}</td>
          </tr>
          {lessDeposits.map((line) => (
            <tr key={line.depositInvoiceId}>
              <th scope="row">Less deposit {line.number}</th>
              <td>−{money(line.totalCents)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{creditNote ? 'Credited' : 'Total'}</th>
            <td>
              <strong>{money(invoice.totalCents)}</strong>
            </td>
          </tr>
          {!creditNote && (
            <>
              <tr>
                <th scope="row">Paid</th>
                <td>{money(found.paidCents)}</td>
              </tr>
              <tr>
                <th scope="row">Balance due</th>
                <td>{found.pairedNumber ? `Cancelled by credit note ${found.pairedNumber}` : money(found.balanceCents)}</td>
              </tr>
            </>
          )}
        </tbody>
      </table>
      {payments.length > 0 && (
        <section aria-labelledby="payments-heading">
          <h2 id="payments-heading">Payments received</h2>
          <ul>
            {payments.map((payment) => (
              <li key={payment.id}>
                {day(payment.receivedOn)}: {money(payment.amountCents)}
                {/* A payment from account credit (decision 149) says so in its reference, "From account credit". */}
                {payment.method !== 'credit' && <> by {payment.method}</>}
                {payment.reference && <> ({payment.reference})</>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {staff && !creditNote && (
        <section aria-label="Staff" data-no-print>
          {/* A payment in full takes its form off the page: its answer is said here, where it stays. */}
          <PageNotice>
            {found.balanceCents > 0 && (
              <RecordPaymentForm
                invoiceId={invoice.id}
                formKey={randomUUID()}
                balance={plainAmount(found.balanceCents)}
                today={houseToday(tenant.vendor.timezone)}
              />
            )}
            {found.balanceCents > 0 && found.cardOnline && invoice.kind === 'rental' && invoice.paidBy === 'card' && stripeFromEnv() && (
              <ButtonForm action={chargeCardAction} fields={{ invoiceId: invoice.id }} label="Charge the card" />
            )}
            {found.balanceCents > 0 && credit > 0 && (
              <ButtonForm
                action={payFromCreditAction}
                fields={{ invoiceId: invoice.id, key: randomUUID() }}
                label={`Pay ${money(Math.min(credit, found.balanceCents))} from account credit`}
              />
            )}
            <ButtonForm action={emailInvoiceAction} fields={{ invoiceId: invoice.id }} label="Email it again" />
            {!found.pairedNumber && <CreditNoteForm invoiceId={invoice.id} />}
          </PageNotice>
        </section>
      )}
    </div>
  );
}
