import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors/app-error';
import { routeHandler } from '@/lib/entry-points/route-handler';
import { can } from '@/lib/identity/viewer';
import { importInBackground, needsWorker } from '@/lib/inventory/catalog-csv/import-in-background';
import { readCatalogImport } from '@/lib/inventory/catalog-csv/read-imports';
import { tenant } from '@/lib/tenant';

/**
 * An import's progress as JSON, for its page's poll; staff only, 404 for anyone else (issue 13 §4).
 * An import left without a live worker (the server restarted mid-run) is taken up again here.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return routeHandler('anyone', async (_request, { viewer }) => {
    if (!can(viewer, 'staff')) throw new AppError('notFound', 'This page could not be found.');
    const row = await readCatalogImport(await getDb(), tenant.vendor.id, id);
    if (!row) throw new AppError('notFound', 'This page could not be found.');
    if (needsWorker(row.state, row.claimedAt)) importInBackground(id);
    return Response.json({ state: row.state, doneRows: row.doneRows, totalRows: row.totalRows }, { headers: { 'Cache-Control': 'private, no-store' } });
  })(request);
}
