import type { items } from '@/lib/db/schema';
import type { ItemFields } from './item-fields';

type ItemRow = Pick<
  typeof items.$inferSelect,
  | 'sku'
  | 'title'
  | 'description'
  | 'categoryId'
  | 'purchaseType'
  | 'weeklyPrice'
  | 'quantity'
  | 'status'
  | 'dimensions'
  | 'weightLb'
  | 'tags'
  | 'colors'
  | 'rooms'
  | 'materials'
  | 'period'
  | 'replacementValueCents'
  | 'location'
>;

/**
 * A stored item as the staff's item fields (lib/inventory/item-fields.ts): what the edit form starts
 * from and what the CSV export writes and its import compares. The dimensions are rebuilt in the
 * fields' order, since jsonb gives its keys back in its own.
 */
export function itemRowFields(row: ItemRow): ItemFields {
  return {
    sku: row.sku,
    title: row.title,
    description: row.description,
    categoryId: row.categoryId,
    purchaseType: row.purchaseType,
    weeklyPrice: row.weeklyPrice,
    quantity: row.quantity,
    status: row.status,
    dimensions: { width: row.dimensions.width, depth: row.dimensions.depth, height: row.dimensions.height },
    weightLb: row.weightLb,
    tags: row.tags,
    colors: row.colors,
    rooms: row.rooms,
    materials: row.materials,
    period: row.period,
    replacementValue: row.replacementValueCents,
    location: row.location,
  };
}

/** The columns an item's fields are written to. */
export function itemFieldColumns(fields: ItemFields) {
  return {
    sku: fields.sku,
    title: fields.title,
    description: fields.description,
    categoryId: fields.categoryId,
    purchaseType: fields.purchaseType,
    weeklyPrice: fields.weeklyPrice,
    quantity: fields.quantity,
    status: fields.status,
    dimensions: fields.dimensions,
    weightLb: fields.weightLb,
    tags: fields.tags,
    colors: fields.colors,
    rooms: fields.rooms,
    materials: fields.materials,
    period: fields.period,
    // Not said (a CSV without the column): the item keeps its own.
    ...(fields.replacementValue === undefined ? {} : { replacementValueCents: fields.replacementValue }),
    ...(fields.location === undefined ? {} : { location: fields.location }),
  };
}
