import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { importedRecords } from '@/lib/db/schema';

/** What the import keeps a fingerprint of (decision 129): an export record of each kind. */
export type ImportedKind = 'account' | 'customer' | 'item';

/** Each source record's fingerprint as the last run wrote it: a record whose fingerprint matches is unchanged. */
export async function lastFingerprints(tx: Db | Tx, kind: ImportedKind, sourceIds: string[]): Promise<Map<string, string>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await tx
    .select({ sourceId: importedRecords.sourceId, fingerprint: importedRecords.fingerprint })
    .from(importedRecords)
    .where(and(eq(importedRecords.kind, kind), inArray(importedRecords.sourceId, sourceIds)));
  return new Map(rows.map((row) => [row.sourceId, row.fingerprint]));
}

/** The fingerprints of the records this run wrote, in its transaction, for the next run to compare. */
export async function recordImported(tx: Tx, kind: ImportedKind, written: { sourceId: string; fingerprint: string }[], at = new Date()): Promise<void> {
  if (written.length === 0) return;
  await tx
    .insert(importedRecords)
    .values(written.map((record) => ({ kind, ...record })))
    .onConflictDoUpdate({ target: [importedRecords.kind, importedRecords.sourceId], set: { fingerprint: sql`excluded.fingerprint`, importedAt: at } });
}
