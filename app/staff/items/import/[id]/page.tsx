import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { startCatalogImportAction } from '@/app/staff/items/import/actions';
import { ImportProgressBar } from '@/components/inventory/ImportProgressBar';
import { RefreshWhileImporting } from '@/components/inventory/RefreshWhileImporting';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/identity/viewer';
import { MAX_PROBLEMS } from '@/lib/inventory/catalog-csv/check-import';
import { importInBackground, needsWorker } from '@/lib/inventory/catalog-csv/import-in-background';
import { readCatalogImport, type ShownImport } from '@/lib/inventory/catalog-csv/read-imports';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';
import { BackLink } from '@/components/forms/BackLink';

type Props = PageProps & { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: 'Catalogue import', robots: { index: false } };

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

function ProblemTable({ problems, caption }: { problems: ShownImport['problems']; caption: string }) {
  return (
    <table className="data-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Column</th>
          <th scope="col">Problem</th>
        </tr>
      </thead>
      <tbody>
        {problems.map((problem, index) => (
          <tr key={index}>
            <td>{problem.line}</td>
            <td>{problem.column || 'Whole row'}</td>
            <td>{problem.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One uploaded CSV (issue 13 §4). Checked: its problems by line and column, or what the import would
 * do with an "Import N rows" button (only a file without problems is imported, decision 100).
 * Importing: a progress bar drawn from the table, the page asking again by itself until the import
 * ends (issue 38 §6), a Refresh link without JavaScript. Done: what it did.
 */
export default async function CatalogImportResultPage({ params }: Props) {
  await requireStaff();
  const row = await readCatalogImport(await getDb(), tenant.vendor.id, (await params).id);
  if (!row) notFound();
  // A run stopped by a restart carries on when anyone looks at it, sooner than the server's minute sweep would (decision 108).
  if (needsWorker(row.state, row.claimedAt)) importInBackground(row.id);
  const outcome = `${count(row.created, 'item')} created, ${count(row.updated, 'item')} updated, ${count(row.unchanged, 'row')} unchanged.`;
  const many = row.problems.length >= MAX_PROBLEMS ? ` The first ${MAX_PROBLEMS.toLocaleString('en')} are listed.` : '';
  return (
    <div className="page">
      <BackLink href="/staff/items/import">Import another file</BackLink>
      <h1>Import of {row.fileName}</h1>
      <p className="lead">
        {count(row.totalRows, 'row')} · uploaded by {row.actorName}
      </p>
      {row.state === 'checked' && row.problems.length > 0 && (
        <>
          <div role="alert">
            <p className="notice notice-error">
              {count(row.problems.length, 'problem')} in this file. Nothing was imported: fix them and upload the file again.{many}
            </p>
          </div>
          <ProblemTable problems={row.problems} caption={`Problems in ${row.fileName}`} />
        </>
      )}
      {row.state === 'checked' && row.problems.length === 0 && (
        <>
          <div role="status">
            <p className="notice">
              No problems found. Importing it will create {count(row.created, 'item')}, update {count(row.updated, 'item')} and leave{' '}
              {count(row.unchanged, 'row')} unchanged.
            </p>
          </div>
          <form action={startCatalogImportAction} className="button-row">
            <input type="hidden" name="id" value={row.id} />
            <button type="submit" className="button">
              Import {count(row.totalRows, 'row')}
            </button>
          </form>
        </>
      )}
      {(row.state === 'importing' || row.state === 'done') && (
        <ImportProgressBar id={row.id} progress={{ state: row.state, doneRows: row.doneRows, totalRows: row.totalRows }} />
      )}
      {row.state === 'importing' && <RefreshWhileImporting />}
      {row.state === 'importing' && (
        <p>
          The import runs on the server: you may leave this page and come back. <Link href={`/staff/items/import/${row.id}`}>Refresh</Link>
        </p>
      )}
      {row.state === 'done' && (
        <div role="status">
          <p className="notice">Import finished: {outcome}</p>
        </div>
      )}
      {row.state === 'failed' && (
        <div role="alert">
          <p className="notice notice-error">{row.failure ?? 'The import stopped.'}</p>
        </div>
      )}
      {row.state !== 'checked' && row.problems.length > 0 && (
        <>
          <h2>Rows not imported</h2>
          <ProblemTable problems={row.problems} caption="Rows not imported" />
        </>
      )}
    </div>
  );
}
