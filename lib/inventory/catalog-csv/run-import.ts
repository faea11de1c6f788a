import 'server-only';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { refreshCatalogStatistics } from '@/lib/db/catalog-statistics';
import { catalogImports, items, type ImportProblem, type Photo } from '@/lib/db/schema';
import { recordAudit, recordAudits, type Actor } from '@/lib/audit/record-audit';
import { violatedConstraint } from '@/lib/db/constraint-violation';
import { AppError, type Result } from '@/lib/errors/app-error';
import { ITEM_COLUMNS, type ItemFieldsContext } from '@/lib/inventory/item-fields';
import { firstFreeId, itemIdFromSku } from '@/lib/inventory/item-id';
import { itemFieldColumns } from '@/lib/inventory/item-row-fields';
import { belowFloorMessage, quantityFloors } from '@/lib/availability/quantity-floor';
import type { CalendarDay } from '@/lib/text/calendar-day';
import { checkRows, importContext, inFileOrder, itemsBySku } from './import-rows';
import { changedFields } from './changed-fields';
import { columnOf, parseCatalogCsv, type CsvRow } from './parse-catalog-csv';

/** Rows per batch, each batch one transaction: small enough to hold its row locks briefly. */
export const IMPORT_BATCH_ROWS = 500;
/** A claim not renewed for this long belongs to a run that stopped (a crash, a restart): another may take it over. */
export const STALE_CLAIM_MS = 2 * 60 * 1000;
/**
 * Runs of one import that may stop before it finishes (issue 23 §10). A run stops when its server
 * does, or when it renews its claim too late and another worker takes over; an import that has stopped
 * this often may itself be the cause (too big for the server's memory, say), so the next worker marks
 * it failed with the reason instead of trying again for ever.
 */
export const MAX_IMPORT_TRIES = 3;

export type ImportRunOptions = {
  vendorId: string;
  currency: string;
  colors: readonly string[];
  periods: readonly string[];
  today: CalendarDay;
  batchRows?: number;
  /** The clock claims are stamped with; tests move it on to make a claim stale. */
  now?: () => Date;
};

/** "Import N rows" (issue 13 §4): a checked file without problems starts importing, its counters from 0. */
export async function startCatalogImport(db: Db, vendorId: string, id: string): Promise<Result> {
  const started = await db
    .update(catalogImports)
    .set({ state: 'importing', doneRows: 0, created: 0, updated: 0, unchanged: 0, claimedAt: null, updatedAt: new Date() })
    .where(
      and(
        eq(catalogImports.id, id),
        eq(catalogImports.vendorId, vendorId),
        eq(catalogImports.state, 'checked'),
        sql`jsonb_array_length(${catalogImports.problems}) = 0`,
        sql`${catalogImports.totalRows} > 0`,
      ),
    )
    .returning({ id: catalogImports.id });
  if (started.length === 0) return { ok: false, error: new AppError('conflict', 'This file has already been imported, or has problems to fix first.') };
  return { ok: true, data: null };
}

/** Imports that are importing with no live worker at `now`: never claimed, or the claim not renewed for STALE_CLAIM_MS. */
export function withoutWorker(now: Date) {
  return and(
    eq(catalogImports.state, 'importing'),
    or(isNull(catalogImports.claimedAt), lt(catalogImports.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS))),
  );
}

/**
 * One worker takes an importing import: in one statement, so of two workers asking together only one
 * gets it (PostgreSQL re-checks the condition after the first one's update). A claim older than
 * STALE_CLAIM_MS is taken over. The claim's time is the worker's token: each batch renews it. Each
 * claim counts one try (issue 23 §10), in the same statement, so no two workers count the same one.
 */
export async function claimCatalogImport(db: Db, id: string, now: Date): Promise<Date | null> {
  const claimed = await db
    .update(catalogImports)
    .set({ claimedAt: now, tries: sql`${catalogImports.tries} + 1` })
    .where(and(eq(catalogImports.id, id), withoutWorker(now)))
    .returning({ claimedAt: catalogImports.claimedAt });
  return claimed[0]?.claimedAt ?? null;
}

/** Why an import that kept stopping was given up, in words for its page (issue 23 §10). */
export function stoppedTooOftenMessage(stops: number, doneRows: number, nextLine: number | undefined): string {
  const rest =
    doneRows === 0 || nextLine === undefined
      ? 'None of its rows were imported; upload the file again, or split it into smaller files.'
      : `The rows before line ${nextLine} are imported; upload the file again to import the rest.`;
  return `The import stopped ${stops} times before finishing (the server stopped or restarted while it ran). ${rest}`;
}

