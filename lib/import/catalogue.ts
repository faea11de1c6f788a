import { eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '@/lib/db/open';
import { items, type Photo } from '@/lib/db/schema';
import { checkRows, importContext, itemsBySku } from '@/lib/inventory/catalog-csv/import-rows';
import { changedFields } from '@/lib/inventory/catalog-csv/changed-fields';
import type { CsvRow } from '@/lib/inventory/catalog-csv/parse-catalog-csv';
import { writeRows, type ImportRunOptions } from '@/lib/inventory/catalog-csv/run-import';
import { ITEM_FIELDS, LIST_SEPARATOR, type ItemFieldName, type ItemFieldsText } from '@/lib/inventory/item-fields';
import { readJsonFile } from './read-json';
import { fingerprint, type ImportReport } from './report';
import { lastFingerprints, recordImported } from './imported-records';

/** Index records per transaction, as the CSV import's batches. */
export const CATALOG_BATCH = 500;
export const IMPORT_ACTOR = { uid: 'import', name: 'Import from the hosted platform' };

/** The index fields this import maps to columns; every other field is kept in items.imported_fields. */
const MAPPED = new Set([
  'objectID',
  'sku',
  'title',
  'description',
  'category',
  'priceSpecification',
  'quantity',
  'status',
  'dimensions',
  'weight',
  'tags',
  'colors',
  'rooms',
  'materials',
  'period',
  'photos',
]);

export type CatalogRecord = { objectID: string; row: CsvRow; extra: Record<string, unknown>; photoUrls: string[]; fingerprint: string };

const asText = (value: unknown): string => (value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));
const asList = (value: unknown): string => (Array.isArray(value) ? value.map(asText).join(LIST_SEPARATOR) : asText(value));

/** A record's fields as the item fields' text, so the CSV import's checks and writer take them as they are. */
function fieldsText(record: Record<string, unknown>): ItemFieldsText {
  const price = (record.priceSpecification ?? {}) as { purchaseType?: unknown; price?: unknown; weeklyPrice?: unknown };
  const dimensions = (record.dimensions ?? {}) as { width?: unknown; depth?: unknown; height?: unknown; weight?: unknown };
  const weeklyPrice = asText(price.price ?? price.weeklyPrice);
  const measure = (value: unknown) => (value === undefined || value === null || value === '' ? '0' : asText(value));
  return {
    sku: asText(record.sku),
    title: asText(record.title),
    description: asText(record.description),
    category: asText(record.category),
    // No purchase type: a priced record is rented, one without a price is free.
    purchaseType: asText(price.purchaseType) || (weeklyPrice ? 'Weekly Rental' : 'Free'),
    weeklyPrice,
    quantity: record.quantity === undefined ? '1' : asText(record.quantity),
    status: asText(record.status),
    width: measure(dimensions.width),
    depth: measure(dimensions.depth),
    height: measure(dimensions.height),
    weight: measure(record.weight ?? dimensions.weight),
    tags: asList(record.tags),
    colors: asList(record.colors),
    rooms: asList(record.rooms),
    materials: asList(record.materials),
    period: asText(record.period),
  };
}

function photoUrls(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((photo) => {
    const url = typeof photo === 'string' ? photo : (photo as { url?: unknown })?.url;
    return typeof url === 'string' && /^https?:\/\//.test(url) ? [url] : [];
  });
}

const FIELD_OF = new Map<string, string>(
  ITEM_FIELDS.map((field) => [
    field.column,
    (
      {
        purchaseType: 'priceSpecification.purchaseType',
        weeklyPrice: 'priceSpecification.price',
        width: 'dimensions.width',
        depth: 'dimensions.depth',
        height: 'dimensions.height',
        weight: 'weight',
        category: 'category',
      } as Partial<Record<ItemFieldName, string>>
    )[field.name] ?? field.name,
  ]),
);

/**
 * The index export (an array of records keyed by objectID), each as an item's fields, its photos' URLs
 * and the fields no column holds (listed in the report). A record without objectID, or whose objectID
 * or SKU an earlier record has, is reported and skipped; the fields themselves are checked by the CSV
 * import's own schema when the batch is written (or in the dry run).
 */
