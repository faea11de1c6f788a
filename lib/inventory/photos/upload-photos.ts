import 'server-only';
import type { Db } from '@/lib/db';
import type { Photo } from '@/lib/db/schema';
import type { Actor } from '@/lib/audit/record-audit';
import { AppError, fail, type Result } from '@/lib/errors/app-error';
import type { FileStore } from '@/lib/storage/file-store';
import { ITEM_NOT_FOUND } from '@/lib/inventory/lock-item';
import { changeItemPhotos, readItemPhotos } from './item-photos';
import { removePhotoFiles } from '@/lib/media/photo-files';
import { defaultAlt, MAX_PHOTOS_PER_ITEM, PHOTO_REFUSALS, uploadPosition, type FileRefusal } from '@/lib/media/photo-rules';
import { storeUploadedPhotos, type PhotoFile } from '@/lib/media/store-uploaded-photos';

export type UploadedPhotos = { added: Photo[]; refused: FileRefusal[] };

type Upload = { vendorId: string; itemId: string; actor: Actor; files: PhotoFile[]; now?: Date };

/**
 * Staff add photos to an item (issue 13 §3). Each file is judged and resized on its own
 * (process-photo.ts); a refused one is named with its reason and nothing of it is stored. The good ones
 * are stored first (under a new random key each), then added after the item's photos (the cover stays
 * the cover unless staff move another first, issue 38 §6; photo-rules.ts) in one transaction under the item's row lock, with their audit row, so uploads arriving together each add
 * theirs. Their alt text starts as the item's title. Photos past the item's limit of 24, or all of them
 * when the write fails, are taken out of the store again.
 */
export async function uploadPhotos(db: Db, store: FileStore, { vendorId, itemId, actor, files, now = new Date() }: Upload): Promise<Result<UploadedPhotos>> {
  const item = await readItemPhotos(db, vendorId, itemId);
  if (!item) return fail('notFound', ITEM_NOT_FOUND);
  if (item.photos.length >= MAX_PHOTOS_PER_ITEM) return fail('conflict', PHOTO_REFUSALS.full, { reason: 'full' });

  const { stored, refused } = await storeUploadedPhotos(store, files, `item ${itemId}`);
  if (stored.length === 0) return { ok: true, data: { added: [], refused } };

  let kept = 0;
  let changed: Result<Photo[]>;
  try {
    changed = await changeItemPhotos(db, { vendorId, itemId, actor, action: 'addPhotos', now }, (photos, { title }) => {
      kept = Math.min(stored.length, Math.max(0, MAX_PHOTOS_PER_ITEM - photos.length));
      if (kept === 0) throw new AppError('conflict', PHOTO_REFUSALS.full, { reason: 'full' });
      const added = stored.slice(0, kept).map(({ photo }) => ({ ...photo, alt: defaultAlt(title) }));
      const at = uploadPosition(photos);
      return { photos: [...photos.slice(0, at), ...added, ...photos.slice(at)], data: added };
    });
  } catch (error) {
    await Promise.all(stored.map(({ photo }) => removePhotoFiles(store, photo)));
    throw error;
  }
  const unused = changed.ok ? stored.slice(kept) : stored;
  await Promise.all(unused.map(({ photo }) => removePhotoFiles(store, photo)));
  if (!changed.ok) return changed;
  return { ok: true, data: { added: changed.data, refused: [...refused, ...unused.map(({ name }) => ({ name, message: PHOTO_REFUSALS.full }))] } };
}
