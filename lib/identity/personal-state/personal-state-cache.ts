import 'server-only';

/**
 * How long an answer is kept when no notification has ended it. Everything an answer shows is
 * notified when it changes (migration person-changed), so this only bounds what nothing notifies: a
 * session reaching its end of life by the clock, or a notification lost with its connection.
 */
export const PERSONAL_STATE_SECONDS = 60;
const MAX_ENTRIES = 10_000;

/**
 * An answer to GET /api/me, and whose it is: null when it is nobody's (a cookie naming no live
 * session, a start-up that failed), which is not kept, since no change of a person would end it.
 */
export type KeptAnswer = { body: string; uid: string | null };

type Entry = { answer: Promise<KeptAnswer>; expiresAt: number; uid?: string };

/**
 * GET /api/me's answers, one per session cookie, until their person changes (issue 29: the
 * per-person request within 20 ms at p95 under load). Concurrent asks share one read. A change to a
 * person ends their answers, and also every answer still being read, whose person is not known yet
 * and whose read may have come before the change: only an answer read after every change it could
 * miss is kept.
 */
export class PersonalStateCache {
  private readonly entries = new Map<string, Entry>();
  private readonly cookiesOf = new Map<string, Set<string>>();

  answer(cookie: string, read: () => Promise<KeptAnswer>, now = Date.now()): Promise<KeptAnswer> {
    const kept = this.entries.get(cookie);
    if (kept && kept.expiresAt > now) return kept.answer;
    if (kept) this.forget(cookie);
    if (this.entries.size >= MAX_ENTRIES) this.prune(now);
    const entry: Entry = { answer: read(), expiresAt: now + PERSONAL_STATE_SECONDS * 1000 };
    this.entries.set(cookie, entry);
    entry.answer.then(
      ({ uid }) => {
        if (this.entries.get(cookie) !== entry) return;
        if (!uid) return this.forget(cookie);
        entry.uid = uid;
        this.cookiesOf.set(uid, (this.cookiesOf.get(uid) ?? new Set()).add(cookie));
      },
      // A failed read is not kept: the next ask tries again.
      () => this.entries.get(cookie) === entry && this.forget(cookie),
    );
    return entry.answer;
  }

  /** Something this person's answer shows has changed. */
  changed(uid: string): void {
    for (const cookie of this.cookiesOf.get(uid) ?? []) this.entries.delete(cookie);
    this.cookiesOf.delete(uid);
    for (const [cookie, entry] of this.entries) if (entry.uid === undefined) this.entries.delete(cookie);
  }

  /** Anything may have changed (a change may have come and gone unheard). */
  clear(): void {
    this.entries.clear();
    this.cookiesOf.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(cookie: string) {
    const uid = this.entries.get(cookie)?.uid;
    this.entries.delete(cookie);
    if (!uid) return;
    const cookies = this.cookiesOf.get(uid);
    cookies?.delete(cookie);
    if (cookies?.size === 0) this.cookiesOf.delete(uid);
  }

  private prune(now: number) {
    for (const [cookie, entry] of this.entries) if (entry.expiresAt <= now) this.forget(cookie);
    if (this.entries.size >= MAX_ENTRIES) this.clear();
  }
}
