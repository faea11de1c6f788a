import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/db';
import { contactMessages, contactReplies } from '@/lib/db/schema';
import { AppError, type Result } from '@/lib/errors/app-error';
import { createEmailSender, smtpFromEnv, type SendEmail } from '@/lib/notifications/email';
import { siteUrl } from '@/lib/site/url';
import type { Tenant } from '@/lib/tenant';
import { typedLine, typedLines } from '@/lib/text/typed-text';

type House = Pick<Tenant, 'vendor'>;

export type InboxMessage = typeof contactMessages.$inferSelect & { replies: (typeof contactReplies.$inferSelect)[] };

/** The inbox (issue 13 §7): the newest messages first, each with the house's replies. */
export async function listContactMessages(db: Db, limit = 100): Promise<InboxMessage[]> {
  const messages = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
  if (messages.length === 0) return [];
  const replies = await db
    .select()
    .from(contactReplies)
    .where(
      inArray(
        contactReplies.messageId,
        messages.map((message) => message.id),
      ),
    )
    .orderBy(asc(contactReplies.createdAt));
  return messages.map((message) => ({ ...message, replies: replies.filter((reply) => reply.messageId === message.id) }));
}

export async function countUnreadContactMessages(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(isNull(contactMessages.readAt));
  return Number(row?.count ?? 0);
}

/** Tells the house a message arrived, at the vendor's address. A failed email is logged: the message is stored. */
export async function tellHouseOfContact(db: Db, messageId: string, house: House, send: SendEmail = createEmailSender(db, smtpFromEnv())): Promise<void> {
  try {
    const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
    if (!message) return;
    await send(
      house.vendor.email,
      `Contact: ${message.name}${message.production ? ` (${message.production})` : ''}`,
      [`${message.name} <${message.email}> wrote:`, '', message.message, '', `Answer it: ${new URL('/staff/inbox', siteUrl())}`].join('\n'),
    );
  } catch (error) {
    console.error(`Could not email the house about contact message ${messageId}:`, error);
  }
}

export const contactReplySchema = z.object({
  messageId: typedLine('the message').min(1).max(100),
  body: typedLines('the reply').min(1, 'Write a reply.').max(5000, 'Keep the reply to 5,000 characters.'),
});

/**
 * Staff answer a message: the reply is emailed to its sender, from the house, then kept with the
 * message, which is read from then on. An email that cannot go is said, and nothing is kept.
 */
export async function replyToContact(
  db: Db,
  input: z.infer<typeof contactReplySchema>,
  author: string,
  house: House,
  send: SendEmail = createEmailSender(db, smtpFromEnv()),
  now = new Date(),
): Promise<Result> {
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, input.messageId));
  if (!message) return { ok: false, error: new AppError('notFound', 'We could not find that message.') };
  try {
    await send(
      message.email,
      `Re: your message to ${house.vendor.displayName}`,
      [input.body, '', '—', `${house.vendor.displayName}`, `${house.vendor.phone} · ${house.vendor.email}`].join('\n'),
    );
  } catch {
    return { ok: false, error: new AppError('unavailable', 'The reply could not be sent just now. Please try again.') };
  }
  await db.transaction(async (tx) => {
    await tx.insert(contactReplies).values({ id: randomUUID(), messageId: message.id, authorName: author, body: input.body, createdAt: now });
    await tx
      .update(contactMessages)
      .set({ readAt: now })
      .where(and(eq(contactMessages.id, message.id), isNull(contactMessages.readAt)));
  });
  return { ok: true, data: null };
}

/** "Mark read" without a reply. */
export async function markContactRead(db: Db, messageId: string, now = new Date()): Promise<Result> {
  const marked = await db.update(contactMessages).set({ readAt: now }).where(eq(contactMessages.id, messageId)).returning({ id: contactMessages.id });
  return marked.length > 0 ? { ok: true, data: null } : { ok: false, error: new AppError('notFound', 'We could not find that message.') };
}
