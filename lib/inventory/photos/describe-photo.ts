import 'server-only';
import type { Db } from '@/lib/db';
import type { Actor } from '@/lib/audit/record-audit';
import type { Result } from '@/lib/errors/app-error';
import { changeItemPhotos, indexOfPhoto } from './item-photos';

/**
 * Staff change a photo's alt text (issue 13 §3): what a screen reader says of it and what shows when
 * it does not load. The action has already checked it is one line of 1 to 200 characters.
 */
export async function describePhoto(
  db: Db,
  item: { vendorId: string; itemId: string; actor: Actor; now?: Date },
  url: string,
  alt: string,
): Promise<Result<null>> {
  return changeItemPhotos(db, { ...item, action: 'describePhoto' }, (photos) => {
    const index = indexOfPhoto(photos, url);
    return { photos: photos.map((photo, at) => (at === index ? { ...photo, alt } : photo)), data: null };
  });
}
