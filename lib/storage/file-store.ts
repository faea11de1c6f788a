import 'server-only';

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
