import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Photo } from '@/lib/db/schema';
import type { FileStore } from '@/lib/storage/file-store';
import { photoKey, renditionUrl } from './photo-image';
import { storePhotoFiles } from './photo-files';
import { PHOTO_REFUSALS, refusalBySize, type FileRefusal } from './photo-rules';
import { processPhoto } from './process-photo';

/** A file as a form delivers it; its name is only ever shown back to the person, never used as a path. */
export type PhotoFile = Pick<File, 'name' | 'size' | 'arrayBuffer'>;
export type StoredPhoto = { name: string; photo: Photo };

/**
 * Each file judged and resized on its own (process-photo.ts) and stored under a new random key; a
 * refused one is named with its reason and nothing of it is stored. `of` names what the photos are
 * for in the log. Shared by an item's photos (lib/inventory/photos) and a returned line's (lib/holds/return-photos.ts).
 */
export async function storeUploadedPhotos(store: FileStore, files: PhotoFile[], of: string): Promise<{ stored: StoredPhoto[]; refused: FileRefusal[] }> {
  const refused: FileRefusal[] = [];
  const stored: StoredPhoto[] = [];
  for (const file of files) {
    const name = (file.name || 'Unnamed file').slice(0, 200);
    const bySize = refusalBySize(file.size);
    if (bySize) {
      refused.push({ name, message: PHOTO_REFUSALS[bySize] });
      continue;
    }
    const processed = await processPhoto(new Uint8Array(await file.arrayBuffer()));
    if (!processed.ok) {
      refused.push({ name, message: processed.error.message });
      continue;
    }
    const { width, height, renditions } = processed.data;
    const key = photoKey(randomUUID());
    try {
      await storePhotoFiles(store, key, renditions);
    } catch (error) {
      console.error(`Could not store photo ${name} of ${of}:`, error);
      refused.push({ name, message: PHOTO_REFUSALS.notStored });
      continue;
    }
    stored.push({ name, photo: { url: renditionUrl(key, width), width, height, alt: '', key, widths: renditions.map((each) => each.width) } });
  }
  return { stored, refused };
}
