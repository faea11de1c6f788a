import 'server-only';
import type { Photo } from '@/lib/db/schema';
import { renditionKey } from './photo-image';
import type { FileStore } from '@/lib/storage/file-store';
import type { Rendition } from './process-photo';

/** Stores each width of a photo; when one fails, the others written are taken away again and the failure thrown. */
export async function storePhotoFiles(store: FileStore, key: string, renditions: Rendition[]): Promise<void> {
  const written: string[] = [];
  try {
    for (const { width, body } of renditions) {
      const file = renditionKey(key, width);
      await store.put(file, body, 'image/webp');
      written.push(file);
    }
  } catch (error) {
    await Promise.allSettled(written.map((file) => store.remove(file)));
    throw error;
  }
}

/**
 * Removes an uploaded photo's files, once no item shows it any more. A file that cannot be removed
 * now is left behind and logged: the database no longer points at it, so nobody is shown it.
 */
export async function removePhotoFiles(store: FileStore, photo: Pick<Photo, 'key' | 'widths'>): Promise<void> {
  if (!photo.key) return;
  const key = photo.key;
  const results = await Promise.allSettled((photo.widths ?? []).map((width) => store.remove(renditionKey(key, width))));
  for (const result of results) if (result.status === 'rejected') console.error(`Could not remove a file of photo ${key}:`, result.reason);
}