export function readCatalog(report: ImportReport, file: string, text: string): CatalogRecord[] {
  const json = readJsonFile(report, file, text);
  if (json === undefined) return [];
  const list = Array.isArray(json) ? json : (json as { hits?: unknown })?.hits;
  if (!Array.isArray(list)) {
    report.problems.push({ file, record: '(whole file)', field: '', message: 'The file must be an array of index records.', skipped: true });
    return [];
  }
  const out: CatalogRecord[] = [];
  const ids = new Set<string>();
  const skus = new Map<string, string>();
  for (const [index, raw] of list.entries()) {
    const record = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const objectID = typeof record.objectID === 'string' || typeof record.objectID === 'number' ? String(record.objectID).trim() : '';
    const skip = (name: string, field: string, message: string) => {
      report.problems.push({ file, record: name, field, message, skipped: true });
      report.counts.items.skipped++;
    };
    if (!objectID || objectID.length > 120) {
      skip(`[${index}]`, 'objectID', 'Every index record needs its objectID (at most 120 characters).');
      continue;
    }
    if (ids.has(objectID)) {
      skip(objectID, 'objectID', 'An earlier record has the same objectID.');
      continue;
    }
    ids.add(objectID);
    const row: CsvRow = { line: index + 1, text: fieldsText(record) };
    const sku = row.text.sku.trim();
    if (sku && skus.has(sku)) {
      skip(objectID, 'sku', `The SKU ${sku} is also record ${skus.get(sku)}'s.`);
      continue;
    }
    skus.set(sku, objectID);
    const extra = Object.fromEntries(Object.entries(record).filter(([key]) => !MAPPED.has(key)));
    for (const key of Object.keys(extra)) report.unknownFields[key] = (report.unknownFields[key] ?? 0) + 1;
    out.push({ objectID, row, extra, photoUrls: photoUrls(record.photos), fingerprint: fingerprint(record) });
  }
  return out;
}

export type CatalogOptions = Omit<ImportRunOptions, 'batchRows' | 'now'> & {
  dryRun?: boolean;
  batch?: number;
  /** Fetches a photo; in the CLI, global fetch with a timeout. */
  download?: (url: string) => Promise<Uint8Array>;
  /** Stores a downloaded photo on its item (the staff upload's own path); returns why not, or null. */
  storePhoto?: (itemId: string, name: string, bytes: Uint8Array) => Promise<string | null>;
};

/**
 * Writes the records in batches of one transaction each, through the CSV import's writer: matched by
 * SKU, created with the objectID as the item's id, changed or left alone, each with its audit row;
 * then the batch's fields no column holds, and its photos as links. After the batch, each linked photo
 * whose URL answers is downloaded and stored as an uploaded one; one that does not stays a link and is
 * reported. A record the last run wrote unchanged is left alone.
 */
