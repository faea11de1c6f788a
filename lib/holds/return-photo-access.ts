import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { CustomerKey } from '@/lib/house/customer-key';
import { can, type Viewer } from '@/lib/identity/viewer';

/** Whose order a condition photo belongs to: the house and the customer who made the request. */

/**
 * How a stored photo may be served (issue 36 §4.3): an item's photo to anyone, cached for good; a
 * photo of a returned line's condition (decision 136) only to the house's staff and the order's
 * customer, never cached by anyone on the way (`private`); to anyone else it does not exist (404).
 */
export type PhotoAccess = 'public' | 'private' | 'notFound';

/**
 * The order a photo key (`photos/<id>`) was taken for, when it is a returned line's condition photo;
 * null for any other key (an item's photo). Read through `hold_lines_condition_photos_idx`
 * (migration 0037), so an item photo costs one index probe.
 */
export async function conditionPhotoOwner(db: Db, key: string): Promise<CustomerKey | null> {
  const result = (await db.execute(sql`
    select r.vendor_id, r.uid from hold_lines l join hold_requests r on r.id = l.request_id
    where l.condition_photos @> ${JSON.stringify([{ key }])}::jsonb limit 1`)) as unknown as { rows: { vendor_id: string; uid: string }[] };
  const [row] = result.rows;
  return row ? { vendorId: row.vendor_id, uid: row.uid } : null;
}

/**
 * Who may see a condition photo of this house: its staff, and the customer whose order it is (also
 * while an admin acts as that customer, who then sees what they see). A guest, another customer or
 * no one signed in may not. `viewer` is asked only for a condition photo, so a page of cards never
 * reads the session for its item photos.
 */
export async function photoAccess(owner: CustomerKey | null, vendorId: string, viewer: () => Promise<Viewer>): Promise<PhotoAccess> {
  if (!owner) return 'public';
  if (owner.vendorId !== vendorId) return 'notFound';
  const who = await viewer();
  if (can(who, 'staff')) return 'private';
  if (can(who, 'customer') && who.user?.uid === owner.uid) return 'private';
  return 'notFound';
}
