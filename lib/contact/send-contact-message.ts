import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db';
import { contactMessages } from '@/lib/db/schema';
import type { Result } from '@/lib/errors/app-error';
import { rateLimitRefusal } from '@/lib/rate-limit/sliding-window';
import { CONTACT_RATE_LIMIT, type ContactMessage } from './contact-message';

/** Stores a message from the contact page, rate-limited by the sender's address. */
export async function sendContactMessage(db: Db, message: ContactMessage, senderAddress: string): Promise<Result<{ id: string }>> {
  const refusal = await rateLimitRefusal(
    db,
    `contact:${senderAddress}`,
    CONTACT_RATE_LIMIT,
    (minutes) => `You have sent several messages already. Please try again in ${minutes} minutes, or call us.`,
  );
  if (refusal) return { ok: false, error: refusal };
  const id = randomUUID();
  await db.insert(contactMessages).values({ id, ...message });
  return { ok: true, data: { id } };
}
