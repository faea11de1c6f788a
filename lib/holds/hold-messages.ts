import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/db';
import { holdMessages, holdRequests, vendorUsers } from '@/lib/db/schema';
import { AppError, type Result } from '@/lib/errors/app-error';
import type { CustomerKey } from '@/lib/house/customer-key';
import { createEmailSender, smtpFromEnv, type SendEmail } from '@/lib/notifications/email';
import { siteUrl } from '@/lib/site/url';
import type { Tenant } from '@/lib/tenant';
import { typedLine, typedLines } from '@/lib/text/typed-text';
import { countUpdates, markCustomerMessagesRead } from './hold-updates';
import { customerLimitRefusal } from './customer-limits';

export const holdMessageSchema = z.object({
  requestId: typedLine('the request').min(1).max(100),
  body: typedLines('the message').min(1, 'Write a message.').max(2000, 'Keep the message to 2,000 characters.'),
});
export type HoldMessageInput = z.infer<typeof holdMessageSchema>;

export type HoldMessage = { id: string; fromStaff: boolean; authorName: string; body: string; readAt: Date | null; createdAt: Date };

/** Who writes: the customer whose request it is (`owner`), or the house's staff. */
export type Author = { staff: true; name: string } | { staff: false; name: string; owner: CustomerKey };

/**
 * A message in a request's thread (issue 12 §5), with the customer's counters in the same
 * transaction. A customer writes only in their own requests' threads; another's answers like none.
 * Staff answering a thread have read the customer's messages in it.
 */
export async function sendHoldMessage(
  db: Db,
  input: HoldMessageInput,
  author: Author,
  now = new Date(),
): Promise<Result<{ messageId: string; customer: CustomerKey }>> {
  if (!author.staff) {
    const refusal = await customerLimitRefusal(db, 'message', author.owner);
    if (refusal) return { ok: false, error: refusal };
  }
  try {
    const data = await db.transaction(async (tx) => {
      const [request] = await tx
        .select({ vendorId: holdRequests.vendorId, uid: holdRequests.uid })
        .from(holdRequests)
        .where(eq(holdRequests.id, input.requestId));
      if (!request || (!author.staff && (request.vendorId !== author.owner.vendorId || request.uid !== author.owner.uid)))
        throw new AppError('notFound', 'We could not find that request.');
      const messageId = randomUUID();
      await tx
        .insert(holdMessages)
        .values({ id: messageId, requestId: input.requestId, fromStaff: author.staff, authorName: author.name, body: input.body, createdAt: now });
      if (author.staff) await markCustomerMessagesRead(tx, [input.requestId], now);
      await countUpdates(tx, request);
      return { messageId, customer: request };
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}

/** The threads of these requests, oldest message first. */
export async function listHoldMessages(db: Db, requestIds: string[]): Promise<Map<string, HoldMessage[]>> {
  const threads = new Map<string, HoldMessage[]>(requestIds.map((id) => [id, []]));
  if (requestIds.length === 0) return threads;
  const rows = await db
    .select()
    .from(holdMessages)
    .where(inArray(holdMessages.requestId, requestIds))
    .orderBy(asc(holdMessages.createdAt), asc(holdMessages.id));
  for (const { requestId, ...message } of rows) threads.get(requestId)?.push(message);
  return threads;
}

/** Tells the other side by email: the customer of the house's message, the house of the customer's. A failed email is logged. */
export async function tellOfMessage(
  db: Db,
  messageId: string,
  house: Pick<Tenant, 'vendor' | 'request'>,
  send: SendEmail = createEmailSender(db, smtpFromEnv()),
): Promise<void> {
  try {
    const [row] = await db
      .select({ message: holdMessages, email: vendorUsers.email, production: holdRequests.production })
      .from(holdMessages)
      .innerJoin(holdRequests, eq(holdRequests.id, holdMessages.requestId))
      .innerJoin(vendorUsers, and(eq(vendorUsers.vendorId, holdRequests.vendorId), eq(vendorUsers.uid, holdRequests.uid)))
      .where(eq(holdMessages.id, messageId));
    if (!row) return;
    const about = row.production ? ` about ${row.production}` : '';
    const [to, subject, link] = row.message.fromStaff
      ? [row.email, `A message from ${house.vendor.displayName}${about}`, '/holds']
      : [house.vendor.email, `A message from ${row.message.authorName}${about}`, '/staff/holds'];
    if (!to) return;
    await send(to, subject, [`${row.message.authorName} wrote:`, '', row.message.body, '', `Answer it: ${new URL(link, siteUrl())}`].join('\n'));
  } catch (error) {
    console.error(`Could not email about message ${messageId}:`, error);
  }
}
