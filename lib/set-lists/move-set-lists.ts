import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { setLists } from '@/lib/db/schema';
import { lockVendorUser } from '@/lib/vendor-users/lock-vendor-user';
import { mirrorSetLists } from './mirror-set-lists';
import { firstFreeName } from './owned-set-lists';

/**
 * Spec §6: when a guest signs up or logs in, their set lists become the account's, in the caller's
 * transaction. A guest's active list named like one of the account's is renamed "Name (2)" rather
 * than lost; the account's record, where it has one, is recounted.
 */
export async function moveSetLists(tx: Tx, from: string, to: string, now = Date.now()): Promise<void> {
  const lists = await tx
    .select({ id: setLists.id, vendorId: setLists.vendorId, name: setLists.name, archivedAt: setLists.archivedAt })
    .from(setLists)
    .where(eq(setLists.uid, from));
  for (const list of lists) {
    const name = list.archivedAt ? list.name : await firstFreeName(tx, { vendorId: list.vendorId, uid: to }, list.name, (n) => (n === 1 ? '' : ` (${n})`));
    await tx.update(setLists).set({ uid: to, name }).where(eq(setLists.id, list.id));
  }
  for (const vendorId of new Set(lists.map((list) => list.vendorId))) {
    if (await lockVendorUser(tx, vendorId, to)) await mirrorSetLists(tx, { vendorId, uid: to }, now);
  }
}
