import 'server-only';
import { cookies } from 'next/headers';
import { getDb } from '@/lib/db';
import type { Result } from '@/lib/errors/app-error';
import { requestAuthExchange } from '@/lib/identity/auth/auth-exchange';
import { startGuestOnce } from './guest-start';
import { GUEST_START_COOKIE } from './guest-start-key';
import type { Viewer } from './viewer';

/**
 * Whose favourites or set list this is: the person asking, never an id from a form. A visitor with
 * no session who keeps something becomes a guest there and then, without leaving the page (spec §6),
 * and one guest however many first taps race (issue 24 §1): they share the browser's key.
 */
export async function personOrNewGuest(viewer: Viewer): Promise<Result<string>> {
  if (viewer.user) return { ok: true, data: viewer.user.uid };
  const key = (await cookies()).get(GUEST_START_COOKIE)?.value;
  const started = await startGuestOnce(await getDb(), await requestAuthExchange(), key);
  return started.ok ? { ok: true, data: started.data.uid } : started;
}
