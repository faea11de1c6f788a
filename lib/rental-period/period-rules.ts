import { daysBetween, type CalendarDay } from '@/lib/text/calendar-day';
import { MAX_DATE_RANGE_DAYS } from './date-range';

/** The words beside the field, the same wherever days are typed: a set list, a Hold request, the header. */
export const PAST_PICK_UP = 'Choose a pick-up day from today on.';
export const PAST_RETURN = 'Choose a return day from today on.';
export const RETURN_BEFORE_PICK_UP = 'The return day must be on or after the pick-up day.';
export const TOO_LONG = 'Choose at most a year between pick-up and return.';

export type PeriodRefusal = { field: 'pickUp' | 'return'; message: string };

/**
 * What is wrong with days someone chose (issue 28 §4), or null: a pick-up day before the house's
 * today, a return before the pick-up, or a stretch longer than the catalogue answers for. Said of the
 * field to fix: the pick-up day when it has passed, else the return day.
 */
export function periodRefusal(pickUp: CalendarDay, returnOn: CalendarDay, today: CalendarDay): PeriodRefusal | null {
  if (pickUp < today) return { field: 'pickUp', message: PAST_PICK_UP };
  if (returnOn < pickUp) return { field: 'return', message: RETURN_BEFORE_PICK_UP };
  if (daysBetween(pickUp, returnOn) > MAX_DATE_RANGE_DAYS) return { field: 'return', message: TOO_LONG };
  return null;
}
