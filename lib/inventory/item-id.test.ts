import { describe, expect, it } from 'vitest';
import { firstFreeId, itemIdFromSku } from './item-id';

describe('issue 13 §3, §4: a new item’s id from its SKU, one rule for the item form and the CSV import', () => {
  it('lower-cases the SKU and makes every run of other characters one hyphen', () => {
    expect(itemIdFromSku('LMP-001')).toBe('lmp-001');
    expect(itemIdFromSku('Chair_12/B.v2')).toBe('chair-12-b-v2');
    expect(itemIdFromSku('LAMP/12 B')).toBe('lamp-12-b');
    expect(itemIdFromSku('///')).toBe('item');
  });

  it('adds -2, -3… when the id is taken', () => {
    expect(firstFreeId('lmp-001', new Set(['lmp-001', 'lmp-001-2']))).toBe('lmp-001-3');
    expect(firstFreeId(itemIdFromSku('lmp.001'), new Set(['lmp-001']))).toBe('lmp-001-2');
    expect(firstFreeId('lmp-001', new Set())).toBe('lmp-001');
  });
});
