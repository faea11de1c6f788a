import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db';
import { catalogImports, type ImportProblem } from '@/lib/db/schema';
import type { Actor } from '@/lib/audit/record-audit';
import { ITEM_COLUMNS } from '@/lib/inventory/item-fields';
import { belowFloorMessage, quantityFloors } from '@/lib/availability/quantity-floor';
import type { CalendarDay } from '@/lib/text/calendar-day';
import { checkRows, duplicateSkus, importContext, inFileOrder, itemsBySku } from './import-rows';
import { changedFields } from './changed-fields';
import { columnOf, parseCatalogCsv } from './parse-catalog-csv';

/** The most problems kept for the page: a file with more has something wrong with all of it. */
export const MAX_PROBLEMS = 1_000;

export type CheckInput = {
  vendorId: string;
  actor: Actor;
  fileName: string;
  csv: string;
  colors: readonly string[];
  periods: readonly string[];
  today: CalendarDay;
};

/**
 * The dry run (issue 13 §4): the file read, every row checked with the item fields' schema, SKUs given
 * twice in the file, and quantities below what is held from today on; and, for a file without
 * problems, how many rows would create an item, change one, or change nothing. Nothing but the
 * import's own row is written (state `checked`); while checked, its created, updated and unchanged
 * say what the import would do, and the import starts them again from 0.
 */
export async function checkCatalogImport(db: Db, input: CheckInput): Promise<{ id: string; problems: number }> {
  const { rows, problems: fileProblems } = parseCatalogCsv(input.csv);
  const context = await importContext(db, input);
  const { valid, problems } = checkRows(rows, context);
  problems.push(...fileProblems, ...duplicateSkus(rows));

  const existing = await itemsBySku(db, input.vendorId, [...new Set(valid.map((row) => row.fields.sku))]);
  let created = 0;
  let updated = 0;
  let unchanged = 0;
  const lowered: { line: number; itemId: string; quantity: number }[] = [];
  for (const { line, fields } of valid) {
    const item = existing.get(fields.sku);
    if (!item) created++;
    else if (Object.keys(changedFields(item.fields, fields).after).length === 0) unchanged++;
    else {
      updated++;
      if (fields.quantity < item.fields.quantity) lowered.push({ line, itemId: item.id, quantity: fields.quantity });
    }
  }
  // Read without locks: a warning now; the import reads the floor again under the items' locks.
  const floors = await quantityFloors(
    db,
    lowered.map((row) => row.itemId),
    input.today,
  );
  for (const row of lowered) {
    const floor = floors.get(row.itemId) ?? 0;
    if (row.quantity < floor) problems.push({ line: row.line, column: columnOf('quantity'), message: belowFloorMessage(floor) });
  }

  const kept: ImportProblem[] = inFileOrder(problems, ITEM_COLUMNS).slice(0, MAX_PROBLEMS);
  const id = randomUUID();
  await db.insert(catalogImports).values({
    id,
    vendorId: input.vendorId,
    actorUid: input.actor.uid,
    actorName: input.actor.name,
    fileName: input.fileName.slice(0, 200),
    csv: input.csv,
    state: 'checked',
    totalRows: rows.length,
    created,
    updated,
    unchanged,
    problems: kept,
  });
  return { id, problems: problems.length };
}
