import type { Metadata } from 'next';
import Link from 'next/link';
import { InsuranceStanding } from '@/components/customers/InsuranceStanding';
import { approvalWords } from '@/lib/customers/customer-words';
import { findCustomers } from '@/lib/customers/read-customers';
import { getDb } from '@/lib/db';
import { houseToday } from '@/lib/house/clock';
import { requireStaff } from '@/lib/identity/viewer';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';

export const metadata: Metadata = { title: 'Customers', robots: { index: false } };

/** The search as typed (one value, a sane length) and the page asked for (a whole number, else the first). */
function searchOf(params: Record<string, string | string[] | undefined>) {
  const q = typeof params.q === 'string' ? params.q.trim().slice(0, 100) : '';
  const page = typeof params.page === 'string' && /^\d{1,6}$/.test(params.page) ? Number(params.page) : 1;
  return { q, page };
}

const pageHref = (q: string, page: number) => `/staff/customers?${new URLSearchParams({ ...(q ? { q } : {}), ...(page > 1 ? { page: String(page) } : {}) })}`;

/**
 * Staff find a customer (issue 13 §2) by name, email, studio or production: a GET form, so a search
 * is its address and works without JavaScript. Each links to the customer's page, with their
 * approval and whether their certificate of insurance has expired or expires within 30 days.
 */
export default async function StaffCustomersPage({ searchParams }: PageProps) {
  await requireStaff();
  const { q, page } = searchOf(await searchParams);
  const found = await findCustomers(await getDb(), tenant.vendor.id, { q, page });
  const today = houseToday(tenant.vendor.timezone);
  return (
    <div className="page">
      <h1>Customers</h1>
      <form method="get" action="/staff/customers" role="search" className="button-row button-row-inline">
        <span className="field">
          <label htmlFor="customer-search">Name, email, studio or production</label>
          <input id="customer-search" name="q" type="search" defaultValue={q} maxLength={100} autoComplete="off" />
        </span>
        <button type="submit" className="button">
          Find
        </button>
      </form>
      <p role="status">
        {found.total === 0
          ? q
            ? `No customer matches “${q}”.`
            : 'No customers yet.'
          : `${found.total} customer${found.total === 1 ? '' : 's'}${q ? ` matching “${q}”` : ''}${found.pages > 1 ? `, page ${found.page} of ${found.pages}` : ''}.`}
      </p>
      {found.customers.length > 0 && (
        <table className="data-table data-table-stacked">
          <caption className="visually-hidden">Customers{q ? ` matching “${q}”` : ''}, A to Z</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Studio and production</th>
              <th scope="col">Approval</th>
              <th scope="col">Insurance</th>
            </tr>
          </thead>
          <tbody>
            {found.customers.map((customer) => (
              <tr key={customer.uid}>
                <td>
                  <Link href={`/staff/customers/${encodeURIComponent(customer.uid)}`}>{customer.name}</Link>
                </td>
                <td>{customer.email}</td>
                <td>{[customer.studio, customer.production].filter(Boolean).join(' · ') || 'Not given'}</td>
                <td>{approvalWords(customer.isAuthorized)}</td>
                <td>
                  <InsuranceStanding expiresOn={customer.insuranceExpiresOn} today={today} locale={tenant.locale} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {found.pages > 1 && (
        <nav aria-label="Pages of customers" className="pager">
          {found.page > 1 && (
            <Link href={pageHref(q, found.page - 1)} rel="prev">
              Previous page
            </Link>
          )}
          <span>
            Page {found.page} of {found.pages}
          </span>
          {found.page < found.pages && (
            <Link href={pageHref(q, found.page + 1)} rel="next">
              Next page
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
