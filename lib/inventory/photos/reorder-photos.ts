import 'server-only';
import type { Db } from '@/lib/db';
import type { Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';
import { changeItemPhotos, indexOfPhoto } from './item-photos';
import { movedPhotos, orderedPhotos } from '@/lib/media/photo-rules';

/** One photo a place earlier or later, or the whole list in a new order (every photo named once). */
export type Reorder = { url: string; direction: 'earlier' | 'later' } | { order: string[] };

const STALE_ORDER = 'The photos changed while you were ordering them: reload the page and order them again.';

/**
 * Staff reorder an item's photos (issue 13 §3); the first is the one cards show. Under the item's row
 * lock, so a move is made on the list as it is, not as the page saw it.
 */
export async function reorderPhotos(
  db: Db,
  item: { vendorId: string; itemId: string; actor: Actor; now?: Date },
  reorder: Reorder,
): Promise<Result<{ position: number }>> {
  return changeItemPhotos(db, { ...item, action: 'reorderPhotos' }, (photos) => {
    if ('order' in reorder) {
      const next = orderedPhotos(photos, reorder.order);
      if (!next) throw new AppError('conflict', STALE_ORDER, { reason: 'staleOrder' });
      return { photos: next, data: { position: 0 } };
    }
    const index = indexOfPhoto(photos, reorder.url);
    const next = movedPhotos(photos, index, reorder.direction);
    if (!next) {
      const message = reorder.direction === 'earlier' ? 'That photo is already the first.' : 'That photo is already the last.';
      throw new AppError('conflict', message, { reason: 'cannotMove' });
    }
    return { photos: next, data: { position: index + (reorder.direction === 'earlier' ? -1 : 1) } };
  });
}
