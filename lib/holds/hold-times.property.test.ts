import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endOfHouseDay } from '@/lib/house/clock';
import { rentalWeeks } from '@/lib/set-lists/weekly-quote';
import { addDays, daysBetween } from '@/lib/text/calendar-day';
import { claimWindows, windowIsOver } from './claim-windows';
import { challengeEndsAt, dueEvent, holdEndsAt, lineEndsAt, SHORTEST_HOLD_MS, type HoldTimes } from '@/lib/availability/hold-lifecycle';
import { houseClock, houseToday, startOfHouseDay } from '@/lib/house/clock';
import { lineStatusWords } from './line-status-words';

/**
 * Issue 36 §1: every time rule of the holds, for any moment in the next two years and any pick-up
 * and return day after it, in the tenant zones the tests use (summer time changed at midnight, half
 * and quarter hours, the far south). Seeded and bounded, so a run is the same run everywhere; a
 * failure prints its seed and the smallest case fast-check found.
 */
const ZONES = ['America/Los_Angeles', 'America/Santiago', 'Asia/Beirut', 'Australia/Lord_Howe', 'Asia/Kathmandu'] as const;
const RUNS = { seed: 36, numRuns: 400 };
const HOUR = 3_600_000;
const MINUTE = 60_000;
const FROM = Date.parse('2026-11-28T00:00:00Z');
const TWO_YEARS = 730 * 24 * HOUR;

const zone = fc.constantFrom(...ZONES);
const moment = fc.integer({ min: FROM, max: FROM + TWO_YEARS });
/** The tenant schema's ranges (lib/tenant/schema.ts), the demo's rules among them. */
const times: fc.Arbitrary<HoldTimes> = fc.oneof(
  fc.constant({ holdDays: 10, challengeHours: 24, releaseBeforePickUpHours: 24 }),
  fc.record({
    holdDays: fc.integer({ min: 1, max: 90 }),
    challengeHours: fc.integer({ min: 1, max: 168 }),
    releaseBeforePickUpHours: fc.integer({ min: 0, max: 168 }),
  }),
);
/** A hold accepted at a moment, for a pick-up day from the house's today on (today and tomorrow weighted: the common case). */
const accepted = fc
  .record({ zone, heldAt: moment, ahead: fc.oneof(fc.constantFrom(0, 1, 2), fc.integer({ min: 0, max: 730 })), times })
  .map(({ zone, heldAt, ahead, times }) => ({ zone, heldAt, times, pickUpOn: addDays(houseToday(zone, heldAt), ahead) }));

/** The day a moment is shown as: midnight reads as the end of the day before ("Fri Nov 29, end of day"). */
const shownDay = (ms: number, zone: string) => houseToday(zone, startOfHouseDay(houseToday(zone, ms), zone) === ms ? ms - 1 : ms);
const dayWords = (day: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.parse(day));

