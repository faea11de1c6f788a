import { describe, expect, it } from 'vitest';
import { billOrder, type BilledPortion, type BillingSettings } from './bill-order';
import { basisPoints } from '@/lib/house/money';
import { percentOf } from '@/lib/house/money';

// The demo house's schedule: weeks 1–8, then 40 % off from week 9 on.
const SCHEDULE = [0, 10, 15, 20, 25, 30, 35, 35];
const settings = (over: Partial<BillingSettings> = {}): BillingSettings => ({
  weeklyDiscounts: SCHEDULE,
  discountAfterEighthWeek: 40,
  taxPercent: 0,
  taxOnProcessing: false,
  cardProcessingPercent: null,
  ...over,
});
const stool = (over: Partial<BilledPortion> = {}): BilledPortion => ({
  lineId: 'l1',
  title: 'Chrome Bar Stool',
  units: 1,
  weeklyRateCents: 2_500,
  outOn: '2027-03-01',
  backOn: '2027-03-02',
  ...over,
});

describe('issue 26 §3: the weeks a prop was really out, with the grace day', () => {
  it.each([
    ['the same day', '2027-03-01', 1],
    ['Monday to the next Tuesday (7 days and the grace day)', '2027-03-09', 1],
    ['a day past the grace day', '2027-03-10', 2],
    ['two weeks and the grace day', '2027-03-16', 2],
    ['ten weeks and the grace day', '2027-05-11', 10],
  ])('%s is %i week(s)', (_name, backOn, weeks) => {
    expect(billOrder([stool({ backOn })], settings()).lines[0]!.weeks).toBe(weeks);
  });
});

describe('issue 26 §3: the discount schedule, week by week, past week 8 too', () => {
  it('ten weeks of a $25 prop: 0 %, 10 % … 35 % for weeks 1–8, then 40 % for weeks 9 and 10', () => {
    const bill = billOrder([stool({ backOn: '2027-05-11' })], settings());
    const offPerWeek = [0, 10, 15, 20, 25, 30, 35, 35, 40, 40].map((percent) => (2_500 * percent) / 100);
    expect(bill.lines[0]).toMatchObject({ weeks: 10, subtotalCents: 25_000, weeklyDiscountCents: offPerWeek.reduce((a, b) => a + b, 0) });
    expect(bill.rentalCents).toBe(25_000 - 6_250);
  });

  it('each week’s discount is rounded half up on the portion: 3 units at $3.33, 10 % off week 2', () => {
    // 999 ¢ a week; week 2's 10 % is 99.9 ¢ → 100 ¢.
    const bill = billOrder([stool({ units: 3, weeklyRateCents: 333, backOn: '2027-03-10' })], settings());
    expect(bill.lines[0]).toMatchObject({ subtotalCents: 1_998, weeklyDiscountCents: 100, totalCents: 1_898 });
  });
});

describe('issue 26 §3: staff discounts, tax and the card processing charge', () => {
  it('a line’s discount, then the order’s, each on what is left', () => {
    const bill = billOrder([stool({ weeklyRateCents: 10_000, lineDiscountPercent: 10 })], settings(), 5);
    // 10,000 − 1,000 (line) = 9,000; − 450 (order) = 8,550.
    expect(bill.lines[0]).toMatchObject({ staffDiscountCents: 1_450, totalCents: 8_550 });
  });

  it('tax on the rental at 9.5 %, rounded once on the total, not on each line', () => {
    const lines = [stool({ lineId: 'a', weeklyRateCents: 1_005 }), stool({ lineId: 'b', weeklyRateCents: 1_005 })];
    const bill = billOrder(lines, settings({ taxPercent: 9.5 }));
    // 2,010 × 9.5 % = 190.95 → 191 (per line it would be 95.475 → 95, twice 190).
    expect(bill).toMatchObject({ rentalCents: 2_010, taxCents: 191, totalCents: 2_201 });
  });

  it('paid by card: 3 % processing on the rental, untaxed unless the house says so', () => {
    const rental = [stool({ weeklyRateCents: 10_000 })];
    expect(billOrder(rental, settings({ taxPercent: 8.25, cardProcessingPercent: 3 }))).toMatchObject({
      rentalCents: 10_000,
      processingCents: 300,
      taxCents: 825,
      totalCents: 11_125,
    });
    expect(billOrder(rental, settings({ taxPercent: 8.25, cardProcessingPercent: 3, taxOnProcessing: true }))).toMatchObject({
      processingCents: 300,
      // 10,300 × 8.25 % = 849.75 → 850.
      taxCents: 850,
      totalCents: 11_150,
    });
  });

  it('on account: no processing charge', () => {
    expect(billOrder([stool()], settings({ cardProcessingPercent: null })).processingCents).toBe(0);
  });
});

describe('issue 26 §5: a partial return bills each portion for its own days', () => {
  it('four stools out on Mar 1: two back on Mar 9 (one week), two on Mar 16 (two weeks)', () => {
    const bill = billOrder(
      [stool({ units: 2, backOn: '2027-03-09' }), stool({ units: 2, backOn: '2027-03-16' })],
      settings({ weeklyDiscounts: [0, 10, 10, 10, 10, 10, 10, 10] }),
    );
    expect(bill.lines.map((line) => [line.weeks, line.totalCents])).toEqual([
      [1, 5_000],
      [2, 5_000 + 4_500],
    ]);
    expect(bill.rentalCents).toBe(14_500);
  });
});

describe('issue 26: money is integer cents, exactly', () => {
  it('percentages are basis points and rounding is half up on exact integers', () => {
    expect(basisPoints(8.25)).toBe(825n);
    expect(percentOf(1, 5_000n)).toBe(1); // 0.5 → 1
    expect(percentOf(3, 5_000n)).toBe(2); // 1.5 → 2
    expect(percentOf(2, 2_500n)).toBe(1); // 0.5 → 1
    expect(percentOf(1, 4_999n)).toBe(0);
    // Far past where a float would lose the cent.
    expect(percentOf(9_007_199_254_740_991, 333n)).toBe(299_939_735_182_875);
  });

  it('refuses what is not money: a negative or fractional amount, a percentage past 100', () => {
    expect(() => billOrder([stool({ weeklyRateCents: 12.5 })], settings())).toThrow(RangeError);
    expect(() => billOrder([stool({ units: -1 })], settings())).toThrow(RangeError);
    expect(() => billOrder([stool()], settings({ taxPercent: 120 }))).toThrow(RangeError);
    expect(() => billOrder([stool({ backOn: '2027-02-27' })], settings())).toThrow(RangeError);
  });
});
