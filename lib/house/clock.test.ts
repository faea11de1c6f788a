import { describe, expect, it } from 'vitest';
import { houseToday, startOfHouseDay } from './clock';

describe('issue 12: the house’s calendar', () => {
  it('today is the house’s day, not the server’s', () => {
    expect(houseToday('America/Los_Angeles', Date.parse('2027-03-02T05:00:00Z'))).toBe('2027-03-01');
    expect(houseToday('Europe/London', Date.parse('2027-03-02T05:00:00Z'))).toBe('2027-03-02');
  });

  it('a day starts at the house’s midnight, summer time included', () => {
    expect(new Date(startOfHouseDay('2027-03-08', 'America/Los_Angeles')).toISOString()).toBe('2027-03-08T08:00:00.000Z');
    expect(new Date(startOfHouseDay('2027-07-08', 'America/Los_Angeles')).toISOString()).toBe('2027-07-08T07:00:00.000Z');
    expect(new Date(startOfHouseDay('2027-07-08', 'UTC')).toISOString()).toBe('2027-07-08T00:00:00.000Z');
  });
});

/**
 * The tenant's `vendor.timezone` may be any IANA zone Intl knows (lib/tenant/schema.ts), so these are
 * chosen for their clocks: midnight skipped or repeated when the clocks change (Santiago, Beirut,
 * Havana, Cairo, the Azores), half-hour and quarter-hour offsets and changes (Lord Howe, Chatham,
 * St John's, Kathmandu, Eucla, Marquesas, Tehran), the furthest east and west (Kiritimati, GMT+12),
 * summer time in the southern hemisphere or in winter (Dublin, Casablanca), changes at 23:00 or 01:00
 * UTC (Nuuk, Scoresbysund, Troll), and zones that dropped summer time (Asunción, São Paulo, Tehran).
 */
const ZONES = [
  'America/Santiago',
  'Asia/Beirut',
  'America/Havana',
  'America/Asuncion',
  'Africa/Cairo',
  'Europe/London',
  'America/Los_Angeles',
  'America/New_York',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Asia/Tehran',
  'America/Sao_Paulo',
  'Atlantic/Azores',
  'America/Nuuk',
  'America/Scoresbysund',
  'Antarctica/Troll',
  'Asia/Gaza',
  'Asia/Jerusalem',
  'Africa/Casablanca',
  'Europe/Dublin',
  'Europe/Chisinau',
  'America/St_Johns',
  'America/Adak',
  'America/Mexico_City',
  'Asia/Kathmandu',
  'Asia/Kolkata',
  'Australia/Eucla',
  'Australia/Adelaide',
  'Pacific/Marquesas',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Pacific/Apia',
  'Etc/GMT+12',
  'UTC',
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every calendar day from `first` to `last`, both included. */
function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`); at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** The zone's wall clock at an instant, to the millisecond: { day: "2027-04-04", time: "00:00:00.000" }. */
function clockIn(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
  });
  return (instant: number) => {
    const parts = format.formatToParts(instant);
    const part = (type: string) => parts.find((entry) => entry.type === type)!.value;
    return { day: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}:${part('second')}.${part('fractionalSecond')}` };
  };
}

/** A wall-clock reading as a number, so two readings can be compared: how far the clocks moved. */
const readingMs = ({ day, time }: { day: string; time: string }) => Date.parse(`${day}T${time}Z`);

describe('issue 23 §11: the house day when the clocks change at midnight', () => {
  const days = daysFrom('2026-01-01', '2027-12-31');

  it.each(ZONES)('in %s, every day of 2026 and 2027 starts at its first instant there, and the millisecond before is the day before', (zone) => {
    const clock = clockIn(zone);
    const wrong: string[] = [];
    for (const [index, day] of days.entries()) {
      const start = startOfHouseDay(day, zone);
      const at = clock(start);
      const before = clock(start - 1);
      const dayBefore = index === 0 ? '2025-12-31' : days[index - 1]!;
      // 00:00, or when the clocks jumped over midnight, the first minute after the jump.
      const earliest = at.time === '00:00:00.000' || (at.time.endsWith(':00.000') && readingMs(at) - readingMs(before) > 1);
      if (at.day !== day || before.day !== dayBefore || !earliest)
        wrong.push(`${day} starts at ${at.day} ${at.time} (a millisecond before: ${before.day} ${before.time})`);
    }
    expect(wrong).toEqual([]);
  });

  it('names the days of 2026 and 2027 whose midnight is skipped or repeated, as the time zone database had them in 2025', () => {
    const start = (day: string, zone: string) => new Date(startOfHouseDay(day, zone)).toISOString();
    // The case: Santiago's clocks go back at midnight, from 00:00 to 23:00 on Saturday; Sunday starts at the second 00:00 there, at -04.
    expect(start('2027-04-04', 'America/Santiago')).toBe('2027-04-04T04:00:00.000Z');
    // Beirut, likewise in October (+02 after); and Cairo at the end of a Thursday.
    expect(start('2026-10-25', 'Asia/Beirut')).toBe('2026-10-24T22:00:00.000Z');
    expect(start('2026-10-30', 'Africa/Cairo')).toBe('2026-10-29T22:00:00.000Z');
    // Clocks forward at midnight: there is no 00:00, so the day starts at 01:00 there.
    expect(start('2026-09-06', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
    expect(start('2027-03-28', 'Asia/Beirut')).toBe('2027-03-27T22:00:00.000Z');
    expect(start('2026-03-08', 'America/Havana')).toBe('2026-03-08T05:00:00.000Z');
    expect(start('2026-04-24', 'Africa/Cairo')).toBe('2026-04-23T22:00:00.000Z');
    expect(start('2026-03-29', 'Atlantic/Azores')).toBe('2026-03-29T01:00:00.000Z');
    // Clocks back from 01:00 to 00:00: midnight happens twice, and the day starts at the first (still at -04 in Havana).
    expect(start('2026-11-01', 'America/Havana')).toBe('2026-11-01T04:00:00.000Z');
    expect(start('2026-10-25', 'Atlantic/Azores')).toBe('2026-10-25T00:00:00.000Z');
  });
});
