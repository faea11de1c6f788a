import { database } from '@/lib/db';
import { getAuth } from '@/lib/identity/auth';
import { tenant } from '@/lib/tenant';
import { answerVendorUserStream } from '@/lib/vendor-users/stream-endpoint';

/** The signed-in user's live profile as server-sent events (spec §4; lib/vendor-users/stream-endpoint.ts). */
export async function GET(request: Request): Promise<Response> {
  const [auth, handle] = await Promise.all([getAuth(), database()]);
  return answerVendorUserStream(request, { auth, handle, vendorId: tenant.vendor.id });
}
