import { insuranceCertificateRoute } from '@/lib/customers/insurance-download';
import { getDb } from '@/lib/db';
import { routeHandler } from '@/lib/entry-points/route-handler';
import { fileStore } from '@/lib/storage/app-file-store';
import { tenant } from '@/lib/tenant';

/**
 * A customer's certificate of insurance, as a download, to staff only (issue 13 §2). The access is
 * checked in the handler, which answers 404 to everyone else, the anonymous included.
 */
export async function GET(request: Request, { params }: { params: Promise<{ uid: string }> }) {
  const { uid } = await params;
  return routeHandler('anyone', insuranceCertificateRoute(getDb, fileStore, tenant.vendor.id, uid))(request);
}
