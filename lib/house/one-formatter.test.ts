import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 36 §3: every time shown anywhere goes through lib/house/time-words.ts, in the house's zone.
 * This fails when someone writes an instant for people elsewhere: a `DateTimeFormat`, a
 * `toLocaleDateString`/`toLocaleTimeString`, or a date's `toLocaleString`, outside the one module
 * and the few files below, each of which formats no instant for people.
 */
const ROOT = join(__dirname, '..', '..');
const FORMATTER = 'lib/house/time-words.ts';
const NOT_INSTANTS: Record<string, string> = {
  'lib/text/calendar-day.ts': 'calendar days ("YYYY-MM-DD") are not instants: written at UTC so they never shift',
  'lib/house/clock.ts': "the house's clock itself: reads the zone's wall clock to find days, shows nothing",
  'lib/holds/calendar-month.ts': "a calendar month's name, at UTC like the calendar days",
  'components/calendar/UnitsAwayGrid.tsx': "the weekday of calendar days, at UTC like the days' own words",
  'lib/tenant/schema.ts': "checks that the tenant's time zone is one Intl knows",
};

/** Ways of writing an instant for people other than the one formatter. */
const FORMATTING = [
  /\bDateTimeFormat\s*\(/,
  /\btoLocale(?:Date|Time)String\s*\(/,
  /\btoLocaleString\s*\(\s*\)/,
  // A date's toLocaleString (a count's `n.toLocaleString('en')` is a number, and fine).
  /(?:At|[Dd]ate|[Tt]ime|[Ww]hen|[Mm]oment|[Dd]ay)\)?\s*\.toLocaleString\s*\(/,
  /new Date\([^)]*\)\s*\.toLocaleString\s*\(/,
];

function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

describe('issue 36 §3: no instant is formatted outside lib/house/time-words.ts', () => {
  const files = ['app', 'components', 'lib'].flatMap(sources);

  it('reads the whole tree (app, components, lib)', () => {
    expect(files).toContain(FORMATTER);
    expect(files.length).toBeGreaterThan(300);
  });

  it('finds a time formatted anywhere else', () => {
    const offenders = files
      .filter((file) => file !== FORMATTER && !(file in NOT_INSTANTS))
      .flatMap((file) =>
        readFileSync(join(ROOT, file), 'utf8')
          .split('\n')
          .map((line, index) => ({ line, where: `${file}:${index + 1}` }))
          .filter(({ line }) => FORMATTING.some((pattern) => pattern.test(line)))
          .map(({ line, where }) => `${where}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it('the files let through still format only at UTC or read the clock (no zone of the server or browser)', () => {
    for (const file of Object.keys(NOT_INSTANTS)) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const match of text.matchAll(/new Intl\.DateTimeFormat\(([\s\S]*?)\)/g)) expect(match[1], `${file}: ${match[0]}`).toMatch(/timeZone/);
    }
  });

  it('knows a comment formatted in the browser zone when it sees one', () => {
    const comment = "const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });";
    const count = "`${total.toLocaleString('en')} props`";
    const date = 'comment.createdAt.toLocaleString()';
    expect(FORMATTING.some((pattern) => pattern.test(comment))).toBe(true);
    expect(FORMATTING.some((pattern) => pattern.test(date))).toBe(true);
    expect(FORMATTING.some((pattern) => pattern.test(count))).toBe(false);
  });
});
