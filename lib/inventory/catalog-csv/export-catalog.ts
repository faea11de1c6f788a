import 'server-only';
import Papa from 'papaparse';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { categories, items } from '@/lib/db/schema';
import { ITEM_COLUMNS, ITEM_FIELDS, itemFieldsText } from '@/lib/inventory/item-fields';
import { escapeFormula } from '@/lib/text/formula-cells';
import { ITEM_COLUMNS_READ } from './import-rows';
import { itemRowFields } from '@/lib/inventory/item-row-fields';

/** Items read per page of the export: the file is written a page at a time, never held whole. */
export const EXPORT_PAGE_ROWS = 1_000;

/** Spreadsheets read a CSV as UTF-8 when it starts with a byte order mark; the import drops it. */
const BOM = '\uFEFF';

function csvLines(rows: string[][]): string {
  return Papa.unparse(rows, { newline: '\r\n' }) + '\r\n';
}

/**
 * The catalogue as CSV (issue 13 §4), every item of the house, hidden and archived ones too, in SKU
 * order: the header (ITEM_COLUMNS, the one header set the import reads) and then one row per item,
 * written with papaparse a page of items at a time (keyset pages by SKU), so a house of 100,000
 * items is streamed, not built in memory. Formula-like cells are quoted with ' (lib/text/formula-cells.ts).
 */
export async function* exportCatalogCsv(db: Db, vendorId: string): AsyncGenerator<string> {
  const categoryNames = new Map((await db.select({ id: categories.id, name: categories.name }).from(categories)).map((row) => [row.id, row.name]));
  yield BOM + csvLines([[...ITEM_COLUMNS]]);
  let after: string | null = null;
  for (;;) {
    const page = await db
      .select(ITEM_COLUMNS_READ)
      .from(items)
      .where(and(eq(items.vendorId, vendorId), after === null ? undefined : gt(items.sku, after)))
      .orderBy(asc(items.sku))
      .limit(EXPORT_PAGE_ROWS);
    if (page.length === 0) return;
    yield csvLines(
      page.map((item) => {
        const text = itemFieldsText(itemRowFields(item), categoryNames.get(item.categoryId) ?? item.categoryId);
        return ITEM_FIELDS.map((field) => escapeFormula(text[field.name] ?? ''));
      }),
    );
    if (page.length < EXPORT_PAGE_ROWS) return;
    after = page.at(-1)!.sku;
  }
}

/** The export's file name, dated in the house's own time zone: catalogue-2026-11-24.csv. */
export function exportFileName(today: string): string {
  return `catalogue-${today}.csv`;
}
