import type { Metadata } from 'next';
import Link from 'next/link';
import { LISTED_PER_KIND, searchBackOffice } from '@/lib/back-office-search/search-back-office';
import { RESULT_GROUPS } from '@/lib/back-office-search/search-kinds';
import { parseSearch } from '@/lib/back-office-search/search-text';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/identity/viewer';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';

export const metadata: Metadata = { title: 'Search', robots: { index: false } };

/**
 * The back office's search results (issue 38 §1, decision 151): where the staff shell's field goes
 * without JavaScript, and where Enter goes with nothing chosen. Every kind with something found, a
 * group each; nothing found says so.
 */
export default async function StaffSearchPage({ searchParams }: PageProps) {
  await requireStaff();
  const params = await searchParams;
  const search = parseSearch(params.q);
  const results = search ? await searchBackOffice(await getDb(), tenant.vendor.id, search, LISTED_PER_KIND) : [];
  const groups = RESULT_GROUPS.map((group) => ({ ...group, results: results.filter((result) => result.kind === group.kind) })).filter(
    (group) => group.results.length > 0,
  );
  return (
    <div className="page">
      <h1>Search</h1>
      {!search ? (
        <p className="lead">Type an order or invoice number, a customer’s name, email or phone, a production or PO number, or a prop’s SKU or title.</p>
      ) : groups.length === 0 ? (
        <p className="lead" role="status">
          Nothing matches “{search.text}”.
        </p>
      ) : (
        <>
          <p className="lead" role="status">
            Results for “{search.text}”
          </p>
          {groups.map((group) => (
            <section key={group.kind} aria-labelledby={`results-${group.kind}`}>
              <h2 id={`results-${group.kind}`}>{group.heading}</h2>
              <ul>
                {group.results.map((result) => (
                  <li key={result.href + result.label}>
                    <Link href={result.href}>{result.label}</Link>
                    {result.detail && <> · {result.detail}</>}
                  </li>
                ))}
              </ul>
              {group.results.length === LISTED_PER_KIND && <p>The first {LISTED_PER_KIND}: type more to narrow the search.</p>}
            </section>
          ))}
        </>
      )}
    </div>
  );
}
