import 'server-only';
import type { CurrentSession } from './auth-exchange';

/** How long a session read for /api/me is reused. A session ended elsewhere shows as signed in at most this long. */
export const SESSION_READ_SECONDS = 5;
const MAX_ENTRIES = 10_000;

type Entry = { session: Promise<CurrentSession | null>; expiresAt: number };
const reads = new Map<string, Entry>();

/**
 * The session a Cookie header names, read at most once every few seconds (issue 29: "from a
 * short-lived cache where that is safe"). Only GET /api/me uses it, which shows who is signed in and
 * grants nothing: every action and personal page reads the session afresh. Keyed by the whole
 * session cookie, so a new session (a log-in, a sign-up) is a new key; concurrent asks share one read.
 */
export function readSessionOnce(cookie: string, read: () => Promise<CurrentSession | null>, now = Date.now()): Promise<CurrentSession | null> {
  const kept = reads.get(cookie);
  if (kept && kept.expiresAt > now) return kept.session;
  if (reads.size >= MAX_ENTRIES) {
    for (const [key, entry] of reads) if (entry.expiresAt <= now) reads.delete(key);
    if (reads.size >= MAX_ENTRIES) reads.clear();
  }
  const session = read();
  reads.set(cookie, { session, expiresAt: now + SESSION_READ_SECONDS * 1000 });
  // A failed read is not kept: the next ask tries again.
  session.catch(() => reads.delete(cookie));
  return session;
}
