// `npm run restore -- FILE [--into DIR] [--check]`: restores an archive of `npm run backup` into an
// empty data folder (PGLITE_DATA_DIR, ./data, or DIR), uploads included, then opens it as the server
// does, which migrates a backup of an older version forward. Refuses a folder that holds a database
// or is in use. --check restores into a temporary folder, reports, and removes it: a backup tried.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '@/lib/backup/restore-backup';
import { uploadsFolder } from '@/lib/backup/uploads-folder';
import { env } from '@/lib/env/env';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { into: { type: 'string' }, check: { type: 'boolean', default: false } } });
const [archive, ...extra] = positionals;
if (!archive || extra.length > 0 || (values.check && values.into)) {
  console.error('Usage: npm run restore -- FILE [--into DIR]   or   npm run restore -- FILE --check');
  process.exit(2);
}

let temporary: string | null = null;
try {
  const { DATABASE_URL, PGLITE_DATA_DIR } = env();
  if (DATABASE_URL && !values.into && !values.check) {
    console.error('npm run restore restores the embedded database. On PostgreSQL (DATABASE_URL), use pg_restore: README, "Running on PostgreSQL".');
    process.exit(2);
  }
  temporary = values.check ? mkdtempSync(join(tmpdir(), 'storefront-restore-check-')) : null;
  const into = temporary ?? values.into ?? PGLITE_DATA_DIR;
  // A check restores the uploads too, into its own folder, so every file is counted.
  const filesDir = temporary ? join(temporary, 'files') : uploadsFolder(into);
  const restored = await restoreBackup(archive, { into, filesDir });
  const { manifest, migrations } = restored;
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  const before = manifest.migrations.last?.tag ?? 'none';
  const after = migrations.last?.tag ?? 'none';
  console.log(
    `${temporary ? 'Checked' : 'Restored'} ${archive} (made ${manifest.createdAt} by ${manifest.app.name} ${manifest.app.version})` +
      `${temporary ? '' : ` into ${into}`}: ${Object.keys(manifest.tables).length} tables and ${rows.toLocaleString('en')} rows as its manifest counts, ` +
      `${restored.files.toLocaleString('en')} files, in ${restored.seconds.toFixed(1)} s.`,
  );
  console.log(
    before === after
      ? `Its schema is current (${after}).`
      : `Migrated from ${before} to ${after} (${plural(migrations.applied - manifest.migrations.applied, 'migration')}).`,
  );
  if (!manifest.files.included) console.log('The backup has no uploaded files: they were kept in an S3 bucket, which is copied with its own tools.');
  else if (!filesDir && manifest.files.count > 0) console.log(`Its ${manifest.files.count} files were not restored: uploads are kept in S3 here (S3_BUCKET).`);
  if (temporary) rmSync(temporary, { recursive: true, force: true });
  process.exit(0);
} catch (error) {
  if (temporary) rmSync(temporary, { recursive: true, force: true });
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

function plural(count: number, noun: string): string {
  return `${count.toLocaleString('en')} ${noun}${count === 1 ? '' : 's'}`;
}
