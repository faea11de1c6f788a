import { houseToday } from '@/lib/house/clock';
import { addDays, daysBetween, isCalendarDay, type CalendarDay } from '@/lib/text/calendar-day';

/** The most days one pull sheet covers: a month of pick-ups is already a long walk. */
export const MAX_PULL_SHEET_DAYS = 31;

export type PullSheetDays = { ok: true; from: CalendarDay; to: CalendarDay } | { ok: false; message: string; from: CalendarDay; to: CalendarDay };

const said = (value: unknown): string | undefined => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : undefined;
};

/**
 * The days a pull sheet is asked for (issue 38 §3, decision 153), from the page's `from` and `to`:
 * tomorrow in the house's day when neither is given (what to pull before the morning's pick-ups), one
 * day when only one is, and a clear refusal, never an error page, for a day that is not a day, a range
 * that ends before it starts, or one longer than MAX_PULL_SHEET_DAYS. A refusal still names the days
 * the form starts from (tomorrow).
 */
export function pullSheetDays(query: { from?: unknown; to?: unknown }, timeZone: string, now = Date.now()): PullSheetDays {
  const tomorrow = addDays(houseToday(timeZone, now), 1);
  const from = said(query.from);
  const to = said(query.to);
  const refuse = (message: string): PullSheetDays => ({ ok: false, message, from: tomorrow, to: tomorrow });
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const)
    if (value !== undefined && !isCalendarDay(value))
      return refuse(`“${String(value).slice(0, 20)}” is not a day: choose the ${name === 'from' ? 'first' : 'last'} day as YYYY-MM-DD.`);
  const first = from ?? to ?? tomorrow;
  const last = to ?? from ?? tomorrow;
  if (last < first) return refuse('The last day comes before the first: choose a last day on or after it.');
  if (daysBetween(first, last) + 1 > MAX_PULL_SHEET_DAYS) return refuse(`Choose at most ${MAX_PULL_SHEET_DAYS} days at once.`);
  return { ok: true, from: first, to: last };
}
