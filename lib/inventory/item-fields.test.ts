import { describe, expect, it } from 'vitest';
import { ITEM_COLUMNS, OPTIONAL_ITEM_COLUMNS, itemFieldsSchema, itemFieldsText, type ItemFields } from './item-fields';

const context = { categories: [{ id: 'lighting', name: 'Lighting' }], colors: ['Red', 'Brass'], periods: ['Victorian', 'Art Deco', 'Mid-Century'] };
const lamp: ItemFields = {
  sku: 'LMP-001',
  title: 'Brass Desk Lamp',
  description: 'A green-shaded banker’s lamp.\nWorks.',
  categoryId: 'lighting',
  purchaseType: 'Weekly Rental',
  weeklyPrice: 4550,
  quantity: 3,
  status: 'active',
  dimensions: { width: 10, depth: 8.5, height: 16 },
  weightLb: 4.2,
  tags: ['desk', 'office'],
  colors: ['Brass'],
  rooms: ['Office'],
  materials: ['Brass', 'Glass'],
  period: 'Art Deco',
  replacementValue: 15_000,
  location: 'A-12-3',
};

describe('issue 13 §3, §4: one set of item fields for the form and the CSV', () => {
  it('turns an item into text and back unchanged', () => {
    const parsed = itemFieldsSchema(context).safeParse(itemFieldsText(lamp, 'Lighting'));
    expect(parsed.success && parsed.data).toEqual(lamp);
  });

  it('has one column per field, each named once', () => {
    expect(new Set(ITEM_COLUMNS).size).toBe(Object.keys(itemFieldsText(lamp, 'Lighting')).length);
  });

  it('reads a category by name or id in any case, a price with a dollar sign, and an empty status as active', () => {
    const text = { ...itemFieldsText(lamp, 'LIGHTING'), weeklyPrice: '$1,045.5', status: '', colors: 'red; brass' };
    const parsed = itemFieldsSchema(context).parse(text);
    expect(parsed).toMatchObject({ categoryId: 'lighting', weeklyPrice: 104_550, status: 'active', colors: ['Red', 'Brass'] });
  });

  it.each([
    ['sku', '', 'Enter the SKU.'],
    ['category', 'Boats', 'There is no category “Boats”.'],
    ['purchaseType', 'Sale', 'Choose Free or Weekly Rental.'],
    ['weeklyPrice', 'ten', 'Enter the weekly price in dollars, such as 45.00.'],
    ['quantity', '1.5', 'Enter the quantity as a whole number.'],
    ['quantity', '-1', 'The quantity cannot be negative.'],
    ['width', 'wide', 'Enter the width as a number.'],
    ['colors', 'Plaid', '“Plaid” is not one of the house’s colours (Red, Brass).'],
    ['status', 'gone', 'Choose active, hidden or archived.'],
  ])('refuses a bad %s (%j) with a message that names the field', (field, value, message) => {
    const parsed = itemFieldsSchema(context).safeParse({ ...itemFieldsText(lamp, 'Lighting'), [field]: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toContainEqual(expect.objectContaining({ path: [field], message }));
  });

  it('issue 38 §6: names every bad field at once, the price checked by its purchase type even when another field failed', () => {
    const issues = (text: Partial<Record<string, string>>) =>
      itemFieldsSchema(context)
        .safeParse({ ...itemFieldsText(lamp, 'Lighting'), ...text })
        .error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(issues({ weeklyPrice: 'forty', quantity: '-1' })).toEqual([
      ['quantity', 'The quantity cannot be negative.'],
      ['weeklyPrice', 'Enter the weekly price in dollars, such as 45.00.'],
    ]);
    expect(issues({ purchaseType: 'Free', weeklyPrice: '12', title: '' })).toEqual([
      ['title', 'Enter the title.'],
      ['weeklyPrice', 'A free item has no weekly price: leave it empty.'],
    ]);
    expect(issues({ purchaseType: 'Sale', weeklyPrice: 'forty', replacementValue: 'lots' })).toEqual([
      ['purchaseType', 'Choose Free or Weekly Rental.'],
      ['weeklyPrice', 'Enter the weekly price in dollars, such as 45.00.'],
      ['replacementValue', 'Enter the replacement value in dollars, such as 150.00, or leave it empty.'],
    ]);
  });

  it('issue 28 §2: Period is a column of its own, the last, and reads a house period in any case, or none', () => {
    expect(ITEM_COLUMNS.at(-3)).toBe('Period');
    const parse = (period: string) => itemFieldsSchema(context).parse({ ...itemFieldsText(lamp, 'Lighting'), period }).period;
    expect(parse('mid-century')).toBe('Mid-Century');
    expect(parse(' Victorian ')).toBe('Victorian');
    expect(parse('')).toBeNull();
    expect(itemFieldsText({ ...lamp, period: null }, 'Lighting').period).toBe('');
  });

  it('issue 26 §4: Replacement Value is the last column but Location, dollars read digit by digit, empty for none, and absent when a file lacks it', () => {
    expect(ITEM_COLUMNS.at(-2)).toBe('Replacement Value');
    expect(OPTIONAL_ITEM_COLUMNS).toEqual(['Replacement Value', 'Location']);
    const parse = (replacementValue: string | undefined) => itemFieldsSchema(context).safeParse({ ...itemFieldsText(lamp, 'Lighting'), replacementValue });
    expect(parse('$1,250.5').data?.replacementValue).toBe(125_050);
    expect(parse(' 0 ').data?.replacementValue).toBe(0);
    expect(parse('').data?.replacementValue).toBeNull();
    expect(parse(undefined).data).not.toHaveProperty('replacementValue');
    expect(parse('-5').error?.issues).toContainEqual(
      expect.objectContaining({ path: ['replacementValue'], message: 'Enter the replacement value in dollars, such as 150.00, or leave it empty.' }),
    );
    expect(itemFieldsText({ ...lamp, replacementValue: null }, 'Lighting').replacementValue).toBe('');
    expect(itemFieldsText(lamp, 'Lighting').replacementValue).toBe('150.00');
  });

  it('issue 38 §3: Location is the last column, optional, trimmed, up to 40 characters, control characters refused, empty for none', () => {
    expect(ITEM_COLUMNS.at(-1)).toBe('Location');
    const parse = (location: string | undefined) => itemFieldsSchema(context).safeParse({ ...itemFieldsText(lamp, 'Lighting'), location });
    expect(parse('  B-2-10 ').data?.location).toBe('B-2-10');
    expect(parse('').data?.location).toBe('');
    expect(parse('x'.repeat(40)).data?.location).toBe('x'.repeat(40));
    // Not said (a CSV without the column): the item keeps its own.
    expect(parse(undefined).data).not.toHaveProperty('location');
    expect(parse('x'.repeat(41)).error?.issues).toContainEqual(expect.objectContaining({ path: ['location'], message: 'Keep the location to 40 characters.' }));
    expect(parse('A-1\u0007').error?.issues).toContainEqual(
      expect.objectContaining({ path: ['location'], message: 'Please remove the special characters from the location.' }),
    );
    expect(parse('A-1\nB-2').success).toBe(false);
    expect(itemFieldsText({ ...lamp, location: undefined }, 'Lighting').location).toBe('');
  });

  it('issue 28 §2: refuses a period the house does not have, naming its periods, by field (and so by CSV column)', () => {
    const parsed = itemFieldsSchema(context).safeParse({ ...itemFieldsText(lamp, 'Lighting'), period: 'Edwardian' });
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['period'], message: '“Edwardian” is not one of the house’s periods (Victorian, Art Deco, Mid-Century).' }),
    ]);
    expect(itemFieldsSchema(context).safeParse({ ...itemFieldsText(lamp, 'Lighting'), period: 'x'.repeat(61) }).error?.issues[0]).toMatchObject({
      path: ['period'],
      message: 'Keep the period to 60 characters.',
    });
  });

  it('issue 28 §2: a house that lists no periods takes any period typed', () => {
    const parsed = itemFieldsSchema({ ...context, periods: [] }).parse({ ...itemFieldsText(lamp, 'Lighting'), period: 'Edwardian' });
    expect(parsed.period).toBe('Edwardian');
  });

  it('refuses a price on a free item', () => {
    const parsed = itemFieldsSchema(context).safeParse({ ...itemFieldsText(lamp, 'Lighting'), purchaseType: 'Free' });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['weeklyPrice'], message: 'A free item has no weekly price: leave it empty.' });
  });
});
