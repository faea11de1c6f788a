import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { houseDateTimeWords, houseDayWords, houseShortDayWords, houseTimeOfDayWords, houseTimeWords } from './time-words';

/** The tenant time zones the holds' tests use: clocks that change by an hour, by half an hour, at midnight, and never. */
const ZONES = ['America/Los_Angeles', 'America/Santiago', 'Asia/Beirut', 'Australia/Lord_Howe', 'Asia/Kathmandu'] as const;
const LOCALES = ['en-US', 'en-GB'] as const;
const FROM = Date.parse('2026-01-01T00:00:00Z');
const TO = Date.parse('2028-01-01T00:00:00Z');
const HOUR = 3_600_000;

/** The instants around which a zone's clocks change in 2026–2027, found hour by hour (the reference is Intl itself). */
function clockChanges(timeZone: string): number[] {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  const name = (at: number) => offset.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
  const changes: number[] = [];
  for (let at = FROM; at < TO; at += HOUR) if (name(at) !== name(at + HOUR)) changes.push(at + HOUR);
  return changes;
}

const CHANGES = Object.fromEntries(ZONES.map((zone) => [zone, clockChanges(zone)]));

/** Any minute of the next two years, or one within two hours of one of the zone's clock changes. */
const instantIn = (zone: (typeof ZONES)[number]) =>
  CHANGES[zone]!.length === 0
    ? fc.integer({ min: FROM, max: TO })
    : fc.oneof(
        fc.integer({ min: FROM, max: TO }),
        fc.tuple(fc.constantFrom(...CHANGES[zone]!), fc.integer({ min: -2 * HOUR, max: 2 * HOUR })).map(([at, by]) => at + by),
      );

const zoneAndInstant = fc.constantFrom(...ZONES).chain((zone) => fc.tuple(fc.constant(zone), instantIn(zone), fc.constantFrom(...LOCALES)));

const plain = (words: string) => words.replace(/\u202f/g, ' ');

describe('issue 36 §3: one formatter, the house clock', () => {
  it('finds the clock changes it means to cross (not Kathmandu, which never changes)', () => {
    expect(CHANGES['America/Los_Angeles']!.length).toBe(4);
    expect(CHANGES['Australia/Lord_Howe']!.length).toBe(4);
    expect(CHANGES['Asia/Kathmandu']).toEqual([]);
  });

  it('the reported case: a comment and a Hold sent at 21:28 UTC both read 1:28 PM in Los Angeles', () => {
    const at = Date.parse('2026-11-28T21:28:00Z');
    const house = { locale: 'en-US', timeZone: 'America/Los_Angeles' };
    expect(plain(houseDateTimeWords(at, house))).toBe('Nov 28, 2026, 1:28 PM');
    expect(houseTimeWords(at, house.locale, house.timeZone)).toBe('Sat Nov 28, 1:28 PM');
    expect(plain(houseTimeOfDayWords(new Date(at), house))).toBe('1:28 PM');
    expect(houseDayWords(at, house)).toBe('Nov 28, 2026');
    expect(houseShortDayWords(at, house)).toBe('Nov 28');
  });

  it('each formatter writes what Intl writes in the house zone, for any instant and zone, across clock changes', () => {
    fc.assert(
      fc.property(zoneAndInstant, ([timeZone, at, locale]) => {
        const house = { locale, timeZone };
        const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(at);
        expect(houseDateTimeWords(at, house)).toBe(intl({ dateStyle: 'medium', timeStyle: 'short' }));
        expect(houseDateTimeWords(new Date(at), house)).toBe(intl({ dateStyle: 'medium', timeStyle: 'short' }));
        expect(houseTimeOfDayWords(at, house)).toBe(intl({ timeStyle: 'short' }));
        expect(houseDayWords(at, house)).toBe(intl({ dateStyle: 'medium' }));
        expect(houseShortDayWords(at, house)).toBe(intl({ month: 'short', day: 'numeric' }));
      }),
      { numRuns: 600, seed: 36_3 },
    );
  });

  it('a comment and a hold at the same instant read the same wall time (a hold at midnight reads as the end of the day before)', () => {
    fc.assert(
      fc.property(zoneAndInstant, ([timeZone, at, locale]) => {
        const house = { locale, timeZone };
        const time = plain(houseTimeOfDayWords(at, house));
        const comment = plain(houseDateTimeWords(at, house));
        const hold = houseTimeWords(at, locale, timeZone);
        expect(comment.endsWith(time)).toBe(true);
        if (hold.endsWith('end of day')) {
          expect(['12:00 AM', '00:00']).toContain(time);
        } else {
          expect(hold.endsWith(`, ${time}`)).toBe(true);
        }
        // And the same day: the hold's "Sat Nov 28" and the comment's "Nov 28, 2026" are one house day.
        if (locale === 'en-US' && !hold.endsWith('end of day')) expect(comment.startsWith(hold.split(', ')[0]!.split(' ').slice(1).join(' '))).toBe(true);
      }),
      { numRuns: 600, seed: 36_31 },
    );
  });
});
