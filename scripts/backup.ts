// `npm run backup [-- --out DIR]`: one dated archive of the embedded database (pg_dump's SQL) and
// the uploaded files, in BACKUP_DIR (./data-backups) unless --out names another folder. Works whether
// or not the storefront runs: a running one makes the backup itself (lib/backup, decision 107).
// On PostgreSQL (DATABASE_URL) use pg_dump and copy the files, as the README says.
import { parseArgs } from 'node:util';
import { backUpDataFolder } from '@/lib/backup/back-up-data-folder';
import { formatBytes } from '@/lib/backup/daily-backup';
import { uploadsFolder } from '@/lib/backup/uploads-folder';
import { env } from '@/lib/env/env';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
try {
  const { DATABASE_URL, PGLITE_DATA_DIR, BACKUP_DIR } = env();
  if (DATABASE_URL) {
    console.error(
      'npm run backup backs up the embedded database. On PostgreSQL (DATABASE_URL), use pg_dump and copy the uploads: README, "Running on PostgreSQL".',
    );
    process.exit(2);
  }
  const made = await backUpDataFolder({ dataDir: PGLITE_DATA_DIR, filesDir: uploadsFolder(), outDir: values.out ?? BACKUP_DIR });
  const { tables, files } = made.manifest;
  const rows = Object.values(tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backed up ${PGLITE_DATA_DIR} to ${made.path}: ${Object.keys(tables).length} tables, ${rows.toLocaleString('en')} rows, ` +
      `${files.count.toLocaleString('en')} files, ${formatBytes(made.bytes)}, in ${made.seconds.toFixed(1)} s (made by ${made.madeBy}).`,
  );
  if (!files.included) console.log('Uploaded files are kept in the S3 bucket (S3_BUCKET), not in the archive: copy the bucket with its own tools.');
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
