/**
 * Calendar days as "YYYY-MM-DD": the day a prop is picked up or due back, whatever the time zone of
 * the server or the crew. Plain functions, safe in the browser.
 */
export type CalendarDay = string;

const DAY_MS = 86_400_000;
const at = (day: CalendarDay) => Date.parse(`${day}T00:00:00Z`);

/** A real day written as "YYYY-MM-DD" (not "2027-02-30"). */
export function isCalendarDay(value: unknown): value is CalendarDay {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(at(value)) && new Date(at(value)).toISOString().startsWith(value);
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return new Date(at(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((at(to) - at(from)) / DAY_MS);
}

/** One formatter per locale and shape: making one costs more than formatting, and a page of 200 lines writes a day on each. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, shape: 'short' | 'medium' | 'long'): Intl.DateTimeFormat {
  const key = `${shape} ${locale}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(
      locale,
      shape === 'short'
        ? { month: 'short', day: 'numeric', timeZone: 'UTC' }
        : shape === 'medium'
          ? { dateStyle: 'medium', timeZone: 'UTC' }
          : { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
    );
    formatters.set(key, made);
  }
  return made;
}

/** "Mar 3", as the locale writes it. */
export function shortDay(day: CalendarDay, locale: string): string {
  return formatter(locale, 'short').format(at(day));
}

/** "Mar 2, 2026", as the locale writes it (a day in the audit history). */
export function mediumDay(day: CalendarDay, locale: string): string {
  return formatter(locale, 'medium').format(at(day));
}

/** "Mon, Mar 2, 2026", as the locale writes it. */
export function longDay(day: CalendarDay, locale: string): string {
  return formatter(locale, 'long').format(at(day));
}
