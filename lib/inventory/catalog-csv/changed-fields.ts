import type { ItemFields } from '@/lib/inventory/item-fields';

/**
 * The fields a row would change, each with its value before and after; none when the row says what
 * the item already has, so importing a file twice writes nothing the second time. The weight is kept
 * as a 4-byte float, so it is compared as one.
 */
export function changedFields(before: ItemFields, after: ItemFields): { before: Partial<ItemFields>; after: Partial<ItemFields> } {
  const changed: { before: Record<string, unknown>; after: Record<string, unknown> } = { before: {}, after: {} };
  for (const key of Object.keys(after) as (keyof ItemFields)[]) {
    if (after[key] === undefined) continue; // Not said by the file (an optional column it lacks): kept.
    const same = key === 'weightLb' ? Math.fround(before.weightLb) === Math.fround(after.weightLb) : JSON.stringify(before[key]) === JSON.stringify(after[key]);
    if (!same) {
      changed.before[key] = before[key];
      changed.after[key] = after[key];
    }
  }
  return changed as { before: Partial<ItemFields>; after: Partial<ItemFields> };
}
