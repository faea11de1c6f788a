import type { RentalPeriod } from '@/lib/rental-period/rental-period';
import { addDays, daysBetween, shortDay, type CalendarDay } from '@/lib/text/calendar-day';
import { nextFreeStart, type DayLoad } from './availability';

/** How a card colours its state: every unit free, some, or none. */
export type PeriodTone = 'free' | 'partly' | 'taken';
/** A rental prop's state for the person's period, in the words its card shows (issue 28 §4). Plain data: cards render in the browser too. */
export type PeriodState = { words: string; tone: PeriodTone };

/**
 * What a prop's units are doing over a period (issue 39 §2): the most away on any one day of it;
 * whether on some day of it orders, props out or staff blocks alone take every unit (a hold may yet
 * end, those will not); and, when some day of it has no unit free, the first day after the pick-up
 * from which one is free for as long as the period, starting within the horizon (null: none).
 */
export type PeriodLoad = { busiest: number; out: boolean; nextFree: CalendarDay | null };

/** A prop with nothing away over the period. */
export const NOTHING_AWAY: PeriodLoad = { busiest: 0, out: false, nextFree: null };

/** Said of a taken prop with no free stretch as long as the period within the horizon, and of a prop with no units. */
export const NOT_IN_SIX_MONTHS = 'Not available in the next six months';

type PeriodLoadInput = {
  quantity: number;
  /** Units away per day from the period's pick-up to past the horizon; days with none away are absent. */
  loads: Map<CalendarDay, DayLoad>;
  period: RentalPeriod;
  horizonDays: number;
};

/**
 * `PeriodLoad` walked day by day: the rule as plain code, the model the page's query
 * (`periodLoadsOf`, lib/availability/period-loads.ts) is tested against.
 */
export function periodLoad({ quantity, loads, period, horizonDays }: PeriodLoadInput): PeriodLoad {
  const length = daysBetween(period.from, period.to) + 1;
  let busiest = 0;
  let out = false;
  for (let offset = 0; offset < length; offset++) {
    const load = loads.get(addDays(period.from, offset));
    if (!load) continue;
    busiest = Math.max(busiest, load.away);
    if (load.away - load.held >= quantity) out = true;
  }
  if (busiest < quantity) return { busiest, out, nextFree: null };
  const away = new Map([...loads].map(([day, load]) => [day, load.away]));
  return { busiest, out, nextFree: nextFreeStart(away, quantity, 1, addDays(period.from, 1), length, horizonDays) };
}

/**
 * A rental prop's state for a period (issue 28 §4), and when a taken one is next free (issue 39 §2):
 * - some units free on every day: "3 of 5 available" ("Available" for a prop the house has one of);
 * - none, and on some day orders, props out or staff blocks alone take every unit: "Back Dec 16";
 * - none, and only holds keep them (held or challenged), which may yet end and leave room for a
 *   second hold: "On hold until Dec 20 (second holds welcome)";
 * - none free for as long as the period within six months, or no units at all: "Not available in the
 *   next six months".
 * The day named is the first from which a unit is free for as long as the period, as "Check your
 * dates" counts it: the day the crew could pick it up.
 */
export function periodState(quantity: number, load: PeriodLoad, locale: string): PeriodState {
  if (quantity <= 0) return { words: NOT_IN_SIX_MONTHS, tone: 'taken' };
  const available = Math.max(0, quantity - load.busiest);
  if (available > 0) return { words: quantity === 1 ? 'Available' : `${available} of ${quantity} available`, tone: available === quantity ? 'free' : 'partly' };
  return { words: nextFreeWords(load, locale), tone: 'taken' };
}

/** When a prop none of whose units is free is next free, in words: what a card says, and an item page after its days. */
export function nextFreeWords(load: PeriodLoad, locale: string): string {
  if (!load.nextFree) return NOT_IN_SIX_MONTHS;
  const day = shortDay(load.nextFree, locale);
  return load.out ? `Back ${day}` : `On hold until ${day} (second holds welcome)`;
}
