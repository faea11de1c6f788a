import { describe, expect, it } from 'vitest';
import demo from '@/tenant/config.json';
import { summariseQuote, type TenantQuoteSettings } from './quote-summary';

const lines = [
  { id: 'line-1', quantity: 2, weeklyPrice: 4500, stock: 6 },
  { id: 'line-2', quantity: 1, weeklyPrice: null, stock: 3 },
  { id: 'gone', quantity: 4, weeklyPrice: 9900, stock: null },
];
// Pick-up Monday 2 March, back Tuesday 17 March: 15 days, two rental weeks with the grace day.
const dates = { pickUp: '2026-03-02', returnBy: '2026-03-17' };

const pricedTenant: TenantQuoteSettings = {
  vendor: { weeklyDiscounts: [0, 50, 50, 50, 50, 50, 50, 50] },
  hasCreditCardAuth: true,
  cardAuthProcessingPercent: 3,
  showSkuNotPrice: false,
  locale: 'en-US',
  currency: 'USD',
};

describe('issue 11 §4: the weekly quote as a set list shows it', () => {
  it('a tenant that shows prices: line totals, subtotal, discount, total and the card authorisation with 3 % processing', () => {
    const summary = summariseQuote(lines, dates, pricedTenant);
    expect(summary.weeksLabel).toBe('2 rental weeks');
    // 2 × $45 a week for two weeks = $180, the second week half off: $135.
    expect(summary.lineTotals).toEqual({ 'line-1': '$135.00', 'line-2': '$0.00' });
    expect(summary.rows).toEqual([
      { label: 'Subtotal', amount: '$180.00' },
      { label: 'Weekly discount', amount: '−$45.00' },
      { label: 'Total', amount: '$135.00' },
      { label: 'Card authorisation (total plus 3% processing)', amount: '$139.05' },
    ]);
  });

  it('spec §9: the authorisation is the tenant’s processing percentage, and its label says the same one', () => {
    const summary = summariseQuote(lines, dates, { ...pricedTenant, cardAuthProcessingPercent: 5 });
    expect(summary.rows.at(-1)).toEqual({ label: 'Card authorisation (total plus 5% processing)', amount: '$141.75' });
    expect(summary.quote.showPrices && summary.quote.cardAuthorisationCents).toBe(13_500 + 675);
  });

  it('without card authorisation there is no authorisation row; the locale and currency are the tenant’s', () => {
    const summary = summariseQuote(lines, dates, { ...pricedTenant, hasCreditCardAuth: false, locale: 'en-GB', currency: 'GBP' });
    expect(summary.rows.map((row) => row.label)).toEqual(['Subtotal', 'Weekly discount', 'Total']);
    expect(summary.rows[2]!.amount).toBe('£135.00');
  });

  it('the demo tenant hides prices (showSkuNotPrice): weeks, and no money at all', () => {
    const summary = summariseQuote(lines, { pickUp: '2026-03-02', returnBy: '2026-03-10' }, demo as unknown as TenantQuoteSettings);
    expect(demo.showSkuNotPrice).toBe(true);
    expect(summary).toMatchObject({ weeks: 1, weeksLabel: '1 rental week', lineTotals: {}, rows: [] });
    expect(summary.quote).not.toHaveProperty('totalCents');
    expect(summary.quote).not.toHaveProperty('cardAuthorisationCents');
  });

  it('a line whose prop left the catalogue is not quoted', () => {
    expect(summariseQuote(lines, dates, pricedTenant).quote.lines.map((line) => line.itemId)).toEqual(['line-1', 'line-2']);
  });
});
