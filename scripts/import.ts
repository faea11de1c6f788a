// `npm run import -- --auth users.json --hash-config hash.json --users users-docs.json --catalog records.json [--dry-run]`:
// the one-way move from the hosted platform (issue 27, README "Moving from the hosted platform").
// Each part is optional; run it again at will (it is idempotent). --dry-run checks everything and
// writes nothing. The report is printed and saved as import-report-<time>.txt (or --report FILE).
// Uses DATABASE_URL when set, otherwise the embedded database in PGLITE_DATA_DIR (./data): stop the
// storefront first, as the embedded database opens in one process at a time.
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { openDatabase } from '@/lib/db/open';
import { env } from '@/lib/env/env';
import { formatReport } from '@/lib/import/report';
import { tenantMoveOptions } from '@/lib/import/tenant-move-options';
import { runMove, type MoveFiles } from '@/lib/import/run-move';
import { downloadPhoto } from '@/lib/import/download-photo';
import { photoStorer } from '@/lib/import/store-photo';
import { fileStore } from '@/lib/storage/app-file-store';
import { tenant } from '@/lib/tenant';

const USAGE =
  'Usage: npm run import -- [--auth users.json --hash-config hash.json] [--users users-docs.json] [--catalog records.json] [--dry-run] [--report FILE]';

let values: Record<string, string | boolean | undefined>;
try {
  values = parseArgs({
    options: {
      auth: { type: 'string' },
      'hash-config': { type: 'string' },
      users: { type: 'string' },
      catalog: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      report: { type: 'string' },
    },
  }).values;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  process.exit(2);
}
if (!values.auth && !values.users && !values.catalog) {
  console.error(`Name at least one export to import.\n${USAGE}`);
  process.exit(2);
}

async function file(path: string | boolean | undefined): Promise<{ name: string; text: string } | undefined> {
  if (typeof path !== 'string') return undefined;
  try {
    return { name: path, text: await readFile(path, 'utf8') };
  } catch (error) {
    console.error(`Cannot read ${path}: ${error instanceof Error ? error.message : error}`);
    process.exit(2);
  }
}

const files: MoveFiles = {
  auth: await file(values.auth),
  hashConfig: await file(values['hash-config']),
  users: await file(values.users),
  catalog: await file(values.catalog),
};
const dryRun = values['dry-run'] === true;
const { DATABASE_URL, PGLITE_DATA_DIR } = env();
const started = Date.now();
try {
  const handle = await openDatabase(DATABASE_URL ? { url: DATABASE_URL } : { dataDir: PGLITE_DATA_DIR });
  const report = await runMove(handle.db, files, {
    ...tenantMoveOptions(dryRun),
    download: (url) => downloadPhoto(url),
    storePhoto: photoStorer(handle.db, fileStore(), tenant.vendor.id),
  });
  await handle.close();
  const text = `${formatReport(report)}\nOn ${handle.kind}, in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`;
  const saved =
    typeof values.report === 'string' ? values.report : `import-report-${new Date(started).toISOString().replace(/[:.]/g, '-')}${dryRun ? '-dry-run' : ''}.txt`;
  await writeFile(saved, text);
  console.log(`${text}The report is saved in ${saved}.`);
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
