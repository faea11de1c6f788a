import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isArchiveName } from './backup-name';

/**
 * Keeps the newest `keep` archives in `folder` and removes the older ones; answers the paths removed.
 * Only files named as this app names its archives are counted, so anything else kept there is left
 * alone. Newest is read from the name (UTC to the second), not from the file's time, which a copy or
 * a restore from elsewhere would change.
 */
export async function pruneBackups(folder: string, keep: number): Promise<string[]> {
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`pruneBackups keeps at least one backup (asked to keep ${keep}).`);
  const archives = (await readdir(folder)).filter(isArchiveName).sort();
  const older = archives.slice(0, Math.max(0, archives.length - keep)).map((name) => join(folder, name));
  for (const path of older) await rm(path, { force: true });
  return older;
}
