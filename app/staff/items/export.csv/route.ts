import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors/app-error';
import { routeHandler } from '@/lib/entry-points/route-handler';
import { houseToday } from '@/lib/house/clock';
import { can } from '@/lib/identity/viewer';
import { exportCatalogCsv, exportFileName } from '@/lib/inventory/catalog-csv/export-catalog';
import { csvDownload } from '@/lib/text/csv';
import { tenant } from '@/lib/tenant';

/**
 * The catalogue as a CSV download, to staff only (issue 13 §4): everyone else, the anonymous
 * included, gets the 404 the staff pages give. Streamed a page of items at a time.
 */
export const GET = routeHandler('anyone', async (_request, { viewer }) => {
  if (!can(viewer, 'staff')) throw new AppError('notFound', 'This page could not be found.');
  const db = await getDb();
  const chunks = exportCatalogCsv(db, tenant.vendor.id);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return csvDownload(body, exportFileName(houseToday(tenant.vendor.timezone)));
});
