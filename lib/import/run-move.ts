import { inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { items, users } from '@/lib/db/schema';
import type { VendorRef } from '@/lib/house/vendor-user';
import { importAccounts, readAccounts, saveHashParameters } from './accounts';
import { importCatalog, readCatalog, type CatalogOptions } from './catalogue';
import { importCustomers, readCustomers } from './customer-records';
import { hashConfigSchema } from '@/lib/identity/auth/firebase-scrypt';
import { issuesByField, readJsonFile } from './read-json';
import { emptyReport, type ImportReport } from './report';

/** Each part's file: its name (for the report) and its text. Every part is optional. */
export type MoveFiles = {
  auth?: { name: string; text: string };
  hashConfig?: { name: string; text: string };
  users?: { name: string; text: string };
  catalog?: { name: string; text: string };
};

export type MoveOptions = Omit<CatalogOptions, 'dryRun'> & { vendor: VendorRef; dryRun: boolean; now?: number; batch?: number };

/**
 * The move from the hosted platform (issue 27), in the order the parts depend on each other: the
 * catalogue (favourites and lines name its items), the accounts (records belong to them), then the
 * customer records. A dry run reads and checks everything against what there is and what the run
 * would add, and writes nothing.
 */
export async function runMove(db: Db, files: MoveFiles, options: MoveOptions): Promise<ImportReport> {
  const report = emptyReport(options.dryRun);
  const dryRun = options.dryRun;

  const catalog = files.catalog ? readCatalog(report, files.catalog.name, files.catalog.text) : [];
  if (files.catalog) await importCatalog(db, files.catalog.name, catalog, report, { ...options, dryRun });

  const accounts = files.auth ? readAccounts(report, files.auth.name, files.auth.text) : [];
  if (files.auth && accounts.some((account) => account.password)) {
    const parameters = readHashParameters(report, files.hashConfig);
    // Without the parameters no imported password could be checked: nothing of the accounts is written.
    if (!parameters) {
      report.counts.accounts.skipped += accounts.length;
      accounts.length = 0;
    } else if (!dryRun) await saveHashParameters(db, parameters);
  }
  if (files.auth) await importAccounts(db, files.auth.name, accounts, report, { dryRun, batch: options.batch });

  if (files.users) {
    // A dry run counts what the run would add; a real run only what is there now (a record skipped above is not).
    const uids = new Set(dryRun ? accounts.map((account) => account.id) : []);
    const itemIds = new Set(dryRun ? catalog.map((record) => record.objectID) : []);
    const text = files.users.text;
    // Which uids and items there already are: only those the documents name, so a large catalogue is not read whole.
    const named = namedIds(text);
    for (const id of await idsThere(db, users.id, named.uids)) uids.add(id);
    for (const id of await idsThere(db, items.id, named.itemIds)) itemIds.add(id);
    const customers = readCustomers(report, files.users.name, text, { vendor: options.vendor, now: options.now ?? Date.now(), uids, itemIds });
    await importCustomers(db, files.users.name, customers, report, { dryRun, batch: options.batch });
  }
  return report;
}

/** Which of `ids` the column holds, asked 5,000 at a time. */
async function idsThere(db: Db, column: typeof users.id | typeof items.id, ids: string[]): Promise<string[]> {
  const there: string[] = [];
  for (let start = 0; start < ids.length; start += 5_000)
    for (const row of await db
      .select({ id: column })
      .from(column.table)
      .where(inArray(column, ids.slice(start, start + 5_000))))
      there.push(row.id);
  return there;
}

function readHashParameters(report: ImportReport, file: MoveFiles['hashConfig']) {
  if (!file) {
    report.problems.push({
      file: '--hash-config',
      record: '(whole file)',
      field: '',
      message: 'The accounts have passwords: give the hash parameters (--hash-config) to import them.',
      skipped: true,
    });
    return null;
  }
  const json = readJsonFile(report, file.name, file.text);
  if (json === undefined) return null;
  const parsed = hashConfigSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  for (const { field, message } of issuesByField(parsed.error.issues))
    report.problems.push({ file: file.name, record: '(whole file)', field, message, skipped: true });
  return null;
}

/** The uids and item ids a customer export names, read loosely: the real checks come after. */
function namedIds(text: string): { uids: string[]; itemIds: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { uids: [], itemIds: [] };
  }
  const uids = new Set<string>();
  const itemIds = new Set<string>();
  for (const [path, doc] of Object.entries((json && typeof json === 'object' ? json : {}) as Record<string, unknown>)) {
    const uid = /\/users\/([^/]+)$/.exec(path)?.[1];
    if (uid) uids.add(uid);
    const fields = (doc ?? {}) as { favorites?: unknown; setListItems?: unknown };
    if (fields.favorites && typeof fields.favorites === 'object') for (const id of Object.keys(fields.favorites)) itemIds.add(id);
    if (fields.setListItems && typeof fields.setListItems === 'object')
      for (const line of Object.values(fields.setListItems as Record<string, { itemId?: unknown }>))
        if (typeof line?.itemId === 'string') itemIds.add(line.itemId);
  }
  return { uids: [...uids], itemIds: [...itemIds] };
}
