/**
 * The one place an instant is written for people (issue 36 §3): every time shown anywhere (pages,
 * emails, message threads, set-list comments, audit history, staff pages) is the house's wall clock
 * (`tenant.vendor.timezone`) in the house's locale (`tenant.locale`), never the server's or the
 * browser's. A designer's comment at 21:28 UTC and a Hold sent the same minute both read "1:28 PM"
 * to a Los Angeles house. Client components are handed the zone; they never fall back to their own.
 *
 * Calendar days ("YYYY-MM-DD": a pick-up day, a return day) are not instants and are not shifted:
 * they are written by lib/text/calendar-day.ts. Plain functions, safe in the browser.
 */

/** Where and how the house reads its clock: `{ locale: tenant.locale, timeZone: tenant.vendor.timezone }`. */
export type HouseClock = { locale: string; timeZone: string };

/** The house's clock of a tenant, for the formatters below. */
export function houseClockOf(tenant: { locale: string; vendor: { timezone: string } }): HouseClock {
  return { locale: tenant.locale, timeZone: tenant.vendor.timezone };
}

type Instant = Date | number;

const SHAPES = {
  /** "Nov 28, 2026, 1:28 PM" */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "1:28 PM" */
  time: { timeStyle: 'short' },
  /** "Nov 28, 2026" */
  day: { dateStyle: 'medium' },
  /** "Nov 28" */
  shortDay: { month: 'short', day: 'numeric' },
  /** "Sat Nov 28", the parts of houseTimeWords */
  weekdayDay: { weekday: 'short', month: 'short', day: 'numeric' },
  /** hour and minute on a 24-hour clock, to tell midnight */
  clock24: { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

type Shape = keyof typeof SHAPES;

// Building a formatter costs far more than using one, and a page of 200 audit rows writes a time on each.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(shape: Shape, { locale, timeZone }: HouseClock): Intl.DateTimeFormat {
  const key = `${shape} ${locale} ${timeZone}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { ...SHAPES[shape], timeZone });
    formatters.set(key, made);
  }
  return made;
}

/** A day and a time on the house's clock: "Nov 28, 2026, 1:28 PM" (comments, messages, audit rows, inbox). */
export function houseDateTimeWords(at: Instant, house: HouseClock): string {
  return formatter('dateTime', house).format(at);
}

/** The time of day on the house's clock: "1:28 PM". */
export function houseTimeOfDayWords(at: Instant, house: HouseClock): string {
  return formatter('time', house).format(at);
}

/** The house's day of an instant: "Nov 28, 2026" (when a customer was approved, a card authorised). */
export function houseDayWords(at: Instant, house: HouseClock): string {
  return formatter('day', house).format(at);
}

/** The house's day of an instant, short: "Nov 28" ("Sent as a Hold request on Nov 28"). */
export function houseShortDayWords(at: Instant, house: HouseClock): string {
  return formatter('shortDay', house).format(at);
}

/**
 * A moment as a crew reads it beside a hold (issue 24 §6): "Fri Nov 29, 3:00 PM", and midnight as
 * the end of the day before, "Fri Nov 29, end of day", never "Nov 30, 12:00 AM", which reads as the
 * wrong day.
 */
export function houseTimeWords(ms: number, locale: string, timeZone: string): string {
  const house = { locale, timeZone };
  const clock = formatter('clock24', house).formatToParts(ms);
  const midnight = Number(clock.find((part) => part.type === 'hour')?.value) === 0 && Number(clock.find((part) => part.type === 'minute')?.value) === 0;
  const at = midnight ? ms - 1 : ms;
  const parts = formatter('weekdayDay', house).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  const day = `${part('weekday')} ${part('month')} ${part('day')}`;
  if (midnight) return `${day}, end of day`;
  // The same time of day as a comment or a message at that instant, written by the same formatter.
  // ICU puts a narrow no-break space before AM/PM; a plain one reads and searches the same everywhere.
  return `${day}, ${houseTimeOfDayWords(ms, house).replace(/\u202f/g, ' ')}`;
}
