import type { Db } from '@/lib/db/open';
import { uploadPhotos } from '@/lib/inventory/photos/upload-photos';
import type { FileStore } from '@/lib/storage/file-store';
import { IMPORT_ACTOR } from './catalogue';

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
