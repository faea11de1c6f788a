import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimWindows } from '@/lib/holds/claim-windows';
import { houseToday } from '@/lib/house/clock';
import { parseTenant } from '@/lib/tenant/schema';
import { WEEKDAY_NAMES, type OpeningWeek } from '@/lib/tenant/opening-hours';
import { addDays } from '@/lib/text/calendar-day';
import demo from '@/tenant/config.json';
import { clockOf, isoWeekday, minutesOf, periodsOn, slotTimes, SLOT_MINUTES } from './opening-hours';
import { timeChoices, timeProblem } from './time-choices';

/**
 * Issue 38 §4: the rules of opening hours and booked times over any week a house may write, every
 * weekday, and the days of any moment of two years in the zones the tests use. Seeded and bounded.
 */
const ZONES = ['America/Los_Angeles', 'America/Santiago', 'Asia/Beirut', 'Australia/Lord_Howe', 'Asia/Kathmandu'] as const;
const RUNS = { seed: 38, numRuns: 300 };
const FROM = Date.parse('2026-11-28T00:00:00Z');
const TWO_YEARS = 730 * 24 * 3_600_000;

/** A day's periods as a house writes them: in order, apart or touching, never overlapping (minutes 0 … 1439). */
const dayPeriods = fc
  .uniqueArray(fc.integer({ min: 0, max: 1439 }), { maxLength: 6 })
  .map((edges) => edges.sort((a, b) => a - b))
  .map((edges) => {
    const periods = [];
    for (let at = 0; at + 1 < edges.length; at += 2) periods.push({ opens: clockOf(edges[at]!), closes: clockOf(edges[at + 1]!) });
    return periods;
  });
const week: fc.Arbitrary<OpeningWeek> = fc.tuple(dayPeriods, dayPeriods, dayPeriods, dayPeriods, dayPeriods, dayPeriods, dayPeriods).map((days) => ({
  '1': days[0],
  '2': days[1],
  '3': days[2],
  '4': days[3],
  '5': days[4],
  '6': days[5],
  '7': days[6],
}));
/** A house day: today somewhere in the zones, up to two months ahead (every weekday comes round). */
const houseDay = fc
  .record({ zone: fc.constantFrom(...ZONES), now: fc.integer({ min: FROM, max: FROM + TWO_YEARS }), ahead: fc.integer({ min: 0, max: 60 }) })
  .map(({ zone, now, ahead }) => addDays(houseToday(zone, now), ahead));
const anyTime = fc.integer({ min: 0, max: 1439 }).map(clockOf);

describe('issue 38 §4: opening hours and booked times over every weekday and zone (fast-check)', () => {
  it('the tenant schema accepts every week written as periods in order that do not overlap', () => {
    fc.assert(
      fc.property(week, (openingHours) => {
        expect(parseTenant({ ...demo, openingHours }).openingHours).toEqual(openingHours);
      }),
      RUNS,
    );
  });

  it('a period turned round, or two of a day made to overlap, is refused naming that day', () => {
    const day = fc.integer({ min: 1, max: 7 });
    const span = fc
      .tuple(fc.integer({ min: 0, max: 1438 }), fc.integer({ min: 1, max: 600 }))
      .map(([from, length]) => [from, Math.min(1439, from + length)] as const);
    fc.assert(
      fc.property(day, span, fc.boolean(), (key, [from, to], turned) => {
        const periods = turned
          ? [{ opens: clockOf(to), closes: clockOf(from) }]
          : [
              { opens: clockOf(from), closes: clockOf(to) },
              { opens: clockOf(from), closes: clockOf(to) },
            ];
        expect(() => parseTenant({ ...demo, openingHours: { [String(key)]: periods } })).toThrow(`openingHours.${key}.`);
        expect(() => parseTenant({ ...demo, openingHours: { [String(key)]: periods } })).toThrow(WEEKDAY_NAMES[key - 1]);
      }),
      RUNS,
    );
  });

  it('every bookable time lies in one of the day’s periods, half an hour before its close at the latest, on the half hour from its opening', () => {
    fc.assert(
      fc.property(week, houseDay, (hours, day) => {
        const periods = periodsOn(day, hours);
        const times = slotTimes(day, hours);
        expect([...times].sort()).toEqual(times);
        expect(new Set(times).size).toBe(times.length);
        for (const time of times) {
          const inside = periods.filter(({ opens, closes }) => minutesOf(opens) <= minutesOf(time) && minutesOf(time) + SLOT_MINUTES <= minutesOf(closes));
          expect(inside).toHaveLength(1);
          expect((minutesOf(time) - minutesOf(inside[0]!.opens)) % SLOT_MINUTES).toBe(0);
        }
        // Each period long enough has its opening time, and the times fill it.
        for (const { opens, closes } of periods) {
          const count = Math.floor((minutesOf(closes) - minutesOf(opens)) / SLOT_MINUTES);
          expect(times.filter((time) => time >= opens && time < closes)).toHaveLength(count);
        }
      }),
      RUNS,
    );
  });

  it('a time is refused exactly when it is not one of the day’s; a closed day is refused naming its weekday', () => {
    fc.assert(
      fc.property(week, houseDay, anyTime, (hours, day, time) => {
        const times = slotTimes(day, hours);
        const problem = timeProblem(day, time, hours, day);
        expect(problem === null).toBe(times.includes(time));
        if (times.length === 0) expect(problem).toBe(`We are closed on ${WEEKDAY_NAMES[isoWeekday(day) - 1]}s: choose another day, or no time.`);
      }),
      RUNS,
    );
  });

  it('a time is offered as full exactly when its hour holds the dock’s capacity', () => {
    const load = fc.dictionary(
      fc.integer({ min: 0, max: 23 }).map((hour) => String(hour).padStart(2, '0')),
      fc.integer({ min: 0, max: 8 }),
    );
    fc.assert(
      fc.property(week, houseDay, load, fc.integer({ min: 1, max: 6 }), (hours, day, counts, capacity) => {
        const choices = timeChoices(day, hours, new Map(Object.entries(counts)), capacity);
        expect(choices.map((choice) => choice.time)).toEqual(slotTimes(day, hours));
        for (const choice of choices) expect(choice.full).toBe((counts[choice.time.slice(0, 2)] ?? 0) >= capacity);
      }),
      RUNS,
    );
  });

  it('the free surplus windows lie in the day’s periods and cover them', () => {
    fc.assert(
      fc.property(week, houseDay, fc.integer({ min: 1, max: 12 }), (openingHours, day, windowHours) => {
        const windows = claimWindows(day, { openingHours, claims: { windowHours, maxLeadDays: 14 } });
        const periods = periodsOn(day, openingHours);
        const covered = windows.reduce((total, window) => total + minutesOf(window.slice(-5)) - minutesOf(window.slice(0, 5)), 0);
        expect(covered).toBe(periods.reduce((total, { opens, closes }) => total + minutesOf(closes) - minutesOf(opens), 0));
        for (const window of windows) expect(periods.some(({ opens, closes }) => window.slice(0, 5) >= opens && window.slice(-5) <= closes)).toBe(true);
      }),
      RUNS,
    );
  });
});
