import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, daysBetween, type CalendarDay } from '@/lib/text/calendar-day';
import type { DayLoad } from './availability';
import { periodLoad, periodState } from './period-state';

const WINDOW_START = '2026-12-20';
const HORIZON = 40;

/** Any period of 1 to 9 days starting in the window, any stock of 1 to 4 units, and any units away (some on hold) on any days around it. */
const scene = fc
  .record({
    quantity: fc.integer({ min: 1, max: 4 }),
    start: fc.integer({ min: 0, max: 20 }),
    length: fc.integer({ min: 1, max: 9 }),
    days: fc.array(fc.record({ offset: fc.integer({ min: 0, max: 75 }), away: fc.integer({ min: 1, max: 4 }), held: fc.integer({ min: 0, max: 4 }) }), {
      maxLength: 60,
    }),
  })
  .map(({ quantity, start, length, days }) => {
    const loads = new Map<CalendarDay, DayLoad>();
    for (const { offset, away, held } of days) {
      const units = Math.min(away, quantity);
      loads.set(addDays(WINDOW_START, offset), { away: units, held: Math.min(held, units) });
    }
    const from = addDays(WINDOW_START, start);
    return { quantity, loads, period: { from, to: addDays(from, length - 1) }, length };
  });

const freeOn = (loads: Map<CalendarDay, DayLoad>, quantity: number, day: CalendarDay) => (loads.get(day)?.away ?? 0) < quantity;
const fitsFrom = (loads: Map<CalendarDay, DayLoad>, quantity: number, start: CalendarDay, length: number) =>
  Array.from({ length }, (_, offset) => addDays(start, offset)).every((day) => freeOn(loads, quantity, day));

describe('issue 39 §2: the next free day, over any days, stock and holds', () => {
  it('names the first day after the pick-up from which a unit is free for as long as the period, within the horizon; none when there is no such day', () => {
    fc.assert(
      fc.property(scene, ({ quantity, loads, period, length }) => {
        const load = periodLoad({ quantity, loads, period, horizonDays: HORIZON });
        const taken = !fitsFrom(loads, quantity, period.from, length);
        if (!taken) {
          expect(load.nextFree).toBeNull();
          return;
        }
        const first = addDays(period.from, 1);
        const starts = Array.from({ length: HORIZON + 1 }, (_, offset) => addDays(first, offset));
        const expected = starts.find((start) => fitsFrom(loads, quantity, start, length)) ?? null;
        expect(load.nextFree).toBe(expected);
        if (load.nextFree) {
          expect(load.nextFree > period.from).toBe(true);
          expect(daysBetween(first, load.nextFree)).toBeLessThanOrEqual(HORIZON);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('says "Back" only when orders, props out or blocks alone take every unit on some day, "On hold until" when only holds do', () => {
    fc.assert(
      fc.property(scene, ({ quantity, loads, period, length }) => {
        const load = periodLoad({ quantity, loads, period, horizonDays: HORIZON });
        const { words, tone } = periodState(quantity, load, 'en-US');
        const days = Array.from({ length }, (_, offset) => loads.get(addDays(period.from, offset)));
        const out = days.some((day) => day && day.away - day.held >= quantity);
        if (fitsFrom(loads, quantity, period.from, length)) {
          expect(tone).not.toBe('taken');
          return;
        }
        expect(tone).toBe('taken');
        if (!load.nextFree) expect(words).toBe('Not available in the next six months');
        else if (out) expect(words).toMatch(/^Back [A-Z][a-z]{2} \d{1,2}$/);
        else expect(words).toMatch(/^On hold until [A-Z][a-z]{2} \d{1,2} \(second holds welcome\)$/);
      }),
      { numRuns: 400 },
    );
  });
});

describe('issue 39 §2: the next free day is a calendar day, the same in every time zone the server may run in', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('says the same words whatever the server’s zone, across month, year and daylight-saving edges', () => {
    const zones = ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu'];
    fc.assert(
      fc.property(scene, fc.constantFrom(...zones), ({ quantity, loads, period }, timeZone) => {
        process.env.TZ = 'UTC';
        const inUtc = periodState(quantity, periodLoad({ quantity, loads, period, horizonDays: HORIZON }), 'en-US');
        process.env.TZ = timeZone;
        const there = periodState(quantity, periodLoad({ quantity, loads, period, horizonDays: HORIZON }), 'en-US');
        expect(there).toEqual(inUtc);
      }),
      { numRuns: 200 },
    );
  });
});
