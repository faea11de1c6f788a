import 'server-only';
import { currentSession, type CurrentSession } from './account';
import type { AuthExchange } from './auth-exchange';
import { requestAuthExchange } from './next-auth-exchange';

/**
 * Who is asking, for a server action that acts on the signed-in user's own data: a real
 * (non-anonymous) session, or null. The uid always comes from here, never from the form.
 */
export async function signedInForAction(): Promise<{ exchange: AuthExchange; session: CurrentSession } | null> {
  const exchange = await requestAuthExchange();
  const session = await currentSession(exchange);
  if (!session || session.user.isAnonymous) return null;
  return { exchange, session };
}
