import 'server-only';
import { join } from 'node:path';
import { env } from '@/lib/env/env';
import { s3FromEnv } from '@/lib/storage/app-file-store';

/**
 * The folder of uploaded files a backup takes and a restore fills: the app's own rule
 * (lib/storage/file-store.ts), FILES_DIR or else `files` in the data folder. null when uploads are
 * kept in an S3-compatible bucket: a bucket is copied with its own tools (README, "Backups").
 */
export function uploadsFolder(dataDir = env().PGLITE_DATA_DIR): string | null {
  if (s3FromEnv()) return null;
  return env().FILES_DIR ?? join(dataDir, 'files');
}
