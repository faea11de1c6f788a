import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { catalogImports } from '@/lib/db/schema';

/** An import as its pages show it: everything but the file's text. */
const SHOWN = {
  id: catalogImports.id,
  fileName: catalogImports.fileName,
  actorName: catalogImports.actorName,
  state: catalogImports.state,
  totalRows: catalogImports.totalRows,
  doneRows: catalogImports.doneRows,
  created: catalogImports.created,
  updated: catalogImports.updated,
  unchanged: catalogImports.unchanged,
  problems: catalogImports.problems,
  claimedAt: catalogImports.claimedAt,
  failure: catalogImports.failure,
  createdAt: catalogImports.createdAt,
};

export type ShownImport = Awaited<ReturnType<typeof readCatalogImport>> & {};

export async function readCatalogImport(db: Db, vendorId: string, id: string) {
  const [row] = await db
    .select(SHOWN)
    .from(catalogImports)
    .where(and(eq(catalogImports.id, id), eq(catalogImports.vendorId, vendorId)));
  return row ?? null;
}

/** The house's latest imports, newest first, for the import page's list. */
export async function recentCatalogImports(db: Db, vendorId: string, limit = 10) {
  const { problems: _problems, ...listed } = SHOWN;
  return db
    .select(listed)
    .from(catalogImports)
    .where(and(eq(catalogImports.vendorId, vendorId), eq(catalogImports.dismissed, false)))
    .orderBy(desc(catalogImports.createdAt))
    .limit(limit);
}

/** The progress the page's poll reads. */
export type ImportProgress = { state: string; doneRows: number; totalRows: number };
