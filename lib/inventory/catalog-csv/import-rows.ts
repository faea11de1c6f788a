import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { categories, items, type ImportProblem } from '@/lib/db/schema';
import { itemFieldsSchema, type ItemFields, type ItemFieldsContext } from '@/lib/inventory/item-fields';
import { itemRowFields } from '@/lib/inventory/item-row-fields';
import { columnOf, type CsvRow } from './parse-catalog-csv';

/** What the rows are checked against: the house's categories now, and its colours and periods. */
export async function importContext(db: Db | Tx, { colors, periods }: Omit<ItemFieldsContext, 'categories'>): Promise<ItemFieldsContext> {
  return { categories: await db.select({ id: categories.id, name: categories.name }).from(categories), colors, periods };
}

export type CheckedRow = { line: number; fields: ItemFields };

/**
 * Each row's text through the item fields' schema: the rows that pass, and one problem per field
 * that does not (its line and its column).
 */
export function checkRows(rows: CsvRow[], context: ItemFieldsContext): { valid: CheckedRow[]; problems: ImportProblem[] } {
  const schema = itemFieldsSchema(context);
  const valid: CheckedRow[] = [];
  const problems: ImportProblem[] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(row.text);
    if (parsed.success) {
      valid.push({ line: row.line, fields: parsed.data });
      continue;
    }
    const said = new Set<string>();
    for (const issue of parsed.error.issues) {
      const column = columnOf(issue.path[0]);
      if (said.has(column)) continue; // The first message per cell is the one to act on.
      said.add(column);
      problems.push({ line: row.line, column, message: issue.message });
    }
  }
  return { valid, problems };
}

/** A row whose SKU an earlier row of the file already has: the file would say two things of one item. */
export function duplicateSkus(rows: CsvRow[]): ImportProblem[] {
  const first = new Map<string, number>();
  const problems: ImportProblem[] = [];
  for (const row of rows) {
    const sku = row.text.sku.trim();
    if (!sku) continue;
    const earlier = first.get(sku);
    if (earlier === undefined) first.set(sku, row.line);
    else
      problems.push({ line: row.line, column: columnOf('sku'), message: `The SKU “${sku.slice(0, 40)}” is also on line ${earlier}: give each item one row.` });
  }
  return problems;
}

/** The items table's columns an item's CSV fields are read from. */
export const ITEM_COLUMNS_READ = {
  id: items.id,
  sku: items.sku,
  title: items.title,
  description: items.description,
  categoryId: items.categoryId,
  purchaseType: items.purchaseType,
  weeklyPrice: items.weeklyPrice,
  quantity: items.quantity,
  status: items.status,
  dimensions: items.dimensions,
  weightLb: items.weightLb,
  tags: items.tags,
  colors: items.colors,
  rooms: items.rooms,
  materials: items.materials,
  period: items.period,
  replacementValueCents: items.replacementValueCents,
  location: items.location,
};

export type ExistingItem = { id: string; fields: ItemFields };

/**
 * The house's items with these SKUs, by SKU. `lock`: under their row locks (`for update`, in id
 * order so two writers never wait on each other in a circle), as every hold and block of a prop
 * also takes, so the quantity floor read next holds until the batch commits.
 */
export async function itemsBySku(tx: Db | Tx, vendorId: string, skus: string[], { lock = false } = {}): Promise<Map<string, ExistingItem>> {
  const found = new Map<string, ExistingItem>();
  for (let start = 0; start < skus.length; start += 1_000) {
    const query = tx
      .select(ITEM_COLUMNS_READ)
      .from(items)
      .where(and(eq(items.vendorId, vendorId), inArray(items.sku, skus.slice(start, start + 1_000))))
      .orderBy(items.id);
    for (const row of lock ? await query.for('update') : await query) found.set(row.sku, { id: row.id, fields: itemRowFields(row) });
  }
  return found;
}

/** Problems in the order a person fixes them: by line, then by the column's place in the row. */
export function inFileOrder(problems: ImportProblem[], columns: readonly string[]): ImportProblem[] {
  return problems.sort((a, b) => a.line - b.line || columns.indexOf(a.column) - columns.indexOf(b.column));
}
