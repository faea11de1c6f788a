import { z } from 'zod';
import { sameSitePath } from '@/lib/navigation/same-site-path';
import { isCalendarDay, type CalendarDay } from '@/lib/text/calendar-day';
import { periodRefusal } from './period-rules';
import { isAhead, periodInParams, type RentalPeriod } from './rental-period';

/** The cookie's text: two days joined by "_". Anything else (too long, other characters) is not ours. */
const cookieText = z
  .string()
  .max(21)
  .regex(/^\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}$/);

/**
 * The period the person's cookie keeps, validated (decision 111): the catalogue's bounds, and a
 * pick-up day from today on. Malformed, out of bounds or past, it is ignored as if there were none.
 */
export function periodFromCookie(value: unknown, today: CalendarDay): RentalPeriod | null {
  const text = cookieText.safeParse(value);
  if (!text.success) return null;
  const [from, to] = text.data.split('_');
  const period = periodInParams({ from, to });
  return period && isAhead(period, today) ? period : null;
}

const day = (message: string) => z.string().trim().refine(isCalendarDay, message);
/** The page to go back to: only a path on this site, else the catalogue. */
const backTo = z
  .string()
  .max(2000)
  .default('')
  .transform((value) => sameSitePath(value) ?? '');

/**
 * The header's "Rental dates" (issue 28 §4): choose a period (`set`, with its days, refused beside
 * the field when the pick-up has passed or the return comes first) or forget it (`clear`). `next` is
 * the page it was chosen on.
 */
export function rentalPeriodFormSchema(today: CalendarDay) {
  return z.discriminatedUnion('intent', [
    z.object({ intent: z.literal('clear'), next: backTo }),
    z.object({ intent: z.literal('set'), from: day('Choose a pick-up day.'), to: day('Choose a return day.'), next: backTo }).superRefine((input, context) => {
      // Days that are not days were refused already, each beside its field.
      if (!isCalendarDay(input.from) || !isCalendarDay(input.to)) return;
      const refusal = periodRefusal(input.from, input.to, today);
      if (refusal) context.addIssue({ code: 'custom', message: refusal.message, path: [refusal.field === 'pickUp' ? 'from' : 'to'] });
    }),
  ]);
}

export type RentalPeriodForm = z.infer<ReturnType<typeof rentalPeriodFormSchema>>;
