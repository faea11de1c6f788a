import 'server-only';
import { env } from '@/lib/env/env';
import { diskStore } from './disk-store';
import type { FileStore } from './file-store';
import { s3Store, type S3Config } from './s3-store';

/** S3-compatible storage when the environment names a bucket and its keys, else a folder beside the embedded database. */
export function s3FromEnv(): S3Config | null {
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env();
  if (!S3_BUCKET || !S3_ENDPOINT || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  return { bucket: S3_BUCKET, endpoint: S3_ENDPOINT, region: S3_REGION, accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY };
}

const globalStore = globalThis as typeof globalThis & { __fileStore?: FileStore };

/** The app's one store, chosen from the environment once per process. */
export function fileStore(): FileStore {
  if (!globalStore.__fileStore) {
    const s3 = s3FromEnv();
    globalStore.__fileStore = s3 ? s3Store(s3) : diskStore(env().FILES_DIR ?? `${env().PGLITE_DATA_DIR}/files`);
  }
  return globalStore.__fileStore;
}
