import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/inventory/items.module.css';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/identity/viewer';
import { staffItemHref } from '@/lib/inventory/staff-item-href';
import { listStaffItems, staffItemsQuery, STATUS_FILTERS, type StaffItemsQuery } from '@/lib/inventory/staff-items';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';

export const metadata: Metadata = { title: 'Items', robots: { index: false } };

const STATUS_WORDS = { all: 'All', active: 'Active', hidden: 'Hidden', archived: 'Archived' } as const;

function listHref(query: StaffItemsQuery, after?: string) {
  const params = new URLSearchParams({
    ...(query.q ? { q: query.q } : {}),
    ...(query.status !== 'all' ? { status: query.status } : {}),
    ...(after ? { after } : {}),
  });
  const search = params.toString();
  return search ? `/staff/items?${search}` : '/staff/items';
}

/**
 * The staff's list of items (issue 13 §3), hidden and archived ones included: find one by SKU or
 * title words, narrowed by status. A GET form, so a search is its address and works without
 * JavaScript; "Next page" follows the title order by keyset, fast at 100,000 items.
 */
export default async function StaffItemsPage({ searchParams }: PageProps) {
  await requireStaff();
  const params = await searchParams;
  const query = staffItemsQuery(params);
  const { rows, nextAfter } = await listStaffItems(await getDb(), tenant.vendor.id, query);
  const deleted = params.deleted === '1';
  return (
    <div className="page">
      <h1>Items</h1>
      <p className="button-row">
        <Link href="/staff/items/new" className="button">
          Add an item
        </Link>
        <Link href="/staff/categories">Categories</Link>
        <Link href="/staff/synonyms">Synonyms</Link>
      </p>
      <div role="status">{deleted && <p className="notice">Item deleted.</p>}</div>
      <form method="get" action="/staff/items" role="search" className="button-row button-row-inline">
        <span className="field">
          <label htmlFor="item-search">SKU or title words</label>
          <input id="item-search" name="q" type="search" defaultValue={query.q} maxLength={100} autoComplete="off" />
        </span>
        <span className="field">
          <label htmlFor="item-status">Status</label>
          <select id="item-status" name="status" defaultValue={query.status}>
            {STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {STATUS_WORDS[status]}
              </option>
            ))}
          </select>
        </span>
        <button type="submit" className="button">
          Find
        </button>
      </form>
      <p>
        {rows.length === 0
          ? query.after
            ? 'No more items.'
            : query.q
              ? `No item matches “${query.q}”.`
              : 'No items here yet.'
          : `${query.after ? 'More items' : 'Items'}${query.q ? ` matching “${query.q}”` : ''}${query.status !== 'all' ? `, ${query.status}` : ''}, A to Z.`}
      </p>
      {rows.length > 0 && (
        <table className="data-table data-table-stacked">
          <caption className="visually-hidden">Items{query.q ? ` matching “${query.q}”` : ''}, A to Z</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">SKU</th>
              <th scope="col">Status</th>
              <th scope="col">Quantity</th>
              <th scope="col">Category</th>
              <th scope="col">Pages</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link href={staffItemHref(row.id)}>{row.title}</Link>
                </td>
                <td>{row.sku}</td>
                <td>{STATUS_WORDS[row.status]}</td>
                <td>{row.quantity}</td>
                <td>{row.categoryName}</td>
                <td>
                  <ul className={styles.links}>
                    <li>
                      <Link href={staffItemHref(row.id)} aria-label={`Edit ${row.title}`}>
                        Edit
                      </Link>
                    </li>
                    <li>
                      <Link href={`${staffItemHref(row.id)}/photos`} aria-label={`Photos of ${row.title}`}>
                        Photos
                      </Link>
                    </li>
                    <li>
                      <Link href={`/staff/calendar/${encodeURIComponent(row.id)}`} aria-label={`Calendar of ${row.title}`}>
                        Calendar
                      </Link>
                    </li>
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(nextAfter || query.after) && (
        <nav aria-label="Pages of items" className="pager">
          {query.after && <Link href={listHref(query)}>First page</Link>}
          {nextAfter && <Link href={listHref(query, nextAfter)}>Next page</Link>}
        </nav>
      )}
    </div>
  );
}
