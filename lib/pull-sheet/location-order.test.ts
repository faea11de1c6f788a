import { describe, expect, it } from 'vitest';
import { byLocation, compareLocations } from './location-order';

describe('issue 38 §3: the pull sheet walks the warehouse in natural order', () => {
  it.each([
    ['A-2', 'A-10', -1],
    ['A-10', 'B-1', -1],
    ['A-12-3', 'A-12-10', -1],
    ['a-3', 'A-3', 0],
    ['Aisle 9', 'Aisle 10', -1],
    ['', 'A-1', 1],
    ['Z-99', '', -1],
    ['', '', 0],
  ])('issue 38 §3: %j against %j', (a, b, sign) => {
    expect(Math.sign(compareLocations(a, b))).toBe(sign);
  });

  it('issue 38 §3: lines sort by location, those without one last, ties by SKU', () => {
    const line = (location: string, sku: string) => ({ location, sku, title: sku });
    const sorted = byLocation([line('', 'X-1'), line('A-10', 'S-1'), line('B-1', 'S-2'), line('A-2', 'S-4'), line('A-2', 'S-3'), line('', 'W-1')]);
    expect(sorted.map((each) => `${each.location || '—'} ${each.sku}`)).toEqual(['A-2 S-3', 'A-2 S-4', 'A-10 S-1', 'B-1 S-2', '— W-1', '— X-1']);
  });
});
