import { basisPoints, percentOf } from '@/lib/house/money';
import { daysBetween, isCalendarDay, type CalendarDay } from '@/lib/text/calendar-day';

/**
 * The weekly quote of a set list (issue 11 §4), a pure function the set-list page shows live and a
 * Hold request snapshots (issue 12). Money is in integer cents throughout.
 *
 * - A rental week is 7 days plus one grace day: picked up on a Monday and back by the next Tuesday
 *   is one week; each further 7 days (or part of them) is another week. Same-day is one week.
 * - Week k is discounted by the tenant's weeklyDiscounts[k - 1] percent (entry 1 = week 1 … entry
 *   8 = week 8); weeks past the eighth get `discountAfterEighthWeek` (the tenant's
 *   weeklyDiscountAfterEighthWeek), by default the eighth entry's (decision 86).
 * - Each week's discount is rounded to the cent per line, so the total is the sum of what each line shows.
 * - With card authorisation, the amount held is the total plus the tenant's processing percentage
 *   (cardAuthProcessingPercent, 3 % by spec §9), rounded to the cent.
 * - With prices hidden (showSkuNotPrice), the quote has weeks and quantities but no money.
 */

export type QuoteSettings = {
  /** Percent off for weeks 1 to 8. */
  weeklyDiscounts: readonly number[];
  /** Percent off for week 9 and after; the eighth entry when not set. */
  discountAfterEighthWeek?: number;
  hasCreditCardAuth: boolean;
  /** Added to the total for the card authorisation. */
  cardProcessingPercent: number;
  showPrices: boolean;
};

export type { CalendarDay };

export type QuoteLine = { itemId: string; quantity: number; weeklyRateCents: number | null };

export type PricedLine = QuoteLine & { subtotalCents: number; discountCents: number; totalCents: number };

export type WeeklyQuote =
  | { weeks: number; showPrices: false; lines: QuoteLine[] }
  | {
      weeks: number;
      showPrices: true;
      lines: PricedLine[];
      subtotalCents: number;
      discountCents: number;
      totalCents: number;
      /** What the card is authorised for, when the tenant takes cards; null otherwise. */
      cardAuthorisationCents: number | null;
    };

/** Rental weeks from pick-up to return: 7 days plus a grace day for the first, 7 days for each after. */
export function rentalWeeks(pickUp: CalendarDay, returnBy: CalendarDay): number {
  for (const day of [pickUp, returnBy]) if (!isCalendarDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  const days = daysBetween(pickUp, returnBy);
  if (days < 0) throw new RangeError('The return day is before the pick-up day.');
  return Math.max(1, Math.ceil((days - 1) / 7));
}

/** The percent off for week `week` (1-based). */
export function weekDiscountPercent(week: number, settings: Pick<QuoteSettings, 'weeklyDiscounts' | 'discountAfterEighthWeek'>): number {
  const { weeklyDiscounts } = settings;
  if (week <= weeklyDiscounts.length) return weeklyDiscounts[week - 1] ?? 0;
  return settings.discountAfterEighthWeek ?? weeklyDiscounts[weeklyDiscounts.length - 1] ?? 0;
}

function priceLine(line: QuoteLine, weeks: number, settings: QuoteSettings): PricedLine {
  const perWeek = (line.weeklyRateCents ?? 0) * line.quantity;
  let discountCents = 0;
  for (let week = 1; week <= weeks; week++) discountCents += percentOf(perWeek, basisPoints(weekDiscountPercent(week, settings)));
  const subtotalCents = perWeek * weeks;
  return { ...line, subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}

export function weeklyQuote(lines: QuoteLine[], dates: { pickUp: CalendarDay; returnBy: CalendarDay }, settings: QuoteSettings): WeeklyQuote {
  const weeks = rentalWeeks(dates.pickUp, dates.returnBy);
  if (!settings.showPrices) return { weeks, showPrices: false, lines };
  const priced = lines.map((line) => priceLine(line, weeks, settings));
  const sum = (pick: (line: PricedLine) => number) => priced.reduce((total, line) => total + pick(line), 0);
  const totalCents = sum((line) => line.totalCents);
  return {
    weeks,
    showPrices: true,
    lines: priced,
    subtotalCents: sum((line) => line.subtotalCents),
    discountCents: sum((line) => line.discountCents),
    totalCents,
    cardAuthorisationCents: settings.hasCreditCardAuth ? totalCents + percentOf(totalCents, basisPoints(settings.cardProcessingPercent)) : null,
  };
}
