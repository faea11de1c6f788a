import { getSessionCookie } from 'better-auth/cookies';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { sessions, users } from '@/lib/db/schema';
import { ACTION_BODY_LIMIT, bodyLimitFor } from './body-limits';
import type { Refusal } from './malformed-post';

const OUTSIDER: Refusal = { status: 404, message: 'This page could not be found.' };

/**
 * Only staff post to the addresses that take files (photos, a certificate of insurance, a catalogue
 * CSV), which may be up to 64 MB. Anyone else's post there is answered as the staff pages answer
 * outsiders, 404, before its body is read: a session cookie alone is not enough, because any
 * visitor gets a guest's with their first heart. The action still checks its viewer in full.
 */
export async function refuseOutsiderUpload(request: Request, db: () => Promise<Db>, now = new Date()): Promise<Refusal | null> {
  if (request.method !== 'POST' || bodyLimitFor(new URL(request.url).pathname).bytes <= ACTION_BODY_LIMIT) return null;
  // The cookie is the session's token and its signature; the token alone finds the session, and is the secret.
  const token = getSessionCookie(request)?.split('.')[0];
  if (!token) return OUTSIDER;
  return (await isStaffSession(await db(), token, now)) ? null : OUTSIDER;
}

/** Whether `token` is a live session of a staff member or an admin acting as themselves. */
async function isStaffSession(db: Db, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, now), isNull(sessions.impersonatedBy), inArray(users.role, ['staff', 'admin'])))
    .limit(1);
  return row !== undefined;
}
