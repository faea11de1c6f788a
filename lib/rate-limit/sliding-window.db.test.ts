import { describe, expect, it } from 'vitest';
import { testDatabase } from '@/test/database';
import { isSpent, slidingDecision, takeHit } from './sliding-window';

const fixture = testDatabase();
const db = () => fixture.handle.db;
const TEN_IN_15_MINUTES = { limit: 10, windowMs: 15 * 60_000 };
const at = (time: string) => new Date(`2031-06-01T${time}Z`);

describe('rate limits over a sliding window', () => {
  it('ten hits just before a window ends and one just after: the eleventh is refused, as it would be mid-window', async () => {
    for (let i = 0; i < 10; i++) expect(await takeHit(db(), 'straddle', TEN_IN_15_MINUTES, at('14:59:58'))).toEqual({ allowed: true });
    const eleventh = await takeHit(db(), 'straddle', TEN_IN_15_MINUTES, at('15:00:02'));
    expect(eleventh.allowed).toBe(false);
    expect(await isSpent(db(), 'straddle', TEN_IN_15_MINUTES, at('15:00:03'))).toMatchObject({ allowed: false });
  });

  it('the refusal says when to come back, and then a hit is allowed again', async () => {
    for (let i = 0; i < 10; i++) await takeHit(db(), 'comeback', TEN_IN_15_MINUTES, at('10:14:00'));
    const refused = await takeHit(db(), 'comeback', TEN_IN_15_MINUTES, at('10:14:30'));
    if (refused.allowed) throw new Error('expected a refusal');
    const back = new Date(at('10:14:30').getTime() + refused.retryAfterSeconds * 1000);
    expect(await isSpent(db(), 'comeback', TEN_IN_15_MINUTES, new Date(back.getTime() - 5000))).toMatchObject({ allowed: false });
    expect(await isSpent(db(), 'comeback', TEN_IN_15_MINUTES, back)).toEqual({ allowed: true });
  });

  it('hits count less as their window slides away: near its end, a full window later, almost the whole limit is back', async () => {
    for (let i = 0; i < 10; i++) await takeHit(db(), 'steady', TEN_IN_15_MINUTES, at('09:05:00'));
    for (let i = 0; i < 9; i++) expect(await takeHit(db(), 'steady', TEN_IN_15_MINUTES, at('09:29:59'))).toEqual({ allowed: true });
    expect((await takeHit(db(), 'steady', TEN_IN_15_MINUTES, at('09:29:59'))).allowed).toBe(false);
  });

  it("the longest wait: the whole limit at a window's start waits a little over one window, never more", async () => {
    for (let i = 0; i < 10; i++) await takeHit(db(), 'early', TEN_IN_15_MINUTES, at('16:00:05'));
    const refused = await takeHit(db(), 'early', TEN_IN_15_MINUTES, at('16:00:10'));
    if (refused.allowed) throw new Error('expected a refusal');
    // Into the next window until a tenth of this one's hits have slid out: 16:16:30, 980 s on.
    expect(refused.retryAfterSeconds).toBe(16 * 60 + 20);
    expect(refused.retryAfterSeconds * 1000).toBeLessThanOrEqual((1 + 1 / 10) * TEN_IN_15_MINUTES.windowMs);
  });

  it('of forty simultaneous hits, exactly the limit is allowed: the database refuses the rest', async () => {
    const decisions = await Promise.all(Array.from({ length: 40 }, () => takeHit(db(), 'crowd', TEN_IN_15_MINUTES, at('12:03:00'))));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
  });

  it('a refused hit is not counted: asking again early does not push the wait further', async () => {
    for (let i = 0; i < 10; i++) await takeHit(db(), 'patient', TEN_IN_15_MINUTES, at('13:01:00'));
    const first = await takeHit(db(), 'patient', TEN_IN_15_MINUTES, at('13:02:00'));
    for (let i = 0; i < 20; i++) await takeHit(db(), 'patient', TEN_IN_15_MINUTES, at('13:02:00'));
    expect(await takeHit(db(), 'patient', TEN_IN_15_MINUTES, at('13:02:00'))).toEqual(first);
  });

  it('keys count apart', async () => {
    for (let i = 0; i < 10; i++) await takeHit(db(), 'one', TEN_IN_15_MINUTES, at('11:00:00'));
    expect(await takeHit(db(), 'other', TEN_IN_15_MINUTES, at('11:00:00'))).toEqual({ allowed: true });
  });
});

describe('the sliding count', () => {
  const window = { limit: 10, windowMs: 1000 };
  it('weighs the previous window by the part of it the last window still covers', () => {
    // A quarter into this window: three quarters of the previous one still count.
    expect(slidingDecision(3, 8, window, new Date(250))).toEqual({ allowed: true }); // 3 + 1 + 6 = 10
    expect(slidingDecision(4, 8, window, new Date(250)).allowed).toBe(false); // 4 + 1 + 6 = 11
    // Near the end of this window, little of the previous one is left.
    expect(slidingDecision(8, 100, window, new Date(995))).toEqual({ allowed: true }); // 8 + 1 + 0.5
  });
});
