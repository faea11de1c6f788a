import type { Db } from '@/lib/db/open';
import { uploadPhotos } from '@/lib/inventory/photos/upload-photos';
import type { FileStore } from '@/lib/storage/file-store';
import { IMPORT_ACTOR } from './catalogue';

/** The longest a photo download may take before the photo is kept as a link instead. */
export const PHOTO_DOWNLOAD_MS = 20_000;

/** A photo fetched from the old platform; anything but a 2xx answer is a reason to keep the link. */
export async function downloadPhoto(url: string): Promise<Uint8Array> {
  const answer = await fetch(url, { signal: AbortSignal.timeout(PHOTO_DOWNLOAD_MS), redirect: 'follow' });
  if (!answer.ok) throw new Error(`the server answered ${answer.status}`);
  return new Uint8Array(await answer.arrayBuffer());
}

/** A downloaded photo stored on its item as staff uploads are (judged, resized, stored); why not, or null. */
export function photoStorer(db: Db, store: FileStore, vendorId: string) {
  return async (itemId: string, name: string, bytes: Uint8Array): Promise<string | null> => {
    const stored = await uploadPhotos(db, store, {
      vendorId,
      itemId,
      actor: IMPORT_ACTOR,
      files: [{ name, size: bytes.byteLength, arrayBuffer: async () => bytes.slice().buffer }],
    });
    if (!stored.ok) return stored.error.message;
    return stored.data.refused[0]?.message ?? null;
  };
}
