import { getDb } from '@/lib/db';
import { routeHandler } from '@/lib/entry-points/route-handler';
import { invoiceCsvRoute } from '@/lib/invoices/invoice-csv-route';
import { tenant } from '@/lib/tenant';

/** The accountant's CSV of invoices or of payments (issue 26 §3); the handler answers 404 to everyone but staff. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  return routeHandler('anyone', invoiceCsvRoute(getDb, tenant, file))(request);
}
