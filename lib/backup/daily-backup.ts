import { pruneBackups } from './prune-backups';
import type { MadeBackup } from './create-backup';

/** When the daily backup runs, on the house's clock (croner): the quiet of the night, since the dump holds the process meanwhile. */
export const DAILY_BACKUP_AT = '15 3 * * *';

type Log = Pick<Console, 'log' | 'error'>;

/**
 * One daily backup (issue 23 §8): made into `folder`, then every archive there but the newest `keep`
 * removed. One log line for the backup (where, how big, how long) and one for each archive removed;
 * a failure is logged and waits for the next day, and removes nothing.
 */
export async function runDailyBackup(backUp: (folder: string) => Promise<MadeBackup>, folder: string, keep: number, log: Log = console): Promise<void> {
  let made: MadeBackup;
  try {
    made = await backUp(folder);
  } catch (error) {
    log.error(`Backup failed, nothing was removed; the next runs tomorrow at 03:15: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  log.log(`Backup: ${made.path}, ${formatBytes(made.bytes)}, in ${made.seconds.toFixed(1)} s.`);
  try {
    for (const path of await pruneBackups(folder, keep)) log.log(`Backup: removed ${path}, keeping the newest ${keep}.`);
  } catch (error) {
    log.error(`Backup: could not remove older backups from ${folder}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1_000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1_000).toFixed(1)} kB`;
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000_000_000).toFixed(2)} GB`;
}
