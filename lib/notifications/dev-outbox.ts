import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { devOutbox, type OutboxChannel } from '@/lib/db/schema';

export type OutboxMessage = { channel: OutboxChannel; to: string; subject?: string | null; body: string };

/**
 * Where SMS and email go when no service is configured: a table the development outbox page and
 * the tests read, so a 2FA log-in can be finished without a phone.
 */
export async function putInOutbox(db: Db, message: OutboxMessage): Promise<void> {
  await db.insert(devOutbox).values({ id: randomUUID(), channel: message.channel, to: message.to, subject: message.subject ?? null, body: message.body });
}

/** The newest messages to one address on one channel, newest first. */
export async function outboxFor(db: Db, channel: OutboxChannel, to: string, limit = 20) {
  return db
    .select()
    .from(devOutbox)
    .where(and(eq(devOutbox.channel, channel), eq(devOutbox.to, to)))
    .orderBy(desc(devOutbox.createdAt), desc(devOutbox.id))
    .limit(limit);
}

/** Everything the outbox holds, newest first (the /dev/outbox page). */
export async function newestOutboxMessages(db: Db, limit = 50) {
  return db.select().from(devOutbox).orderBy(desc(devOutbox.createdAt), desc(devOutbox.id)).limit(limit);
}
