import { basisPoints, percentOf } from '@/lib/house/money';
import { rentalWeeks, weekDiscountPercent, type CalendarDay } from '@/lib/set-lists/weekly-quote';

/**
 * What an order is billed (issue 26 §3): one pure function, table-tested, in integer cents.
 *
 * - Each portion of a line (its units that went out and came back on the same days; a partial
 *   return splits a line into portions) is billed for the rental weeks from the day it really went
 *   out to the day it really came back: 7 days and a grace day for the first week, 7 for each after
 *   (`rentalWeeks`, decision 86).
 * - Week k of a portion is discounted by the tenant's schedule (`weeklyDiscounts`, past the eighth
 *   week the after-eighth rate), then the line's own staff discount, then the order's, each applied
 *   to what is left and rounded to the cent on the portion, so the invoice is the sum of its lines.
 * - Tax is the tenant's rate on the rental (and on the card processing charge only when the tenant
 *   says so), rounded once on the total. The card processing charge (spec §9) is its percentage of
 *   the rental, when the order is paid by card.
 * - Percentages may have decimals (8.25 %): they are held as basis points, and every rounding is
 *   half up on exact integers (no float arithmetic touches money).
 */

export type BilledPortion = {
  lineId: string;
  title: string;
  units: number;
  /** Cents per unit per week. */
  weeklyRateCents: number;
  outOn: CalendarDay;
  backOn: CalendarDay;
  /** Staff's discount on this line, percent. */
  lineDiscountPercent?: number;
};

export type BillingSettings = {
  weeklyDiscounts: readonly number[];
  discountAfterEighthWeek?: number;
  /** Percent; 0 where the house charges none. */
  taxPercent: number;
  /** Whether the card processing charge is taxed too. */
  taxOnProcessing: boolean;
  /** The card processing percentage when the order is paid by card; null on account. */
  cardProcessingPercent: number | null;
};

export type BilledLine = BilledPortion & {
  weeks: number;
  subtotalCents: number;
  weeklyDiscountCents: number;
  staffDiscountCents: number;
  totalCents: number;
};

export type OrderBill = {
  lines: BilledLine[];
  subtotalCents: number;
  weeklyDiscountCents: number;
  staffDiscountCents: number;
  rentalCents: number;
  processingCents: number;
  taxCents: number;
  totalCents: number;
};

function billPortion(portion: BilledPortion, orderDiscount: bigint, settings: BillingSettings): BilledLine {
  if (!Number.isSafeInteger(portion.units) || portion.units < 0) throw new RangeError(`Not a number of units: ${portion.units}`);
  if (!Number.isSafeInteger(portion.weeklyRateCents) || portion.weeklyRateCents < 0) throw new RangeError(`Not a weekly rate: ${portion.weeklyRateCents}`);
  const weeks = rentalWeeks(portion.outOn, portion.backOn);
  const perWeek = portion.weeklyRateCents * portion.units;
  let weeklyDiscountCents = 0;
  for (let week = 1; week <= weeks; week++) weeklyDiscountCents += percentOf(perWeek, basisPoints(weekDiscountPercent(week, settings)));
  const subtotalCents = perWeek * weeks;
  const afterSchedule = subtotalCents - weeklyDiscountCents;
  const lineDiscount = percentOf(afterSchedule, basisPoints(portion.lineDiscountPercent ?? 0));
  const orderDiscountCents = percentOf(afterSchedule - lineDiscount, orderDiscount);
  const staffDiscountCents = lineDiscount + orderDiscountCents;
  return { ...portion, weeks, subtotalCents, weeklyDiscountCents, staffDiscountCents, totalCents: afterSchedule - staffDiscountCents };
}

export function billOrder(portions: readonly BilledPortion[], settings: BillingSettings, orderDiscountPercent = 0): OrderBill {
  const orderDiscount = basisPoints(orderDiscountPercent);
  const lines = portions.map((portion) => billPortion(portion, orderDiscount, settings));
  const sum = (pick: (line: BilledLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const rentalCents = sum((line) => line.totalCents);
  const processingCents = settings.cardProcessingPercent === null ? 0 : percentOf(rentalCents, basisPoints(settings.cardProcessingPercent));
  const taxCents = percentOf(rentalCents + (settings.taxOnProcessing ? processingCents : 0), basisPoints(settings.taxPercent));
  return {
    lines,
    subtotalCents: sum((line) => line.subtotalCents),
    weeklyDiscountCents: sum((line) => line.weeklyDiscountCents),
    staffDiscountCents: sum((line) => line.staffDiscountCents),
    rentalCents,
    processingCents,
    taxCents,
    totalCents: rentalCents + processingCents + taxCents,
  };
}
