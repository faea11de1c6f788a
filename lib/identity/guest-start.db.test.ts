import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guestStarts, sessions, users } from '@/lib/db/schema';
import { TestBrowser, authOnTestDatabase } from '@/test/auth-browser';
import { GUEST_START_WINDOW_MS, startGuestOnce } from './guest-start';

const fixture = authOnTestDatabase();
let keys = 0;
const newKey = () => `${Date.now().toString(16)}${(keys++).toString(16)}`.padEnd(32, 'a').slice(0, 32);

async function guestCount() {
  return (await fixture.handle.db.select({ id: users.id }).from(users).where(eq(users.isAnonymous, true))).length;
}

describe('issue 24 §1: one guest however many first taps race', () => {
  it('twelve first taps at once with one browser key start one guest, and every tap is handed its session', async () => {
    const before = await guestCount();
    const key = newKey();
    const browsers = Array.from({ length: 12 }, () => new TestBrowser(fixture.auth));
    const taps = browsers.map((browser) => browser.exchange());
    const answers = await Promise.all(taps.map((exchange) => startGuestOnce(fixture.handle.db, exchange, key)));

    const uids = new Set(answers.map((answer) => (answer.ok ? answer.data.uid : answer.error.message)));
    expect(uids.size).toBe(1);
    expect(await guestCount()).toBe(before + 1);
    // Each tap's browser now holds a cookie of that one guest's session.
    const [uid] = uids;
    const tokens = new Set(taps.map((exchange) => exchange.setCookies.find((cookie) => cookie.includes('session_token'))?.split(';')[0]));
    expect(tokens.size).toBe(1);
    expect(await fixture.handle.db.select().from(sessions).where(eq(sessions.userId, uid!))).toHaveLength(1);
    expect((await browsers[11]!.session())?.user.id).toBe(uid);
  });

  it('different browsers, and requests without a key, each start a guest of their own', async () => {
    const before = await guestCount();
    const answers = await Promise.all([
      startGuestOnce(fixture.handle.db, new TestBrowser(fixture.auth).exchange(), newKey()),
      startGuestOnce(fixture.handle.db, new TestBrowser(fixture.auth).exchange(), newKey()),
      startGuestOnce(fixture.handle.db, new TestBrowser(fixture.auth).exchange(), null),
      startGuestOnce(fixture.handle.db, new TestBrowser(fixture.auth).exchange(), 'not-a-key'),
    ]);
    expect(new Set(answers.map((answer) => answer.ok && answer.data.uid)).size).toBe(4);
    expect(await guestCount()).toBe(before + 4);
  });

  it('a claim past its window, or whose guest has since signed up, is never handed out again', async () => {
    const key = newKey();
    const first = await startGuestOnce(fixture.handle.db, new TestBrowser(fixture.auth).exchange(), key);
    const later = await startGuestOnce(fixture.handle.db, new TestBrowser(fixture.auth).exchange(), key, Date.now() + GUEST_START_WINDOW_MS + 1000);
    expect(first.ok && later.ok && first.data.uid !== later.data.uid).toBe(true);

    // The guest of the newest claim signs up: a tap carrying the key must not get the account's session.
    await fixture.handle.db
      .update(users)
      .set({ isAnonymous: false })
      .where(eq(users.id, later.ok ? later.data.uid : ''));
    const exchange = new TestBrowser(fixture.auth).exchange();
    const third = await startGuestOnce(fixture.handle.db, exchange, key);
    expect(third.ok && later.ok && third.data.uid !== later.data.uid).toBe(true);
  });

  it('a tap waiting on a claim whose start failed starts the guest itself, in its own browser', async () => {
    const key = newKey();
    await fixture.handle.db.insert(guestStarts).values({ id: key });
    const browser = new TestBrowser(fixture.auth);
    const waiting = startGuestOnce(fixture.handle.db, browser.exchange(), key);
    // The winner failed: its claim is removed, as startGuestOnce removes a claim whose start failed.
    await fixture.handle.db.delete(guestStarts).where(eq(guestStarts.id, key));
    const answer = await waiting;
    expect(answer.ok).toBe(true);
    expect((await browser.session())?.user.id).toBe(answer.ok ? answer.data.uid : null);
  });
});
