import 'server-only';
import type { Db } from '@/lib/db';
import type { Photo } from '@/lib/db/schema';
import type { Actor } from '@/lib/audit/record-audit';
import type { Result } from '@/lib/errors/app-error';
import type { FileStore } from '@/lib/storage/file-store';
import { changeItemPhotos, indexOfPhoto } from './item-photos';
import { removePhotoFiles } from '@/lib/media/photo-files';

/**
 * Staff remove a photo from an item (issue 13 §3). Its files leave the store only after the write has
 * committed: a write that fails leaves the item showing a photo whose files are all still there. A
 * generated demo picture has no files; it just leaves the list.
 */
export async function removePhoto(
  db: Db,
  store: FileStore,
  item: { vendorId: string; itemId: string; actor: Actor; now?: Date },
  url: string,
): Promise<Result<{ removed: Photo }>> {
  const removed = await changeItemPhotos(db, { ...item, action: 'removePhoto' }, (photos) => {
    const index = indexOfPhoto(photos, url);
    return { photos: photos.filter((_, at) => at !== index), data: { removed: photos[index]! } };
  });
  if (removed.ok) await removePhotoFiles(store, removed.data.removed);
  return removed;
}
