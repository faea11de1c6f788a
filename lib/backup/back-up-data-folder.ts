import 'server-only';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DatabaseFolderInUseError, lockDataFolder } from '@/lib/db/folder-lock';
import { backupSocketPath, requestBackup } from './backup-socket';
import { createBackup, type MadeBackup } from './create-backup';

export type DataFolderBackup = MadeBackup & { madeBy: 'this process' | 'the running storefront' };

/**
 * `npm run backup` (issue 23 §8), whether or not the storefront runs. A folder nobody holds is
 * locked and opened here, as it is, never migrated: a backup taken before an upgrade must be of the
 * old schema. A folder the server holds is backed up by the server, asked over the data folder's
 * socket (backup-socket.ts).
 */
export async function backUpDataFolder({
  dataDir,
  filesDir,
  outDir,
  now,
}: {
  dataDir: string;
  filesDir: string | null;
  outDir: string;
  now?: Date;
}): Promise<DataFolderBackup> {
  if (!existsSync(join(dataDir, 'pg', 'PG_VERSION')))
    throw new Error(`There is no embedded database in ${dataDir} to back up (set PGLITE_DATA_DIR to its folder).`);
  let release: () => void;
  try {
    release = lockDataFolder(dataDir);
  } catch (error) {
    if (!(error instanceof DatabaseFolderInUseError)) throw error;
    return askTheServer(dataDir, outDir);
  }
  try {
    // The extensions lib/db/open.ts opens it with: the search indexes use pg_trgm.
    const pglite = await PGlite.create({ dataDir: join(dataDir, 'pg'), extensions: { pg_trgm } });
    try {
      return { ...(await createBackup(pglite, { outDir, filesDir, now })), madeBy: 'this process' };
    } finally {
      await pglite.close();
    }
  } finally {
    release();
  }
}

async function askTheServer(dataDir: string, outDir: string): Promise<DataFolderBackup> {
  const socket = backupSocketPath(dataDir);
  try {
    return { ...(await requestBackup(socket, outDir)), madeBy: 'the running storefront' };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED')
      throw new Error(
        `${dataDir} is in use by another process, which does not answer backups at ${socket}: a storefront older than npm run backup, or another script. ` +
          'Stop it and run the backup again.',
      );
    throw error;
  }
}
