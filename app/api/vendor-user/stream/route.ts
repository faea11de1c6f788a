import { database } from '@/lib/db';
import { routeHandler } from '@/lib/entry-points/route-handler';
import { accountOf } from '@/lib/identity/viewer';
import { tenant } from '@/lib/tenant';
import { vendorUserEventStream } from '@/lib/vendor-users/live-profile-stream';

/**
 * The signed-in person's live profile as server-sent events (spec §4). The uid is who is asking,
 * never a value from the request, so nobody can follow another person's record; a guest has no
 * record to follow (401).
 */
export const GET = routeHandler('customer', async (request, { viewer }) =>
  vendorUserEventStream({ handle: await database(), vendorId: tenant.vendor.id, uid: accountOf(viewer).user.uid, signal: request.signal }),
);
