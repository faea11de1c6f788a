import { removeCertificateAction } from '@/app/staff/customers/actions';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { staffMessageAction } from '@/app/staff/holds/actions';
import { AuditHistory } from '@/components/audit/AuditHistory';
import { AccountTypeForm } from '@/components/customers/AccountTypeForm';
import { ApprovalForm } from '@/components/customers/ApprovalForm';
import { InsuranceCertificateForm } from '@/components/customers/InsuranceCertificateForm';
import { InsuranceStanding } from '@/components/customers/InsuranceStanding';
import { ConfirmProductionButton } from '@/components/productions/ConfirmProductionButton';
import { ProductionForm } from '@/components/productions/ProductionForm';
import { customerByUid } from '@/lib/house/customer-key';
import { certificateExpiry, paperworkWarnings } from '@/lib/productions/paperwork-check';
import { isOnAccount, TERMS_WORDS } from '@/lib/productions/production-words';
import { productionsOf } from '@/lib/productions/read-productions';
import { ConfirmedButtonForm } from '@/components/forms/ConfirmedButtonForm';
import { RentalAgreementForm } from '@/components/customers/RentalAgreementForm';
import styles from '@/components/customers/customers.module.css';
import { MessageForm } from '@/components/holds/MessageForm';
import { MessageThread } from '@/components/holds/MessageThread';
import { ReturnCondition } from '@/components/holds/ReturnCondition';
import { AccountCredit } from '@/components/invoices/AccountCredit';
import { RefundCreditForm } from '@/components/invoices/RefundCreditForm';
import { accountCreditOf } from '@/lib/invoices/account-credit';
import { plainAmount } from '@/lib/house/money';
import { randomUUID } from 'node:crypto';
import holdStyles from '@/components/holds/holds.module.css';
import { auditOf } from '@/lib/audit/record-audit';
import { approvalWords } from '@/lib/customers/customer-words';
import { customerProfile } from '@/lib/customers/read-customers';
import { customerRequests } from '@/lib/holds/customer-requests';
import { getDb } from '@/lib/db';
import { houseToday } from '@/lib/house/clock';
import { lineStatusWords } from '@/lib/holds/line-status-words';
import { requestDates } from '@/lib/holds/request-dates';
import { requireStaff } from '@/lib/identity/viewer';
import type { SearchParams } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';
import { houseDateTimeWords, houseDayWords } from '@/lib/house/time-words';

const TYPE = tenant.request.type;
export const metadata: Metadata = { title: 'Customer', robots: { index: false } };

type CustomerPageProps = { params: Promise<{ uid: string }>; searchParams: Promise<SearchParams> };

/**
 * One customer (issue 13 §2, §9): what they told us, their approval, their paperwork (account type,
 * certificate of insurance with its expiry, rental agreement), their productions (issue 26 §1), every request and claim with each
 * line's state in the inbox's words, the threads with the house, and what staff changed.
 */
