import { describe, expect, it } from 'vitest';
import { checkInFieldsSchema } from '@/lib/holds/check-in-schema';
import { lossDamageCharges, type ReturnedLine } from './loss-damage-charges';

const line = (fields: Partial<ReturnedLine>): ReturnedLine => ({
  lineId: 'l1',
  title: 'Brass Floor Lamp',
  sku: 'LGT-000001',
  missingUnits: 0,
  damagedUnits: 0,
  repairCents: 0,
  replacementValueCents: 15_000,
  ...fields,
});

describe('issue 26 §4: what an order’s loss and damage come to', () => {
  it.each([
    ['2 missing at $150', [line({ missingUnits: 2 })], 30_000],
    ['1 damaged, $85.50 of repair', [line({ damagedUnits: 1, repairCents: 8_550 })], 8_550],
    ['both on one line', [line({ missingUnits: 1, damagedUnits: 2, repairCents: 4_000 })], 19_000],
    ['a line back whole is left off', [line({}), line({ lineId: 'l2', missingUnits: 1, replacementValueCents: 999 })], 999],
  ])('issue 26 §4: %s', (_, lines, total) => {
    const charges = lossDamageCharges(lines);
    expect(charges).toMatchObject({ ok: true, totalCents: total });
    expect(charges.ok && charges.lines.every((billed) => billed.totalCents === billed.missingCents + billed.repairCents)).toBe(true);
  });

  it('issue 26 §4: refuses when nothing is missing or damaged, names the props missing without a replacement value, and a $0 bill', () => {
    expect(lossDamageCharges([line({})])).toEqual({ ok: false, reason: 'NOTHING_LOST_OR_DAMAGED', skus: [] });
    expect(lossDamageCharges([line({ missingUnits: 1, replacementValueCents: null }), line({ sku: 'B', missingUnits: 1, replacementValueCents: 0 })])).toEqual({
      ok: false,
      reason: 'NO_REPLACEMENT_VALUE',
      skus: ['LGT-000001', 'B'],
    });
    // Damaged units of a prop without a replacement value are billed by their repair alone.
    expect(lossDamageCharges([line({ damagedUnits: 1, repairCents: 500, replacementValueCents: null })])).toMatchObject({ ok: true, totalCents: 500 });
    expect(lossDamageCharges([line({ damagedUnits: 1 })])).toMatchObject({ ok: false, reason: 'NOTHING_TO_CHARGE' });
  });

  it('issue 26 §4: the counter’s fields read damaged units as a whole number and the repair amount digit by digit', () => {
    expect(checkInFieldsSchema.parse({ conditionNote: '', missingUnits: '', damagedUnits: '', repairCents: '' })).toEqual({
      conditionNote: '',
      missingUnits: 0,
      damagedUnits: 0,
      repairCents: 0,
    });
    expect(checkInFieldsSchema.parse({ missingUnits: '1', damagedUnits: '2', repairCents: '$1,085.5' })).toMatchObject({
      damagedUnits: 2,
      repairCents: 108_550,
    });
    expect(checkInFieldsSchema.parse({ repairCents: '0.29' }).repairCents).toBe(29);
    expect(checkInFieldsSchema.safeParse({ damagedUnits: '1.5' }).success).toBe(false);
    expect(checkInFieldsSchema.safeParse({ repairCents: 'a lot' }).error?.issues[0]?.message).toBe(
      'Enter the repair amount in dollars, such as 85.00, or leave it empty.',
    );
  });
});
