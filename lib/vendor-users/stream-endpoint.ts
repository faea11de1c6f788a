import 'server-only';
import type { DatabaseHandle } from '@/lib/db/open';
import type { Auth } from '@/lib/identity/auth';
import { vendorUserEventStream } from './live-profile-stream';

type StreamContext = { auth: Pick<Auth, 'api'>; handle: DatabaseHandle; vendorId: string; heartbeatMs?: number };

/**
 * GET /api/vendor-user/stream: the live profile (spec §4) of the signed-in user's own record at this
 * vendor. The uid comes from the session, never from the request, so nobody can follow another
 * person's record; no session, or an anonymous one (which has no record), is a 401.
 */
export async function answerVendorUserStream(request: Request, { auth, handle, vendorId, heartbeatMs }: StreamContext): Promise<Response> {
  const session = await auth.api.getSession({ headers: request.headers, query: { disableRefresh: true } }).catch(() => null);
  if (!session || (session.user as { isAnonymous?: boolean | null }).isAnonymous) {
    return Response.json({ error: 'Log in to follow your profile.' }, { status: 401, headers: { 'Cache-Control': 'no-store' } });
  }
  return vendorUserEventStream({ handle, vendorId, uid: session.user.id, signal: request.signal, heartbeatMs });
}
