import { shortDay, type CalendarDay } from '@/lib/text/calendar-day';

/** The days someone asked about, both included. */
export type AskedDays = { from: CalendarDay; to: CalendarDay };

/**
 * What an offered alternate says of itself (issue 28 §5): "4 available Dec 1 – Dec 8" for the days
 * asked, or, with none, the units the house has ("4 available"). "Available", not "free": in a house
 * that gives props away, "free" means no charge (issue 28 §4).
 */
export function availableWords(available: number, days: AskedDays | null, locale: string): string {
  const units = `${available} available`;
  return days ? `${units} ${shortDay(days.from, locale)} – ${shortDay(days.to, locale)}` : units;
}
