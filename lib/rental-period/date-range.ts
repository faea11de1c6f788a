import { daysBetween, isCalendarDay } from '@/lib/text/calendar-day';

export type DateRange = { from: string; to: string };

/** The longest stretch the date filter answers for. */
export const MAX_DATE_RANGE_DAYS = 366;

/** The asked days, when both are real days in order and not too far apart; otherwise no period at all. */
export function dateRange(from: string | undefined, to: string | undefined): DateRange | null {
  if (!isCalendarDay(from) || !isCalendarDay(to) || to < from) return null;
  return daysBetween(from, to) <= MAX_DATE_RANGE_DAYS ? { from, to } : null;
}
