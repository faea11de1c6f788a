import type { Metadata } from 'next';
import Link from 'next/link';
import { CatalogCsvUpload } from '@/components/inventory/CatalogCsvUpload';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/identity/viewer';
import { importPageHref } from '@/lib/inventory/catalog-csv/import-file';
import { recentCatalogImports } from '@/lib/inventory/catalog-csv/read-imports';
import { ITEM_COLUMNS } from '@/lib/inventory/item-fields';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';

export const metadata: Metadata = { title: 'Import the catalogue from CSV', robots: { index: false } };

const STATE_WORDS = { checked: 'Checked', importing: 'Importing', done: 'Imported', failed: 'Stopped' } as const;

/**
 * Staff upload a catalogue CSV (issue 13 §4): it is checked first, row by row, and imported only
 * from its own page once it has no problems. The latest imports are listed to go back to.
 */
export default async function CatalogImportPage(_props: PageProps) {
  await requireStaff();
  const recent = await recentCatalogImports(await getDb(), tenant.vendor.id);
  return (
    <div className="page">
      <h1>Import the catalogue from CSV</h1>
      <p className="lead">
        Rows are matched to items by SKU: a new SKU creates an item, a known one updates it, and a row that says what the item already has changes nothing.
        Start from <a href="/staff/items/export.csv">the catalogue’s export</a>, which has the columns the import reads: {ITEM_COLUMNS.join(', ')}.
      </p>
      <CatalogCsvUpload />
      {recent.length > 0 && (
        <>
          <h2>Latest imports</h2>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">By</th>
                <th scope="col">Rows</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {recent.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Link href={importPageHref(row.id)}>{row.fileName}</Link>
                  </td>
                  <td>{row.actorName}</td>
                  <td>{row.totalRows.toLocaleString('en')}</td>
                  <td>{STATE_WORDS[row.state]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
