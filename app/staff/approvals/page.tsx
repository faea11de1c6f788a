import type { Metadata } from 'next';
import Link from 'next/link';
import { ApprovalForm } from '@/components/customers/ApprovalForm';
import { PageNotice } from '@/components/forms/PageNotice';
import styles from '@/components/holds/holds.module.css';
import { listAwaitingApproval } from '@/lib/customers/approval';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/identity/viewer';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';
import { houseClockOf, houseDayWords } from '@/lib/house/time-words';

export const metadata: Metadata = { title: 'Customers awaiting approval', robots: { index: false } };

/**
 * The approval queue (issue 13 §2): customers whose `isAuthorized` is not decided, oldest first,
 * with what they told us and whether they have asked for anything yet; approve, or deny with a reason.
 */
export default async function ApprovalsPage(_props: PageProps) {
  await requireStaff();
  const waiting = await listAwaitingApproval(await getDb(), tenant.vendor.id);
  const day = { format: (at: Date) => houseDayWords(at, houseClockOf(tenant)) };
  return (
    <div className="page">
      <h1>Customers awaiting approval</h1>
      <PageNotice>
        {waiting.length === 0 ? (
          <p className="lead">Nobody is waiting.</p>
        ) : (
          <ul className={styles.requests}>
            {waiting.map((customer) => (
              <li key={customer.uid} className={styles.request} aria-labelledby={`customer-${customer.uid}`}>
                <h2 id={`customer-${customer.uid}`}>
                  <Link href={`/staff/customers/${encodeURIComponent(customer.uid)}`}>{customer.name || customer.email}</Link>
                </h2>
                <dl>
                  <dt>Email</dt>
                  <dd>
                    {customer.email} ({customer.isEmailVerified ? 'verified' : 'not verified'})
                  </dd>
                  <dt>Studio, production, title</dt>
                  <dd>{[customer.studio, customer.production, customer.title].filter(Boolean).join(' · ') || 'Not given'}</dd>
                  <dt>Phone</dt>
                  <dd>{customer.phone || 'Not given'}</dd>
                  <dt>Signed up</dt>
                  <dd>{day.format(customer.signedUpAt)}</dd>
                  <dt>First request</dt>
                  <dd>{customer.firstRequestAt ? day.format(customer.firstRequestAt) : 'None yet'}</dd>
                </dl>
                <ApprovalForm uid={customer.uid} name={customer.name || customer.email} />
              </li>
            ))}
          </ul>
        )}
      </PageNotice>
    </div>
  );
}
