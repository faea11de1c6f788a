import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import { requestAuthExchange } from './auth-exchange';
import { signInAnonymously } from './sign-in';
import type { Viewer } from './viewer';

/**
 * Whose favourites or set list this is: the person asking, never an id from a form. A visitor with
 * no session who keeps something becomes a guest there and then, without leaving the page (spec §6).
 */
export async function personOrNewGuest(viewer: Viewer): Promise<Result<string>> {
  if (viewer.user) return { ok: true, data: viewer.user.uid };
  const started = await signInAnonymously(await requestAuthExchange());
  return started.ok ? { ok: true, data: started.data.uid } : started;
}