export async function importCatalog(db: Db, file: string, records: CatalogRecord[], report: ImportReport, options: CatalogOptions) {
  const context = await importContext(db, options);
  const importId = `hosted-${randomUUID()}`;
  const batch = options.batch ?? CATALOG_BATCH;
  const byLine = new Map(records.map((record) => [record.row.line, record]));
  const problem = (line: number, column: string, message: string) =>
    report.problems.push({ file, record: byLine.get(line)?.objectID ?? `[${line - 1}]`, field: FIELD_OF.get(column) ?? column, message, skipped: true });

  for (let start = 0; start < records.length; start += batch) {
    const slice = records.slice(start, start + batch);
    const written: CatalogRecord[] = [];
    const write = async (tx: Db | Tx) => {
      const done = await lastFingerprints(
        tx,
        'item',
        slice.map((record) => record.objectID),
      );
      const pending = slice.filter((record) => {
        if (done.get(record.objectID) !== record.fingerprint) return true;
        report.counts.items.unchanged++;
        return false;
      });
      const { valid, problems } = checkRows(
        pending.map((record) => record.row),
        context,
      );
      for (const each of problems) problem(each.line, each.column, each.message);
      const ok = new Set(valid.map((row) => row.line));
      const takenIds = new Map(
        (
          await tx
            .select({ id: items.id, sku: items.sku })
            .from(items)
            .where(
              inArray(
                items.id,
                pending.map((record) => record.objectID),
              ),
            )
        ).map((row) => [row.id, row.sku]),
      );
      const rows: CatalogRecord[] = [];
      for (const record of pending) {
        if (!ok.has(record.row.line)) continue;
        const sku = valid.find((row) => row.line === record.row.line)!.fields.sku;
        const holder = takenIds.get(record.objectID);
        if (holder !== undefined && holder !== sku) {
          problem(record.row.line, 'SKU', `The item ${record.objectID} here has the SKU ${holder}; the record says ${sku}.`);
          continue;
        }
        rows.push(record);
      }
      report.counts.items.skipped += pending.length - rows.length;
      if (options.dryRun) {
        const existing = await itemsBySku(
          tx,
          options.vendorId,
          rows.map((record) => record.row.text.sku.trim()),
        );
        for (const record of rows) {
          const fields = valid.find((row) => row.line === record.row.line)!.fields;
          const item = existing.get(fields.sku);
          report.counts.items[!item ? 'created' : Object.keys(changedFields(item.fields, fields).after).length > 0 ? 'updated' : 'unchanged']++;
        }
        return;
      }
      const linksOf = (record: CatalogRecord): Photo[] => record.photoUrls.map((url) => ({ url, width: 1200, height: 900, alt: record.row.text.title.trim() }));
      const given = new Map(rows.map((record) => [record.row.text.sku.trim(), { id: record.objectID, photos: linksOf(record), importedFields: record.extra }]));
      const before = await itemsBySku(tx, options.vendorId, [...given.keys()]);
      const counts = await writeRows(
        tx as Tx,
        rows.map((record) => record.row),
        context,
        IMPORT_ACTOR,
        { ...options },
        importId,
        new Date(),
        given,
      );
      for (const each of counts.problems) problem(each.line, each.column, each.message);
      const refused = new Set(counts.problems.map((each) => each.line));
      report.counts.items.created += counts.created;
      report.counts.items.updated += counts.updated;
      report.counts.items.unchanged += counts.unchanged;
      report.counts.items.skipped += refused.size;
      const kept = rows.filter((record) => !refused.has(record.row.line));
      for (const record of kept) {
        const sku = record.row.text.sku.trim();
        // A new item was given these with its fields; an item there before gets the record's as it says now.
        if (!before.has(sku)) continue;
        const [item] = await tx.select({ photos: items.photos }).from(items).where(eq(items.sku, sku));
        // Photos stored here (downloaded or uploaded) stay; otherwise the record's links.
        const uploaded = (item?.photos ?? []).filter((photo) => photo.key);
        await tx
          .update(items)
          .set({ importedFields: record.extra, photos: uploaded.length > 0 ? uploaded : linksOf(record) })
          .where(eq(items.sku, sku));
      }
      await recordImported(
        tx as Tx,
        'item',
        kept.map((record) => ({ sourceId: record.objectID, fingerprint: record.fingerprint })),
      );
      written.push(...kept);
    };
    if (options.dryRun) await write(db);
    else await db.transaction(write);
    if (!options.dryRun) await downloadPhotos(db, file, written, report, options);
  }
}

/** Each record's photos fetched and stored as uploads; a URL that does not answer stays a link, reported. */
async function downloadPhotos(db: Db, file: string, written: CatalogRecord[], report: ImportReport, options: CatalogOptions) {
  if (!options.download || !options.storePhoto) return;
  for (const record of written) {
    if (record.photoUrls.length === 0) continue;
    const [item] = await db.select({ id: items.id, photos: items.photos }).from(items).where(eq(items.sku, record.row.text.sku.trim()));
    if (!item || item.photos.some((photo) => photo.key)) continue;
    const stored = new Set<string>();
    for (const [index, url] of record.photoUrls.entries()) {
      let why: string | null;
      try {
        why = await options.storePhoto(item.id, new URL(url).pathname.split('/').pop() || `photo-${index + 1}`, await options.download(url));
      } catch (error) {
        why = error instanceof Error ? error.message : 'it could not be fetched';
      }
      if (why === null) stored.add(url);
      else
        report.problems.push({
          file,
          record: record.objectID,
          field: `photos[${index}]`,
          message: `Not downloaded (${why}): kept as a link to ${url}.`,
          skipped: false,
        });
    }
    if (stored.size === 0) continue;
    const [now] = await db.select({ photos: items.photos }).from(items).where(eq(items.id, item.id));
    await db
      .update(items)
      .set({ photos: (now?.photos ?? []).filter((photo) => photo.key || !stored.has(photo.url)) })
      .where(eq(items.id, item.id));
  }
}
