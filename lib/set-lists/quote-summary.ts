import { formatCents } from '@/lib/house/money';
import { weeklyQuote, type CalendarDay, type QuoteSettings, type WeeklyQuote } from './weekly-quote';

/**
 * What a set list shows of its weekly quote (issue 11 §4), as text: the weeks, and when the tenant
 * shows prices each line's total and the subtotal, discount, total and card authorisation, in the
 * tenant's currency and locale. Pure, so both kinds of tenant are tested without building twice.
 */

export type TenantQuoteSettings = {
  vendor: { weeklyDiscounts: readonly number[]; weeklyDiscountAfterEighthWeek?: number };
  hasCreditCardAuth: boolean;
  cardAuthProcessingPercent: number;
  showSkuNotPrice: boolean;
  locale: string;
  currency: string;
};

export type QuotedLine = { id: string; quantity: number; weeklyPrice: number | null; stock: number | null };

export type QuoteSummary = {
  weeks: number;
  weeksLabel: string;
  /** Per line id, its total for the rental ("$240.00"); empty when prices are hidden. */
  lineTotals: Record<string, string>;
  /** Label and amount rows under the lines; empty when prices are hidden. */
  rows: { label: string; amount: string }[];
  quote: WeeklyQuote;
};

export function quoteSettings(tenant: TenantQuoteSettings): QuoteSettings {
  return {
    weeklyDiscounts: tenant.vendor.weeklyDiscounts,
    discountAfterEighthWeek: tenant.vendor.weeklyDiscountAfterEighthWeek,
    hasCreditCardAuth: tenant.hasCreditCardAuth,
    cardProcessingPercent: tenant.cardAuthProcessingPercent,
    showPrices: !tenant.showSkuNotPrice,
  };
}

/** The quote of a list with both dates; lines whose prop has left the catalogue are not in it. */
export function summariseQuote(lines: QuotedLine[], dates: { pickUp: CalendarDay; returnBy: CalendarDay }, tenant: TenantQuoteSettings): QuoteSummary {
  const quote = weeklyQuote(
    lines.filter((line) => line.stock !== null).map((line) => ({ itemId: line.id, quantity: line.quantity, weeklyRateCents: line.weeklyPrice })),
    dates,
    quoteSettings(tenant),
  );
  const weeksLabel = quote.weeks === 1 ? '1 rental week' : `${quote.weeks} rental weeks`;
  if (!quote.showPrices) return { weeks: quote.weeks, weeksLabel, lineTotals: {}, rows: [], quote };
  const money = (cents: number) => formatCents(cents, tenant);
  const rows = [
    { label: 'Subtotal', amount: money(quote.subtotalCents) },
    { label: 'Weekly discount', amount: quote.discountCents > 0 ? `−${money(quote.discountCents)}` : money(0) },
    { label: 'Total', amount: money(quote.totalCents) },
  ];
  if (quote.cardAuthorisationCents !== null) {
    rows.push({ label: `Card authorisation (total plus ${tenant.cardAuthProcessingPercent}% processing)`, amount: money(quote.cardAuthorisationCents) });
  }
  return { weeks: quote.weeks, weeksLabel, lineTotals: Object.fromEntries(quote.lines.map((line) => [line.itemId, money(line.totalCents)])), rows, quote };
}
