import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests, type Photo } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { AppError, fail, type Result } from '@/lib/errors/app-error';
import { removePhotoFiles } from '@/lib/media/photo-files';
import type { FileRefusal } from '@/lib/media/photo-rules';
import { storeUploadedPhotos, type PhotoFile } from '@/lib/media/store-uploaded-photos';
import type { FileStore } from '@/lib/storage/file-store';
import { PHOTO_STATES, RETURN_PHOTOS_FULL, RETURN_PHOTOS_NOT_RETURNED, MAX_RETURN_PHOTOS } from './return-photo-rules';

type Upload = { vendorId: string; lineId: string; actor: Actor; files: PhotoFile[]; now?: Date };

/**
 * Staff add photos of a line's condition when it is back (issue 26 §4, decision 136) or, at the counter,
 * when it goes out (issue 38 §2: each photo's words say which), through the item
 * photos' pipeline (lib/inventory/photos): each file judged by its bytes and size, turned upright,
 * stripped of its metadata, stored as WebP at the pages' widths under a new random key; a refused
 * file is named with its reason and nothing of it is stored. The good ones are then added to the
 * line's `condition_photos` in one transaction under the line's row lock, with their audit row, at
 * most 12 a line; those past the limit, or all when the write fails, are taken out of the store again.
 */
export async function addReturnPhotos(
  db: Db,
  store: FileStore,
  { vendorId, lineId, actor, files, now = new Date() }: Upload,
): Promise<Result<{ added: Photo[]; refused: FileRefusal[]; requestId: string }>> {
  const [line] = await db
    .select({ state: holdLines.state, photos: holdLines.conditionPhotos, requestId: holdLines.requestId })
    .from(holdLines)
    .innerJoin(holdRequests, eq(holdRequests.id, holdLines.requestId))
    .where(and(eq(holdLines.id, lineId), eq(holdRequests.vendorId, vendorId)));
  if (!line) return fail('notFound', 'We could not find that line.');
  if (!PHOTO_STATES.includes(line.state)) return fail('conflict', RETURN_PHOTOS_NOT_RETURNED, { reason: 'NOT_RETURNED' });
  if (line.photos.length >= MAX_RETURN_PHOTOS) return fail('conflict', RETURN_PHOTOS_FULL, { reason: 'full' });

  const { stored, refused } = await storeUploadedPhotos(store, files, `line ${lineId}`);
  if (stored.length === 0) return { ok: true, data: { added: [], refused, requestId: line.requestId } };

  let kept = 0;
  let added: Photo[] = [];
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ state: holdLines.state, photos: holdLines.conditionPhotos, title: holdLines.title, requestId: holdLines.requestId })
        .from(holdLines)
        .where(eq(holdLines.id, lineId))
        .for('update');
      if (!current || !PHOTO_STATES.includes(current.state)) throw new AppError('conflict', RETURN_PHOTOS_NOT_RETURNED, { reason: 'NOT_RETURNED' });
      kept = Math.min(stored.length, Math.max(0, MAX_RETURN_PHOTOS - current.photos.length));
      if (kept === 0) throw new AppError('conflict', RETURN_PHOTOS_FULL, { reason: 'full' });
      added = stored
        .slice(0, kept)
        .map(({ photo }) => ({ ...photo, alt: `Condition of ${current.title} ${current.state === 'out' ? 'at check-out' : 'at return'}` }));
      await tx
        .update(holdLines)
        .set({ conditionPhotos: [...current.photos, ...added] })
        .where(eq(holdLines.id, lineId));
      await recordAudit(
        tx,
        {
          vendorId,
          actor,
          subjectType: 'request',
          subjectId: current.requestId,
          action: 'addReturnPhotos',
          before: { lineId, title: current.title, photos: current.photos.length },
          after: { lineId, title: current.title, photos: current.photos.length + added.length, added: added.map((photo) => photo.key) },
        },
        now,
      );
    });
  } catch (error) {
    await Promise.all(stored.map(({ photo }) => removePhotoFiles(store, photo)));
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
  const unused = stored.slice(kept);
  await Promise.all(unused.map(({ photo }) => removePhotoFiles(store, photo)));
  return { ok: true, data: { added, refused: [...refused, ...unused.map(({ name }) => ({ name, message: RETURN_PHOTOS_FULL }))], requestId: line.requestId } };
}