export type GivenColumns = { id?: string; photos?: Photo[]; importedFields?: Record<string, unknown> };
export type Counts = { created: number; updated: number; unchanged: number; problems: ImportProblem[] };

/** New items' ids from their SKUs, each unique among the items and among each other. */
async function newItemIds(tx: Tx, skus: string[]): Promise<string[]> {
  if (skus.length === 0) return [];
  const patterns = [...new Set(skus.map(itemIdFromSku))].map((slug) => `${slug}%`);
  const rows = (await tx.execute(sql`select id from items where id like any(${sql.param(patterns)}::text[])`)) as unknown as { rows: { id: string }[] };
  const taken = new Set(rows.rows.map((row) => row.id));
  return skus.map((sku) => {
    const id = firstFreeId(itemIdFromSku(sku), taken);
    taken.add(id);
    return id;
  });
}

/**
 * One batch's rows written in the batch's transaction: matched by SKU under the items' row locks,
 * a new SKU inserted, a changed row updated, an unchanged row left alone (no write, no audit row).
 * A quantity below what is held from today on is refused for that row alone, with its problem kept.
 * Each created or changed item gets its audit row (before and after) in the same transaction.
 */
export async function writeRows(
  tx: Tx,
  rows: CsvRow[],
  context: ItemFieldsContext,
  actor: Actor,
  options: ImportRunOptions,
  importId: string,
  now: Date,
  /**
   * By SKU, what a new item starts with besides its fields when the source has it (the hosted index's
   * objectID as its id, its photos, the fields no column holds: issue 27); else an id from its SKU and no photos.
   */
  given: ReadonlyMap<string, GivenColumns> = new Map(),
): Promise<Counts> {
  const { valid, problems } = checkRows(rows, context);
  const counts: Counts = { created: 0, updated: 0, unchanged: 0, problems };
  const existing = await itemsBySku(tx, options.vendorId, [...new Set(valid.map((row) => row.fields.sku))], { lock: true });
  const lowered = valid.flatMap(({ fields }) => {
    const item = existing.get(fields.sku);
    return item && fields.quantity < item.fields.quantity ? [item.id] : [];
  });
  const floors = await quantityFloors(tx, lowered, options.today);
  const fresh = valid.filter((row) => !existing.has(row.fields.sku));
  const made = await newItemIds(
    tx,
    fresh.filter((row) => !given.get(row.fields.sku)?.id).map((row) => row.fields.sku),
  );
  const ids = fresh.map((row) => given.get(row.fields.sku)?.id ?? made.shift()!);
  const audit = { vendorId: options.vendorId, actor, subjectType: 'item' as const };
  if (fresh.length > 0) {
    await tx.insert(items).values(
      fresh.map(({ fields }, index) => ({
        ...itemFieldColumns(fields),
        id: ids[index]!,
        vendorId: options.vendorId,
        currency: options.currency,
        photos: given.get(fields.sku)?.photos ?? [],
        importedFields: given.get(fields.sku)?.importedFields ?? {},
        createdAt: now,
        updatedAt: now,
      })),
    );
    await recordAudits(
      tx,
      fresh.map(({ fields }, index) => ({ ...audit, subjectId: ids[index]!, action: 'importCreate', before: {}, after: { importId, ...fields } })),
      now,
    );
    counts.created = fresh.length;
  }
  for (const { line, fields } of valid) {
    const item = existing.get(fields.sku);
    if (!item) continue;
    const change = changedFields(item.fields, fields);
    if (Object.keys(change.after).length === 0) {
      counts.unchanged++;
      continue;
    }
    const floor = floors.get(item.id) ?? 0;
    if (fields.quantity < item.fields.quantity && fields.quantity < floor) {
      problems.push({ line, column: columnOf('quantity'), message: belowFloorMessage(floor) });
      continue;
    }
    await tx
      .update(items)
      .set({ ...itemFieldColumns(fields), updatedAt: now })
      .where(eq(items.id, item.id));
    await recordAudit(tx, { ...audit, subjectId: item.id, action: 'importUpdate', before: change.before, after: { importId, ...change.after } }, now);
    counts.updated++;
  }
  return counts;
}

type BatchOutcome = { claim: Date; finished: boolean } | { claim: null; finished: false };

/**
 * The next batch of one import, in its own transaction: the import's row locked first and the claim
 * checked (a worker whose claim was taken over stops here, writing nothing), the rows written, and
 * the progress advanced with the claim renewed, all committed together.
 */