describe('issue 36 §1: the holds’ time rules over every day and zone (fast-check)', () => {
  it('a hold ends after an hour at the least and by the end of its pick-up day (unless accepted in that day’s last hour)', () => {
    fc.assert(
      fc.property(accepted, ({ zone, heldAt, pickUpOn, times }) => {
        const ends = holdEndsAt(heldAt, pickUpOn, zone, times);
        expect(ends).toBeGreaterThanOrEqual(heldAt + SHORTEST_HOLD_MS);
        expect(ends).toBeLessThanOrEqual(Math.max(endOfHouseDay(pickUpOn, zone), heldAt + SHORTEST_HOLD_MS));
      }),
      RUNS,
    );
  });

  it('the sweep never expires a line in the minute it was accepted, nor a challenge in the minute it was made', () => {
    fc.assert(
      fc.property(accepted, fc.integer({ min: 0, max: MINUTE }), fc.integer({ min: 0, max: 100 }), ({ zone, heldAt, pickUpOn, times }, within, at) => {
        expect(dueEvent({ state: 'held', heldAt, challengedAt: null, pickUpOn }, heldAt + within, zone, times)).toBeNull();
        // A challenge made anywhere in the hold's life.
        const challengedAt = heldAt + Math.floor(((holdEndsAt(heldAt, pickUpOn, zone, times) - heldAt) * at) / 100);
        expect(dueEvent({ state: 'challenged', heldAt, challengedAt, pickUpOn }, challengedAt + within, zone, times)).toBeNull();
      }),
      RUNS,
    );
  });

  it('a hold with a day to confirm before the release is released the set hours before pick-up, and lasts at most the hold days', () => {
    fc.assert(
      fc.property(accepted, ({ zone, heldAt, pickUpOn, times }) => {
        const releaseAt = startOfHouseDay(pickUpOn, zone) - times.releaseBeforePickUpHours * HOUR;
        const ends = holdEndsAt(heldAt, pickUpOn, zone, times);
        if (releaseAt - heldAt >= times.challengeHours * HOUR) {
          expect(ends).toBeLessThanOrEqual(releaseAt);
          expect(ends).toBeLessThanOrEqual(heldAt + times.holdDays * 24 * HOUR);
        } else expect(ends).toBe(Math.max(endOfHouseDay(pickUpOn, zone), heldAt + SHORTEST_HOLD_MS));
      }),
      RUNS,
    );
  });

  it('a challenge ends within its hours and never after the hold it challenges, an hour at the least', () => {
    fc.assert(
      fc.property(accepted, fc.integer({ min: 0, max: 100 }), ({ zone, heldAt, pickUpOn, times }, at) => {
        const holdEnd = holdEndsAt(heldAt, pickUpOn, zone, times);
        const challengedAt = heldAt + Math.floor(((holdEnd - heldAt) * at) / 100);
        const ends = challengeEndsAt(challengedAt, holdEnd, times);
        expect(ends).toBeGreaterThanOrEqual(challengedAt + SHORTEST_HOLD_MS);
        expect(ends).toBeLessThanOrEqual(Math.max(holdEnd, challengedAt + SHORTEST_HOLD_MS));
        expect(ends).toBeLessThanOrEqual(challengedAt + Math.max(times.challengeHours * HOUR, SHORTEST_HOLD_MS));
      }),
      RUNS,
    );
  });

  it('while a hold runs, the day it is shown to end on is today or later, and the words say that day', () => {
    fc.assert(
      fc.property(accepted, fc.integer({ min: 0, max: 1000 }), ({ zone, heldAt, pickUpOn, times }, at) => {
        const line = { state: 'held' as const, heldAt: new Date(heldAt), challengedAt: null, reason: '' };
        const ends = lineEndsAt({ state: 'held', heldAt, challengedAt: null, pickUpOn }, zone, times)!;
        const now = heldAt + Math.floor(((ends - 1 - heldAt) * at) / 1000);
        expect(shownDay(ends, zone) >= houseToday(zone, now)).toBe(true);
        const words = lineStatusWords(line, { kind: 'hold', pickUpOn, pickUpWindow: null }, times, { locale: 'en-US', timeZone: zone, requestType: 'Hold' });
        expect(words).toContain(dayWords(shownDay(ends, zone)).replace(',', ''));
      }),
      RUNS,
    );
  });

  it('house days: every moment lies in its house day, and each day starts where the one before ends', () => {
    fc.assert(
      fc.property(zone, moment, (zone, now) => {
        const today = houseToday(zone, now);
        expect(startOfHouseDay(today, zone)).toBeLessThanOrEqual(now);
        expect(endOfHouseDay(today, zone)).toBeGreaterThan(now);
        expect(houseToday(zone, endOfHouseDay(today, zone))).toBe(addDays(today, 1));
        expect(houseToday(zone, endOfHouseDay(today, zone) - 1)).toBe(today);
        // 23 to 25 hours (Lord Howe changes by half an hour).
        const length = endOfHouseDay(today, zone) - startOfHouseDay(today, zone);
        expect(length).toBeGreaterThanOrEqual(23 * HOUR);
        expect(length).toBeLessThanOrEqual(25 * HOUR);
      }),
      RUNS,
    );
  });

  it('claim windows: within the day’s opening hours, and today’s are over exactly when the house’s clock has passed their end', () => {
    const clock = fc
      .tuple(fc.integer({ min: 0, max: 22 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(zone, moment, clock, fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 3 }), (zone, now, opensAt, windowHours, ahead) => {
        const closesAt = `${String(Math.min(23, Number(opensAt.slice(0, 2)) + 1 + windowHours * 2)).padStart(2, '0')}:${opensAt.slice(3)}`;
        const everyDay = [{ opens: opensAt, closes: closesAt }];
        const openingHours = { '1': everyDay, '2': everyDay, '3': everyDay, '4': everyDay, '5': everyDay, '6': everyDay, '7': everyDay };
        const today = houseToday(zone, now);
        const windows = claimWindows(addDays(today, ahead), { openingHours, claims: { windowHours, maxLeadDays: 14 } });
        const nowClock = houseClock(zone, now);
        for (const window of windows) {
          expect(window.slice(0, 5) >= opensAt && window.slice(-5) <= closesAt).toBe(true);
          expect(windowIsOver(window, addDays(today, ahead), today, nowClock)).toBe(ahead === 0 && window.slice(-5) <= nowClock);
          expect(windowIsOver(window, addDays(today, -1), today, nowClock)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('rental weeks (the grace day): 7 days and a grace day for the first week, 7 for each after, over every month’s end', () => {
    fc.assert(
      fc.property(zone, moment, fc.integer({ min: 0, max: 400 }), (zone, now, days) => {
        const outOn = houseToday(zone, now);
        const backOn = addDays(outOn, days);
        expect(daysBetween(outOn, backOn)).toBe(days);
        const weeks = rentalWeeks(outOn, backOn);
        expect(weeks).toBe(days <= 8 ? 1 : Math.ceil((days - 1) / 7));
        // A day longer never bills less; the grace day is free only once.
        expect(rentalWeeks(outOn, addDays(backOn, 1))).toBeGreaterThanOrEqual(weeks);
      }),
      RUNS,
    );
  });
});
