import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { holdLines, holdMessages, holdRequests, vendorUsers } from '@/lib/db/schema';
import type { CustomerKey } from '@/lib/house/customer-key';
import { lockVendorUser } from '@/lib/vendor-users/lock-vendor-user';

const ownRequests = (owner: CustomerKey) =>
  sql`(select ${holdRequests.id} from ${holdRequests} where ${holdRequests.vendorId} = ${owner.vendorId} and ${holdRequests.uid} = ${owner.uid})`;

/**
 * The customer's §3 counters of their requests, rewritten from the tables after their record is
 * locked (so the last writer counts everything committed): `messageCount` (messages in their
 * threads), `unreadMessageCount` (the house's messages they have not read) and
 * `unreadNotificationCount` (those, plus lines staff or the system moved since they last looked).
 * The live profile carries them to the header's badge.
 *
 * Lock order, everywhere: the prop's row, then the line, then this record; never the other way.
 */
export async function countUpdates(tx: Tx, owner: CustomerKey): Promise<void> {
  if (!(await lockVendorUser(tx, owner.vendorId, owner.uid))) return;
  const requests = ownRequests(owner);
  const messages = sql`(select count(*) from ${holdMessages} where ${holdMessages.requestId} in ${requests})`;
  const unreadMessages = sql`(select count(*) from ${holdMessages} where ${holdMessages.requestId} in ${requests} and ${holdMessages.fromStaff} and ${holdMessages.readAt} is null)`;
  const unreadLines = sql`(select count(*) from ${holdLines} where ${holdLines.requestId} in ${requests} and ${holdLines.unread})`;
  await tx
    .update(vendorUsers)
    .set({
      stats: sql`${vendorUsers.stats} || jsonb_build_object('messageCount', ${messages}, 'unreadMessageCount', ${unreadMessages}, 'unreadNotificationCount', ${unreadMessages} + ${unreadLines})`,
    })
    .where(and(eq(vendorUsers.vendorId, owner.vendorId), eq(vendorUsers.uid, owner.uid)));
}

/** The customer opened "Your Holds": every update and every message of the house is read. */
export async function markHoldsSeen(db: Db, owner: CustomerKey, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const requests = ownRequests(owner);
    await tx
      .update(holdLines)
      .set({ unread: false })
      .where(and(sql`${holdLines.requestId} in ${requests}`, eq(holdLines.unread, true)));
    await tx
      .update(holdMessages)
      .set({ readAt: now })
      .where(and(sql`${holdMessages.requestId} in ${requests}`, eq(holdMessages.fromStaff, true), isNull(holdMessages.readAt)));
    await countUpdates(tx, owner);
  });
}

/** Staff answered a thread: the customer's messages in it are read. */
export async function markCustomerMessagesRead(tx: Tx, requestIds: string[], now: Date): Promise<void> {
  if (requestIds.length === 0) return;
  await tx
    .update(holdMessages)
    .set({ readAt: now })
    .where(and(inArray(holdMessages.requestId, requestIds), eq(holdMessages.fromStaff, false), isNull(holdMessages.readAt)));
}