export async function importNextBatch(
  db: Db,
  id: string,
  claim: Date,
  rows: CsvRow[],
  context: ItemFieldsContext,
  options: ImportRunOptions,
): Promise<BatchOutcome> {
  const now = options.now?.() ?? new Date();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(catalogImports).where(eq(catalogImports.id, id)).for('update');
    if (!current || current.state !== 'importing' || current.claimedAt?.getTime() !== claim.getTime()) return { claim: null, finished: false };
    const batch = rows.slice(current.doneRows, current.doneRows + (options.batchRows ?? IMPORT_BATCH_ROWS));
    const counts = await writeRows(tx, batch, context, { uid: current.actorUid, name: current.actorName }, options, id, now);
    const doneRows = current.doneRows + batch.length;
    const finished = doneRows >= current.totalRows;
    await tx
      .update(catalogImports)
      .set({
        doneRows,
        created: current.created + counts.created,
        updated: current.updated + counts.updated,
        unchanged: current.unchanged + counts.unchanged,
        problems: inFileOrder([...current.problems, ...counts.problems], ITEM_COLUMNS),
        state: finished ? 'done' : 'importing',
        claimedAt: finished ? null : now,
        updatedAt: now,
      })
      .where(eq(catalogImports.id, id));
    return { claim: now, finished };
  });
}

/** Why a batch stopped, in words for the page; the rows before it stay imported, so the file can be uploaded again. */
function failureOf(error: unknown, line: number | undefined): string {
  const where = line ? `at line ${line}` : 'before its first row';
  const constraint = violatedConstraint(error);
  if (constraint === 'items_sku_unique' || constraint === 'items_pkey')
    return `The import stopped ${where}: an item with one of these SKUs was made at the same time. Upload the file again to import the rest.`;
  return `The import stopped ${where}: ${error instanceof Error ? error.message.slice(0, 300) : 'an unexpected error'}. Upload the file again to import the rest.`;
}

/**
 * Runs an import to its end, batch by batch, if this worker can claim it (otherwise another is
 * running it, and this returns at once). Called in the background after "Import N rows", by the
 * server's import sweep (`resumeCatalogImports`, at start-up and every minute) and by the progress
 * page's poll when a claim has gone stale, so a run stopped by a crash carries on from its last
 * committed batch. A worker whose claim is one try past MAX_IMPORT_TRIES marks the import failed
 * instead, with the reason. Returns what this worker did.
 */
export async function runCatalogImport(db: Db, id: string, options: ImportRunOptions): Promise<'done' | 'busy' | 'stopped' | 'failed'> {
  const clock = options.now ?? (() => new Date());
  let claim = await claimCatalogImport(db, id, clock());
  if (!claim) return 'busy';
  const [current] = await db
    .select({ csv: catalogImports.csv, doneRows: catalogImports.doneRows, tries: catalogImports.tries })
    .from(catalogImports)
    .where(eq(catalogImports.id, id));
  const { rows } = parseCatalogCsv(current!.csv);
  if (current!.tries > MAX_IMPORT_TRIES) {
    // Under this worker's claim, so a run thought dead that wakes up writes nothing more.
    await db
      .update(catalogImports)
      .set({
        state: 'failed',
        failure: stoppedTooOftenMessage(current!.tries - 1, current!.doneRows, rows[current!.doneRows]?.line),
        claimedAt: null,
        updatedAt: clock(),
      })
      .where(and(eq(catalogImports.id, id), eq(catalogImports.claimedAt, claim)));
    return 'failed';
  }
  const context = await importContext(db, options);
  let doneRows = current!.doneRows;
  try {
    for (;;) {
      const outcome = await importNextBatch(db, id, claim, rows, context, { ...options, now: clock });
      if (!outcome.claim) return 'stopped';
      if (outcome.finished) {
        await refreshCatalogStatistics(db);
        return 'done';
      }
      claim = outcome.claim;
      doneRows += options.batchRows ?? IMPORT_BATCH_ROWS;
    }
  } catch (error) {
    await db
      .update(catalogImports)
      .set({ state: 'failed', failure: failureOf(error, rows[doneRows]?.line), claimedAt: null, updatedAt: new Date() })
      .where(and(eq(catalogImports.id, id), eq(catalogImports.claimedAt, claim)));
    if (!violatedConstraint(error)) console.error('catalog import failed', error);
    return 'failed';
  }
}
