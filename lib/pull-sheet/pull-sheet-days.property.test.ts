import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PULL_SHEET_DAYS, pullSheetDays } from './pull-sheet-days';

/** Zones whose clocks change by an hour, by half an hour, at midnight, and never; and one a day ahead of UTC. */
const ZONES = ['America/Los_Angeles', 'America/Santiago', 'Asia/Beirut', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Kiritimati'] as const;
const FROM = Date.parse('2026-01-01T00:00:00Z');
const TO = Date.parse('2028-01-01T00:00:00Z');
const DAY = 86_400_000;

/** The reference, apart from the code under test: the day after the one the house's wall clock reads now (counted from noon, clear of any clock change). */
function referenceTomorrow(now: number, timeZone: string): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return new Date(Date.parse(`${today}T12:00:00Z`) + DAY).toISOString().slice(0, 10);
}

const moment = fc.integer({ min: FROM, max: TO });
const zone = fc.constantFrom(...ZONES);
const day = fc
  .integer({ min: Date.parse('2026-01-01T00:00:00Z') / DAY, max: Date.parse('2028-12-31T00:00:00Z') / DAY })
  .map((n) => new Date(n * DAY).toISOString().slice(0, 10));

describe('issue 38 §3: the pull sheet’s days over every moment and zone (fast-check)', () => {
  it('issue 38 §3: with no days asked, the sheet is for the house’s tomorrow, one day, at any moment in any zone', () => {
    fc.assert(
      fc.property(moment, zone, (now, timeZone) => {
        const tomorrow = referenceTomorrow(now, timeZone);
        expect(pullSheetDays({}, timeZone, now)).toEqual({ ok: true, from: tomorrow, to: tomorrow });
      }),
      { seed: 38, numRuns: 400 },
    );
  });

  it('issue 38 §3: any two real days give a range in order of at most 31 days, or a refusal that starts the form from tomorrow', () => {
    fc.assert(
      fc.property(moment, zone, day, fc.integer({ min: -5, max: MAX_PULL_SHEET_DAYS + 5 }), (now, timeZone, from, offset) => {
        // Ranges around the bound itself, backwards ones and too-long ones among them.
        const to = new Date(Date.parse(from) + offset * DAY).toISOString().slice(0, 10);
        const days = pullSheetDays({ from, to }, timeZone, now);
        const span = (Date.parse(to) - Date.parse(from)) / DAY + 1;
        if (days.ok) {
          expect(days).toEqual({ ok: true, from, to });
          expect(span).toBeGreaterThanOrEqual(1);
          expect(span).toBeLessThanOrEqual(MAX_PULL_SHEET_DAYS);
        } else {
          expect(span < 1 || span > MAX_PULL_SHEET_DAYS).toBe(true);
          const tomorrow = referenceTomorrow(now, timeZone);
          expect(days).toMatchObject({ from: tomorrow, to: tomorrow });
        }
      }),
      { seed: 38, numRuns: 400 },
    );
  });
});
