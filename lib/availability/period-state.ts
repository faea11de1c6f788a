import type { RentalPeriod } from '@/lib/rental-period/rental-period';
import { addDays, daysBetween, shortDay, type CalendarDay } from '@/lib/text/calendar-day';
import { nextFreeStart, type DayLoad } from './availability';

/** How a card colours its state: every unit free, some, or none. */
export type PeriodTone = 'free' | 'partly' | 'taken';
/** A rental prop's state for the person's period, in the words its card shows (issue 28 §4). Plain data: cards render in the browser too. */
export type PeriodState = { words: string; tone: PeriodTone };

type PeriodStateInput = {
  /** The units the house has. */
  quantity: number;
  /** Units away per day from the period's pick-up to past the horizon; days with none away are absent. */
  loads: Map<CalendarDay, DayLoad>;
  period: RentalPeriod;
  /** How far past the period "next free" looks. */
  horizonDays: number;
  locale: string;
};

/**
 * A rental prop's state for a period (issue 28 §4), from its units away per day (lib/holds/availability.ts):
 * - some units free on every day: "3 of 5 available" ("Available" for a prop the house has one of);
 * - none, and on some day nothing but holds keeps them (held or challenged, which may yet end and
 *   leave room for a second hold): "On hold: free from Dec 9";
 * - none, and on some day orders, props out or staff blocks alone take every unit: "Out until Dec 12".
 * The day named is the first from which a unit is free for as long as the period, as "Check your
 * dates" says it; without one in the horizon, "… for these days".
 */
export function periodState({ quantity, loads, period, horizonDays, locale }: PeriodStateInput): PeriodState {
  if (quantity <= 0) return { words: 'None available', tone: 'taken' };
  const length = daysBetween(period.from, period.to) + 1;
  let busiest = 0;
  let out = false;
  for (let offset = 0; offset < length; offset++) {
    const load = loads.get(addDays(period.from, offset));
    if (!load) continue;
    busiest = Math.max(busiest, load.away);
    if (load.away - load.held >= quantity) out = true;
  }
  const available = Math.max(0, quantity - busiest);
  if (available > 0) return { words: quantity === 1 ? 'Available' : `${available} of ${quantity} available`, tone: available === quantity ? 'free' : 'partly' };
  const away = new Map([...loads].map(([day, load]) => [day, load.away]));
  const next = nextFreeStart(away, quantity, 1, addDays(period.from, 1), length, horizonDays);
  const day = next && shortDay(next, locale);
  if (out) return { words: day ? `Out until ${day}` : 'Out for these days', tone: 'taken' };
  return { words: day ? `On hold: free from ${day}` : 'On hold for these days', tone: 'taken' };
}