export default async function StaffCustomerPage({ params }: CustomerPageProps) {
  await requireStaff();
  const uid = (await params).uid;
  const db = await getDb();
  const customer = await customerProfile(db, tenant.vendor.id, uid);
  if (!customer) notFound();
  const [requests, history, productions, credit] = await Promise.all([
    customerRequests(db, tenant.vendor.id, uid),
    auditOf(db, tenant.vendor.id, 'customer', uid),
    productionsOf(db, customerByUid(uid)),
    accountCreditOf(db, tenant.vendor.id, uid),
  ]);
  const talkedAbout = requests.filter((request) => request.messages.length > 0);
  const { locale } = tenant;
  const timeZone = tenant.vendor.timezone;
  const day = { format: (at: Date) => houseDayWords(at, { locale, timeZone }) };
  const moment = { format: (at: Date) => houseDateTimeWords(at, { locale, timeZone }) };
  const words = { locale, timeZone, requestType: TYPE };
  const requestName = (request: (typeof requests)[number]) => (request.kind === 'claim' ? 'Claim of free props' : request.production || `${TYPE} request`);
  const { paperwork } = customer;
  const certificateHref = `/staff/customers/${encodeURIComponent(uid)}/insurance-certificate`;
  const today = houseToday(timeZone);
  const certificate = { onFile: Boolean(paperwork.insuranceFileKey), expiresOn: paperwork.insuranceExpiresOn };
  return (
    <div className="page">
      <nav aria-label="Breadcrumb">
        <Link href="/staff/customers">Customers</Link>
      </nav>
      <h1>{customer.name}</h1>
      <div className={styles.sections}>
        <section className={styles.panel} aria-labelledby="customer-profile">
          <h2 id="customer-profile">Profile</h2>
          <dl className={styles.facts}>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${customer.email}`}>{customer.email}</a> ({customer.isEmailVerified ? 'verified' : 'not verified'})
            </dd>
            <dt>Phone</dt>
            <dd>{customer.phone ? <a href={`tel:${customer.phone}`}>{customer.phone}</a> : 'Not given'}</dd>
            <dt>Studio</dt>
            <dd>{customer.studio || 'Not given'}</dd>
            <dt>Production</dt>
            <dd>{customer.production || 'Not given'}</dd>
            <dt>Title</dt>
            <dd>{customer.title || 'Not given'}</dd>
            <dt>Signed up</dt>
            <dd>{day.format(customer.signedUpAt)}</dd>
            <dt>Last log-in</dt>
            <dd>{moment.format(customer.lastLoginAt)}</dd>
            {customer.role !== 'user' && (
              <>
                <dt>Account</dt>
                <dd>{customer.role === 'admin' ? 'An admin' : 'Staff'}</dd>
              </>
            )}
          </dl>
        </section>

        <section className={styles.panel} aria-labelledby="customer-approval">
          <h2 id="customer-approval">Approval</h2>
          <p>
            <strong>{approvalWords(customer.isAuthorized)}</strong>
          </p>
          <ApprovalForm uid={uid} name={customer.name} />
        </section>

        <section className={styles.panel} aria-labelledby="customer-paperwork">
          <h2 id="customer-paperwork">Paperwork</h2>
          <div className={styles.part}>
            <h3>Account type</h3>
            <AccountTypeForm uid={uid} accountType={paperwork.accountType} />
          </div>

          <div className={styles.part}>
            <h3>Certificate of insurance</h3>
            {paperwork.insuranceFileKey && paperwork.insuranceFileName ? (
              <>
                <p>
                  <a href={certificateHref} download>
                    {paperwork.insuranceFileName}
                  </a>{' '}
                  · <InsuranceStanding expiresOn={paperwork.insuranceExpiresOn} today={today} locale={locale} />
                </p>
                <ConfirmedButtonForm
                  action={removeCertificateAction}
                  fields={{ uid }}
                  label="Remove certificate"
                  confirm={{
                    title: `Remove “${paperwork.insuranceFileName}”?`,
                    text: 'The file is deleted. Upload the certificate again to put it back on file.',
                    confirmLabel: 'Remove',
                  }}
                />
              </>
            ) : (
              <p>None on file.</p>
            )}
            <InsuranceCertificateForm uid={uid} expiresOn={paperwork.insuranceExpiresOn} onFile={Boolean(paperwork.insuranceFileKey)} />
          </div>

          <div className={styles.part}>
            <h3>Rental agreement</h3>
            <p>{paperwork.agreementAcceptedAt ? `Accepted ${moment.format(paperwork.agreementAcceptedAt)}` : 'Not accepted yet'}</p>
            <RentalAgreementForm uid={uid} accepted={Boolean(paperwork.agreementAcceptedAt)} />
          </div>
        </section>

        {/* Issue 26 §1: the productions the customer belongs to, with their billing and paperwork. */}
        <section className={styles.panel} aria-labelledby="customer-productions">
          <h2 id="customer-productions">Productions</h2>
          {productions.length === 0 ? (
            <p>None yet.</p>
          ) : (
            <ul className={styles.productions}>
              {productions.map((production) => {
                const warnings = paperworkWarnings(production, certificate, today);
                const expiresOn = certificateExpiry(production, certificate);
                return (
                  <li key={production.id} aria-labelledby={`production-${production.id}`}>
                    <h3 id={`production-${production.id}`}>
                      {production.title}
                      {!production.confirmed && (
                        <>
                          {' '}
                          <span className="badge badge-waiting">Awaiting confirmation</span>
                        </>
                      )}
                    </h3>
                    <dl className={styles.facts}>
                      <dt>Studio</dt>
                      <dd>{production.studio || 'Not given'}</dd>
                      <dt>Production company</dt>
                      <dd>{production.company || 'Not given'}</dd>
                      <dt>Billing contact</dt>
                      <dd>{[production.billingContact, production.billingEmail].filter(Boolean).join(' · ') || 'The customer'}</dd>
                      <dt>PO number</dt>
                      <dd>{production.poNumber || 'None'}</dd>
                      <dt>Payment terms</dt>
                      <dd>{isOnAccount(production.terms) ? `${TERMS_WORDS[production.terms]} · On account` : TERMS_WORDS.card}</dd>
                      <dt>Certificate of insurance</dt>
                      <dd>
                        {certificate.onFile ? <InsuranceStanding expiresOn={expiresOn} today={today} locale={locale} /> : 'None on file'}
                        {production.insuranceExpiresOn && ' (this production’s date)'}
                      </dd>
                    </dl>
                    {warnings.length > 0 && (
                      <ul aria-label={`Before confirming ${production.title}`}>
                        {warnings.map((warning) => (
                          <li key={warning} className={styles.flag}>
                            <span aria-hidden="true">⚠ </span>
                            {warning}
                          </li>
                        ))}
                      </ul>
                    )}
                    {!production.confirmed && <ConfirmProductionButton uid={uid} productionId={production.id} title={production.title} />}
                    <details>
                      <summary>
                        Edit<span className="visually-hidden"> {production.title}</span>
                      </summary>
                      <ProductionForm uid={uid} production={production} />
                    </details>
                  </li>
                );
              })}
            </ul>
          )}
          <div className={styles.part}>
            <h3>Add production</h3>
            <ProductionForm uid={uid} />
          </div>
        </section>

        <section className={styles.panel} aria-labelledby="customer-holds">
          <h2 id="customer-holds">
            {TYPE}s and claims ({requests.length})
          </h2>
          {requests.length === 0 ? (
            <p>None yet.</p>
          ) : (
            <ul className={holdStyles.requests}>
              {requests.map((request) => (
                <li key={request.id} aria-labelledby={`customer-request-${request.id}`}>
                  <h3 id={`customer-request-${request.id}`}>
                    <Link href={`/staff/holds?request=${encodeURIComponent(request.id)}`}>{requestName(request)}</Link> · {requestDates(request, locale)}
                  </h3>
                  <p className={holdStyles.muted}>Sent {moment.format(request.createdAt)}</p>
                  <ul>
                    {request.lines.map((line) => (
                      <li key={line.id}>
                        {line.title} × {line.quantity} ({line.sku}): {lineStatusWords(line, request, tenant.holds, words)}
                        <ReturnCondition
                          conditionNote={line.conditionNote}
                          missingUnits={line.missingUnits}
                          quantity={line.quantity}
                          className={holdStyles.muted}
                        />
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </section>

        {credit.entries.length > 0 && (
          <div className={styles.panel}>
            <AccountCredit balanceCents={credit.balanceCents} entries={credit.entries}>
              {credit.balanceCents > 0 && <RefundCreditForm uid={uid} formKey={randomUUID()} credit={plainAmount(credit.balanceCents)} />}
            </AccountCredit>
          </div>
        )}
        <section className={styles.panel} aria-labelledby="customer-messages">
          <h2 id="customer-messages">Messages</h2>
          {talkedAbout.length === 0 ? (
            <p>No messages yet.</p>
          ) : (
            talkedAbout.map((request) => (
              <section key={request.id} aria-labelledby={`customer-thread-${request.id}`}>
                <h3 id={`customer-thread-${request.id}`}>
                  {requestName(request)} · {requestDates(request, locale)}
                </h3>
                <MessageThread id={`customer-thread-${request.id}`} messages={request.messages} unreadFrom="customer" locale={locale} timeZone={timeZone} />
                <MessageForm requestId={request.id} action={staffMessageAction} label="Reply to the customer" />
              </section>
            ))
          )}
        </section>

        <section className={styles.panel} aria-labelledby="customer-history">
          <h2 id="customer-history">History</h2>
          <AuditHistory rows={history} locale={locale} timeZone={timeZone} />
        </section>
      </div>
    </div>
  );
}
