import { getDb } from '@/lib/db';
import { answeringWhileDatabaseAway } from '@/lib/entry-points/route-handler';
import { setReminderSubscriptionByLink } from '@/lib/reminders/reminder-subscription';

/**
 * A mail client's one-click unsubscribe (RFC 8058, issue 38 §4): it posts `List-Unsubscribe=One-Click`
 * to the address in a reminder's List-Unsubscribe header, the signed token in its query. No log-in:
 * the token is the key. A token that is not ours is a 400 in words.
 */
export const POST = answeringWhileDatabaseAway(async (request) => {
  const saved = await setReminderSubscriptionByLink(await getDb(), request.nextUrl.searchParams.get('token'), false);
  const words = saved.ok ? 'Unsubscribed from reminders of pick-ups and returns.' : saved.error.message;
  return new Response(words, { status: saved.ok ? 200 : 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
});
