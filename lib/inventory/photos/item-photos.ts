import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { items, type ItemStatus, type Photo } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';
import { lockItem } from '@/lib/inventory/lock-item';

export type ItemPhotos = { id: string; title: string; sku: string; status: ItemStatus; photos: Photo[] };

export const PHOTO_GONE = 'That photo is no longer on this item: the page is out of date, so reload it.';

/** An item's photos for the staff page, whatever the item's status. */
export async function readItemPhotos(db: Db, vendorId: string, itemId: string): Promise<ItemPhotos | null> {
  const [item] = await db
    .select({ id: items.id, title: items.title, sku: items.sku, status: items.status, photos: items.photos })
    .from(items)
    .where(and(eq(items.vendorId, vendorId), eq(items.id, itemId)));
  return item ?? null;
}

export type PhotoChange = { vendorId: string; itemId: string; actor: Actor; action: string; now?: Date };

/** What the audit log keeps of a list of photos: enough to tell them apart and read what changed. */
const summary = (photos: Photo[]) => photos.map(({ url, alt }) => ({ url, alt }));

/**
 * One change of an item's photos (issue 13 §3, §9), in one transaction: the item's row locked, the list
 * read under the lock and `change` applied to it, the new list written with its audit row. Changes of
 * one item's photos so happen one after another, and none is lost, however many staff (or uploads)
 * arrive at once. `change` answers the new list and what to report, or throws an AppError (nothing is
 * written).
 */
export async function changeItemPhotos<T>(
  db: Db,
  { vendorId, itemId, actor, action, now = new Date() }: PhotoChange,
  change: (photos: Photo[], item: { title: string }) => { photos: Photo[]; data: T },
): Promise<Result<T>> {
  try {
    const data = await db.transaction(async (tx) => {
      const item = await lockItem(tx, vendorId, itemId);
      const next = change(item.photos, item);
      await tx
        .update(items)
        .set({ photos: next.photos, updatedAt: now })
        .where(and(eq(items.vendorId, vendorId), eq(items.id, itemId)));
      await recordAudit(
        tx,
        { vendorId, actor, subjectType: 'item', subjectId: itemId, action, before: { photos: summary(item.photos) }, after: { photos: summary(next.photos) } },
        now,
      );
      return next.data;
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}

/** The index of the photo with this address, or an AppError saying the page is stale. */
export function indexOfPhoto(photos: Photo[], url: string): number {
  const index = photos.findIndex((photo) => photo.url === url);
  if (index < 0) throw new AppError('notFound', PHOTO_GONE, { reason: 'photoGone' });
  return index;
}
