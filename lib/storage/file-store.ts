import 'server-only';
import { env } from '@/lib/env';
import { diskStore } from './disk-store';
import { s3Store, type S3Config } from './s3-store';

/** A stored file as it is read back. */
export type StoredFile = { body: Uint8Array; contentType: string };

/**
 * Where uploaded files live (issue 13 §3): staff's photos and customers' insurance certificates.
 * Keys are made by the app, never by the uploader (`fileKey`), so a key cannot climb out of the
 * store. Who may read a file is the route's business, not the store's.
 */
export type FileStore = {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Removing a file that is not there is not an error. */
  remove(key: string): Promise<void>;
};

/** Lower-case letters, digits, dashes and dots in slash-separated parts, none of them `.` or `..`. */
const KEY = /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9]+)?(\/[a-z0-9][a-z0-9_-]*(\.[a-z0-9]+)?)*$/;

export function isFileKey(key: string): boolean {
  return key.length <= 200 && KEY.test(key);
}

export function assertFileKey(key: string): string {
  if (!isFileKey(key)) throw new Error(`Not a file key: ${JSON.stringify(key)}`);
  return key;
}

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
