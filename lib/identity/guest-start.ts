import 'server-only';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { guestStarts, users } from '@/lib/db/schema';
import type { Result } from '@/lib/errors/app-error';
import type { AuthExchange } from '@/lib/identity/auth/auth-exchange';
import { guestStartIdSchema } from './guest-start-key';
import { signInAnonymously } from './sign-in';

/**
 * How long a claim hands its session to the browser's other requests. Racing taps arrive within a
 * second; after that the browser holds the session cookie itself and sends no guest start.
 */
export const GUEST_START_WINDOW_MS = 30_000;
/** How long a request that lost the race waits for the winner's guest before giving up. */
const WAIT_FOR_WINNER_MS = 10_000;
const ASK_EVERY_MS = 20;

/**
 * One guest however many first taps race (issue 24 §1, decision 114). Without a valid key it starts
 * a guest as before. With one, the first request to insert the key's row starts the guest and
 * records its user and session cookies there; every other request with the same key waits for that
 * row and is handed the same session, instead of starting a second guest whose favourite a reload
 * would lose. The unique primary key decides the winner, on PostgreSQL and on PGlite alike.
 */
export async function startGuestOnce(db: Db, exchange: AuthExchange, key: string | null | undefined, now = Date.now()): Promise<Result<{ uid: string }>> {
  const parsed = guestStartIdSchema.safeParse(key);
  if (!parsed.success) return started(await signInAnonymously(exchange));
  const id = parsed.data;
  // Claims past the window are of no more use (a browser that signed out and starts again claims its
  // key anew); removing them all here keeps the table to the last few seconds' starts.
  await db.delete(guestStarts).where(lt(guestStarts.createdAt, new Date(now - GUEST_START_WINDOW_MS)));
  const claimed = await db.insert(guestStarts).values({ id }).onConflictDoNothing().returning({ id: guestStarts.id });
  if (claimed.length > 0) {
    const guest = await signInAnonymously(exchange);
    if (!guest.ok) {
      await db.delete(guestStarts).where(eq(guestStarts.id, id));
      return guest;
    }
    await db.update(guestStarts).set({ userId: guest.data.uid, setCookies: exchange.setCookies }).where(eq(guestStarts.id, id));
    return { ok: true, data: { uid: guest.data.uid } };
  }
  const winner = await winnersGuest(db, id);
  if (!winner) return started(await signInAnonymously(exchange));
  exchange.adopt(winner.setCookies);
  return { ok: true, data: { uid: winner.userId } };
}

function started(guest: Awaited<ReturnType<typeof signInAnonymously>>): Result<{ uid: string }> {
  return guest.ok ? { ok: true, data: { uid: guest.data.uid } } : guest;
}

/**
 * The guest the winning request started, once it has: null when the winner failed (its row is
 * gone), took too long, or its guest is no longer a guest (signed up since), so this request starts
 * its own rather than taking an account's session.
 */
async function winnersGuest(db: Db, id: string): Promise<{ userId: string; setCookies: string[] } | null> {
  const deadline = Date.now() + WAIT_FOR_WINNER_MS;
  while (Date.now() < deadline) {
    const [row] = await db
      .select({ userId: guestStarts.userId, setCookies: guestStarts.setCookies, anonymous: users.isAnonymous })
      .from(guestStarts)
      .leftJoin(users, eq(users.id, guestStarts.userId))
      .where(eq(guestStarts.id, id));
    if (!row) return null;
    if (row.userId && row.setCookies) return row.anonymous ? { userId: row.userId, setCookies: row.setCookies } : null;
    await new Promise((resolve) => setTimeout(resolve, ASK_EVERY_MS));
  }
  return null;
}
