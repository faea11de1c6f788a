import { addMonths, firstDayOf, monthOfDay } from '@/lib/holds/calendar-month';
import { addDays, daysBetween, isCalendarDay, type CalendarDay } from '@/lib/text/calendar-day';

/** The longest range a report covers: three years of days. */
export const MAX_REPORT_DAYS = 3 * 366;

/** A report's days, both included, in the house's time zone. */
export type ReportRange = { from: CalendarDay; to: CalendarDay };

/** This month in the house: the reports' default. */
export function thisMonth(today: CalendarDay): ReportRange {
  const month = monthOfDay(today);
  return { from: firstDayOf(month), to: addDays(firstDayOf(addMonths(month, 1)), -1) };
}

/** The days in a range, both ends included. */
export function daysIn(range: ReportRange): number {
  return daysBetween(range.from, range.to) + 1;
}

/**
 * The range asked in `?from=…&to=…` (issue 13 §8), or this month when both are left out. A day that
 * is not a day, a range backwards or longer than three years is answered with the words to show and
 * this month's figures instead, never a 500.
 */
export function reportRange(asked: { from?: unknown; to?: unknown }, today: CalendarDay): { range: ReportRange; problem: string | null } {
  const fallback = thisMonth(today);
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const from = text(asked.from);
  const to = text(asked.to);
  if (!from && !to) return { range: fallback, problem: null };
  const day = (value: string) => isCalendarDay(value) && value >= '2000-01-01' && value < '2100-01-01';
  if (!day(from) || !day(to)) return { range: fallback, problem: 'Choose a first and a last day. Showing this month.' };
  if (to < from) return { range: fallback, problem: 'The last day must be on or after the first day. Showing this month.' };
  if (daysBetween(from, to) + 1 > MAX_REPORT_DAYS) return { range: fallback, problem: 'Choose at most three years. Showing this month.' };
  return { range: { from, to }, problem: null };
}
