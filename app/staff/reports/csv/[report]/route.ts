import { getDb } from '@/lib/db';
import { routeHandler } from '@/lib/entry-points/route-handler';
import { reportCsvRoute } from '@/lib/reports/report-csv';
import { tenant } from '@/lib/tenant';

/**
 * A report as CSV (issue 13 §8): /staff/reports/csv/requests, /orders or /returns with the page's
 * `?from=…&to=…`. The access is checked in the handler, which answers 404 to everyone but staff.
 */
export async function GET(request: Request, { params }: { params: Promise<{ report: string }> }) {
  const { report } = await params;
  return routeHandler('anyone', reportCsvRoute(getDb, { vendorId: tenant.vendor.id, timeZone: tenant.vendor.timezone }, report))(request);
}
