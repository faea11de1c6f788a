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
import { ConfirmedButtonForm } from '@/components/forms/ConfirmedButtonForm';
import { RentalAgreementForm } from '@/components/customers/RentalAgreementForm';
import styles from '@/components/customers/customers.module.css';
import { MessageForm } from '@/components/holds/MessageForm';
import { MessageThread } from '@/components/holds/MessageThread';
import { ReturnCondition } from '@/components/holds/ReturnCondition';
import holdStyles from '@/components/holds/holds.module.css';
import { auditOf } from '@/lib/audit/record-audit';
import { approvalWords } from '@/lib/customers/customer-words';
import { customerProfile, customerRequests } from '@/lib/customers/read-customers';
import { getDb } from '@/lib/db';
import { houseToday } from '@/lib/holds/house-time';
import { lineStatusWords } from '@/lib/holds/line-status-words';
import { requestDates } from '@/lib/holds/request-dates';
import { requireStaff } from '@/lib/identity/viewer';
import type { SearchParams } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';

const TYPE = tenant.request.type;
export const metadata: Metadata = { title: 'Customer', robots: { index: false } };

type CustomerPageProps = { params: Promise<{ uid: string }>; searchParams: Promise<SearchParams> };

/**
 * One customer (issue 13 §2, §9): what they told us, their approval, their paperwork (account type,
 * certificate of insurance with its expiry, rental agreement), every request and claim with each
 * line's state in the inbox's words, the threads with the house, and what staff changed.
 */
export default async function StaffCustomerPage({ params }: CustomerPageProps) {
  await requireStaff();
  const uid = (await params).uid;
  const db = await getDb();
  const customer = await customerProfile(db, tenant.vendor.id, uid);
  if (!customer) notFound();
  const [requests, history] = await Promise.all([customerRequests(db, tenant.vendor.id, uid), auditOf(db, tenant.vendor.id, 'customer', uid)]);
  const talkedAbout = requests.filter((request) => request.messages.length > 0);
  const { locale } = tenant;
  const timeZone = tenant.vendor.timezone;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const words = { locale, timeZone, requestType: TYPE };
  const requestName = (request: (typeof requests)[number]) => (request.kind === 'claim' ? 'Claim of free props' : request.production || `${TYPE} request`);
  const { paperwork } = customer;
  const certificateHref = `/staff/customers/${encodeURIComponent(uid)}/insurance-certificate`;
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
                  · <InsuranceStanding expiresOn={paperwork.insuranceExpiresOn} today={houseToday(timeZone)} locale={locale} />
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
