import 'server-only';
import { resolve } from 'node:path';
import { Cron } from 'croner';
import { database } from '@/lib/db';
import { env } from '@/lib/env/env';
import { tenant } from '@/lib/tenant';
import { answerBackupRequests, backupSocketPath } from './backup-socket';
import { createBackup, type MadeBackup } from './create-backup';
import { DAILY_BACKUP_AT, runDailyBackup } from './daily-backup';
import { uploadsFolder } from './uploads-folder';

const started = globalThis as { __storefrontBackups?: true };

/**
 * The embedded database's backups in the server process (issue 23 §8): every day at 03:15 on the
 * house's clock into BACKUP_DIR, keeping the newest BACKUP_KEEP (0 turns the daily backup off), and
 * `npm run backup` answered on the data folder's socket while the server holds the folder. With
 * DATABASE_URL there is nothing to do here: PostgreSQL is backed up with its own tools (README).
 * One backup at a time: a request during the nightly one waits for it.
 */
export function scheduleBackups(): void {
  const { DATABASE_URL, PGLITE_DATA_DIR, BACKUP_DIR, BACKUP_KEEP } = env();
  if (DATABASE_URL || started.__storefrontBackups) return;
  started.__storefrontBackups = true;
  const filesDir = uploadsFolder();
  const backUp = oneAtATime(async (outDir: string) => {
    const handle = await database();
    if (handle.kind !== 'pglite') throw new Error('Backups here are of the embedded database.');
    return createBackup(handle.pglite, { outDir, filesDir });
  });

  answerBackupRequests(backupSocketPath(PGLITE_DATA_DIR), backUp).catch((error: Error) =>
    console.error(`npm run backup cannot reach this server (stop it to back up): ${error.message}`),
  );
  if (BACKUP_KEEP === 0) return;
  const folder = resolve(BACKUP_DIR);
  // protect: a backup still running when the next is due (a clock change) is not started twice.
  new Cron(DAILY_BACKUP_AT, { timezone: tenant.vendor.timezone, protect: true, name: 'daily-backup' }, () => runDailyBackup(backUp, folder, BACKUP_KEEP));
}

function oneAtATime(task: (outDir: string) => Promise<MadeBackup>): (outDir: string) => Promise<MadeBackup> {
  let last: Promise<unknown> = Promise.resolve();
  return (outDir) => {
    const next = last.then(
      () => task(outDir),
      () => task(outDir),
    );
    last = next.catch(() => undefined);
    return next;
  };
}
