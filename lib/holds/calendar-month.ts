import { addDays, type CalendarDay } from '@/lib/text/calendar-day';

/**
 * The months of the holds calendar (issue 13 §5) as "YYYY-MM", the way `?month=` names them and an
 * `<input type="month">` sends them. Plain functions, safe in the browser.
 */
export type CalendarMonth = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month asked for, when it is a real one this side of the year 2000 and before 2100; otherwise `fallback`. */
export function monthOf(asked: unknown, fallback: CalendarMonth): CalendarMonth {
  if (typeof asked !== 'string') return fallback;
  const match = MONTH.exec(asked.trim());
  if (!match) return fallback;
  const year = Number(match[1]);
  return year >= 2000 && year < 2100 ? asked.trim() : fallback;
}

/** The month a day is in. */
export function monthOfDay(day: CalendarDay): CalendarMonth {
  return day.slice(0, 7);
}

/** The month `count` months after (or before, when negative) this one. */
export function addMonths(month: CalendarMonth, count: number): CalendarMonth {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month's first day. */
export function firstDayOf(month: CalendarMonth): CalendarDay {
  return `${month}-01`;
}

/** The month's days, first to last. */
export function daysOf(month: CalendarMonth): CalendarDay[] {
  const days: CalendarDay[] = [];
  const next = firstDayOf(addMonths(month, 1));
  for (let day = firstDayOf(month); day < next; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The month as a daterange [first day, first day of the next month), as lines' and blocks' periods are kept. */
export function monthRange(month: CalendarMonth): string {
  return `[${firstDayOf(month)},${firstDayOf(addMonths(month, 1))})`;
}

/** "December 2026", as the locale writes it. */
export function monthName(month: CalendarMonth, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${firstDayOf(month)}T00:00:00Z`));
}

/** The day of the week, 1 = Monday … 7 = Sunday. */
export function weekdayOf(day: CalendarDay): number {
  return ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/**
 * The month as weeks for a wall calendar, each seven days long starting on `firstWeekday`
 * (1 = Monday … 7 = Sunday), with null before the first and after the last day.
 */
export function weeksOf(month: CalendarMonth, firstWeekday: number): (CalendarDay | null)[][] {
  const days = daysOf(month);
  const lead = (weekdayOf(days[0]!) - firstWeekday + 7) % 7;
  const cells: (CalendarDay | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}
