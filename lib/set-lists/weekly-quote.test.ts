import { describe, expect, it } from 'vitest';
import { rentalWeeks, weekDiscountPercent, weeklyQuote, type QuoteSettings } from './weekly-quote';

const NO_DISCOUNTS = [0, 0, 0, 0, 0, 0, 0, 0];
const settings = (overrides: Partial<QuoteSettings> = {}): QuoteSettings => ({
  weeklyDiscounts: NO_DISCOUNTS,
  hasCreditCardAuth: false,
  cardProcessingPercent: 3,
  showPrices: true,
  ...overrides,
});

describe('issue 11 §4: rental weeks, 7 days plus one grace day', () => {
  it.each([
    ['2027-03-01', '2027-03-01', 1, 'same day'],
    ['2027-03-01', '2027-03-02', 1, 'Monday to Tuesday'],
    ['2027-03-01', '2027-03-08', 1, 'Monday to the next Monday'],
    ['2027-03-01', '2027-03-09', 1, 'Monday to the next Tuesday: the grace day'],
    ['2027-03-01', '2027-03-10', 2, 'one day past the grace day'],
    ['2027-03-01', '2027-03-16', 2, 'two weeks and the grace day'],
    ['2027-03-01', '2027-03-17', 3, 'a day more'],
    ['2027-03-27', '2027-04-04', 1, 'across a month and daylight saving time'],
    ['2027-12-27', '2028-01-04', 1, 'across the new year'],
  ])('%s → %s is %i week(s): %s', (pickUp, returnBy, weeks) => {
    expect(rentalWeeks(pickUp, returnBy)).toBe(weeks);
  });

  it('refuses a return before the pick-up, and what is not a day', () => {
    expect(() => rentalWeeks('2027-03-09', '2027-03-01')).toThrow('The return day is before the pick-up day.');
    expect(() => rentalWeeks('March 1', '2027-03-09')).toThrow(RangeError);
  });
});

describe('issue 11 §4: each week discounted by its entry of weeklyDiscounts', () => {
  const discounts = [0, 5, 10, 15, 20, 25, 30, 35];

  it.each([1, 2, 3, 4, 5, 6, 7, 8].map((week) => [week, discounts[week - 1]]))('week %i gets entry %i', (week, percent) => {
    expect(weekDiscountPercent(week, { weeklyDiscounts: discounts })).toBe(percent);
  });

  it('weeks past the eighth get discountAfterEighthWeek, or the eighth entry by default (decision 86)', () => {
    expect(weekDiscountPercent(9, { weeklyDiscounts: discounts })).toBe(35);
    expect(weekDiscountPercent(12, { weeklyDiscounts: discounts, discountAfterEighthWeek: 50 })).toBe(50);
  });

  it('a line over 10 weeks adds each week at its own discount', () => {
    // 2027-03-01 → 2027-05-11 is 71 days: ceil(70 / 7) = 10 weeks.
    const quote = weeklyQuote(
      [{ itemId: 'lamp', quantity: 2, weeklyRateCents: 4_500 }],
      { pickUp: '2027-03-01', returnBy: '2027-05-11' },
      settings({ weeklyDiscounts: discounts }),
    );
    if (!quote.showPrices) throw new Error('prices shown');
    expect(quote.weeks).toBe(10);
    const perWeek = 9_000;
    const percents = [0, 5, 10, 15, 20, 25, 30, 35, 35, 35];
    expect(quote.subtotalCents).toBe(perWeek * 10);
    expect(quote.discountCents).toBe(percents.reduce((sum, percent) => sum + (perWeek * percent) / 100, 0));
    expect(quote.totalCents).toBe(quote.subtotalCents - quote.discountCents);
  });
});

describe('issue 11 §4: cents, lines, card authorisation and hidden prices', () => {
  const dates = { pickUp: '2027-03-01', returnBy: '2027-03-09' };

  it("rounds each line's weekly discount to the cent, and the totals are the sums of the lines", () => {
    const quote = weeklyQuote(
      [
        { itemId: 'chair', quantity: 3, weeklyRateCents: 1_333 },
        { itemId: 'rug', quantity: 1, weeklyRateCents: 999 },
        { itemId: 'box', quantity: 5, weeklyRateCents: null },
      ],
      dates,
      settings({ weeklyDiscounts: [7.5, 0, 0, 0, 0, 0, 0, 0] }),
    );
    if (!quote.showPrices) throw new Error('prices shown');
    expect(quote.lines.map((line) => [line.subtotalCents, line.discountCents, line.totalCents])).toEqual([
      [3_999, 300, 3_699],
      [999, 75, 924],
      [0, 0, 0],
    ]);
    expect([quote.subtotalCents, quote.discountCents, quote.totalCents]).toEqual([4_998, 375, 4_623]);
    expect(quote.cardAuthorisationCents).toBeNull();
  });

  it('spec §9 hasCreditCardAuth: the card is authorised for the total plus 3 % processing, rounded to the cent', () => {
    const quote = weeklyQuote([{ itemId: 'sofa', quantity: 1, weeklyRateCents: 12_345 }], dates, settings({ hasCreditCardAuth: true }));
    if (!quote.showPrices) throw new Error('prices shown');
    expect(quote.cardAuthorisationCents).toBe(12_345 + 370);
  });

  it('spec §9 showSkuNotPrice: with prices hidden the quote has weeks and quantities and no money', () => {
    const lines = [{ itemId: 'sofa', quantity: 2, weeklyRateCents: 12_345 }];
    expect(weeklyQuote(lines, dates, settings({ showPrices: false, hasCreditCardAuth: true }))).toEqual({ weeks: 1, showPrices: false, lines });
  });
});
