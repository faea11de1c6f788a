import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

export type UploadedFiles = { paths: string[]; bytes: number };

/**
 * Every file in the uploads folder (lib/storage/disk-store.ts: each file and its `.type` beside
 * it), as paths relative to the folder. A write still under its temporary name (`….tmp`, renamed
 * into place when complete) is not a file yet and is left out. A folder not made yet holds none.
 */
export async function listUploadedFiles(folder: string): Promise<UploadedFiles> {
  let entries;
  try {
    entries = await readdir(folder, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { paths: [], bytes: 0 };
    throw error;
  }
  const paths: string[] = [];
  let bytes = 0;
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
    const path = join(entry.parentPath, entry.name);
    bytes += (await stat(path)).size;
    paths.push(relative(folder, path).split(sep).join('/'));
  }
  return { paths: paths.sort(), bytes };
}
