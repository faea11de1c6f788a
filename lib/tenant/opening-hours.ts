import { z } from 'zod';
import { WEEKDAY_NAMES } from '@/lib/text/weekday-names';

export { WEEKDAY_NAMES };

/**
 * The house's opening hours (issue 38 §4): a structured week beside the free-text `vendor.hours`
 * shown to people. 1 = Monday … 7 = Sunday; a day left out or empty is closed; a day may have more
 * than one period (a lunch break). Refused at start-up, naming the day: a period that ends when or
 * before it starts, and periods of one day that overlap.
 */

/** A time of day on the house's clock, "HH:MM" in 24 hours. */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 09:00');

const WEEKDAY_KEYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

const period = z.object({ opens: clockTime, closes: clockTime });
export type OpeningPeriod = z.infer<typeof period>;

/** One day's periods: each ends after it starts, and none overlaps another (touching, 12:00 to 12:00, is fine). */
const dayPeriods = (name: string) =>
  z.array(period).superRefine((periods, context) => {
    periods.forEach(({ opens, closes }, index) => {
      if (closes <= opens) context.addIssue({ code: 'custom', path: [index, 'closes'], message: `${name}’s period ${opens}–${closes} ends before it starts` });
    });
    const sorted = periods.map((one, index) => ({ ...one, index })).sort((a, b) => (a.opens < b.opens ? -1 : a.opens > b.opens ? 1 : 0));
    sorted.forEach((one, at) => {
      const before = sorted[at - 1];
      if (before && one.opens < before.closes)
        context.addIssue({
          code: 'custom',
          path: [one.index],
          message: `${name}’s periods ${before.opens}–${before.closes} and ${one.opens}–${one.closes} overlap`,
        });
    });
  });

export const openingWeekSchema = z.strictObject(
  Object.fromEntries(WEEKDAY_KEYS.map((key, index) => [key, dayPeriods(WEEKDAY_NAMES[index]!).default([])])) as Record<
    (typeof WEEKDAY_KEYS)[number],
    z.ZodDefault<ReturnType<typeof dayPeriods>>
  >,
);
export type OpeningWeek = z.infer<typeof openingWeekSchema>;

/** What a demo prop house keeps: weekdays 09:00–17:00, Saturday morning, closed on Sunday. */
export const DEMO_OPENING_WEEK: OpeningWeek = {
  '1': [{ opens: '09:00', closes: '17:00' }],
  '2': [{ opens: '09:00', closes: '17:00' }],
  '3': [{ opens: '09:00', closes: '17:00' }],
  '4': [{ opens: '09:00', closes: '17:00' }],
  '5': [{ opens: '09:00', closes: '17:00' }],
  '6': [{ opens: '09:00', closes: '13:00' }],
  '7': [],
};
