import 'server-only';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { catalogImports } from '@/lib/db/schema';
import { runCatalogImport, withoutWorker, type ImportRunOptions } from './run-import';

export type ResumedImport = { id: string; outcome: Awaited<ReturnType<typeof runCatalogImport>> | 'error' };

/**
 * The server's import sweep (issue 23 §10): every import of the house still importing with no live
 * worker (never claimed, as when the server stopped right after "Import N rows", or its claim gone
 * stale, as when it stopped mid-run) is run to its end here, or marked failed once it has stopped
 * MAX_IMPORT_TRIES times, without anyone opening its page. One at a time, oldest first: two imports
 * at once would only wait on each other's item locks. Each run claims its import as any worker does,
 * so sweeps on several instances, or the page's poll, never run one import twice (the loser is "busy").
 */
export async function resumeCatalogImports(db: Db, options: ImportRunOptions): Promise<ResumedImport[]> {
  const now = options.now?.() ?? new Date();
  const waiting = await db
    .select({ id: catalogImports.id })
    .from(catalogImports)
    .where(and(eq(catalogImports.vendorId, options.vendorId), withoutWorker(now)))
    .orderBy(asc(catalogImports.createdAt));
  const resumed: ResumedImport[] = [];
  for (const { id } of waiting) {
    try {
      resumed.push({ id, outcome: await runCatalogImport(db, id, options) });
    } catch (error) {
      // One import the database would not read (a lost connection) must not keep the others waiting;
      // if it had claimed the import, that claim goes stale, and the next sweep counts it as a try.
      console.error(`Catalogue import ${id} could not be resumed; the next sweep tries again:`, error);
      resumed.push({ id, outcome: 'error' });
    }
  }
  return resumed;
}

/**
 * At start-up on the embedded database, a claim can only be the last process's: the data folder
 * belongs to one process at a time. Its imports need not wait out STALE_CLAIM_MS; the claim that
 * takes them over still counts the try.
 */
export async function releaseClaimsOfStoppedProcess(db: Db): Promise<void> {
  await db
    .update(catalogImports)
    .set({ claimedAt: null })
    .where(and(eq(catalogImports.state, 'importing'), isNotNull(catalogImports.claimedAt)));
}
