import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { assertFileKey, type FileStore } from './file-store';

/** The type travels beside the bytes, so a file is served as what it was stored as. */
const TYPE_SUFFIX = '.type';

/**
 * Files in a folder on this machine: the default beside the embedded database (`./data/files`).
 * Each write lands under a temporary name and is renamed into place, so a reader never sees half a
 * file; several instances need S3-compatible storage instead (docs/decisions/0097).
 */
export function diskStore(folder: string): FileStore {
  const root = resolve(folder);
  const pathOf = (key: string) => join(root, assertFileKey(key));
  return {
    async put(key, body, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.tmp`;
      await writeFile(`${path}${TYPE_SUFFIX}`, contentType);
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [body, contentType] = await Promise.all([readFile(path), readFile(`${path}${TYPE_SUFFIX}`, 'utf8')]);
        return { body: new Uint8Array(body), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      const path = pathOf(key);
      await Promise.all([rm(path, { force: true }), rm(`${path}${TYPE_SUFFIX}`, { force: true })]);
    },
  };
}
