import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db';
import { contactMessages } from '@/lib/db/schema';
import { fail, type Result } from '@/lib/errors/app-error';
import { takeHit } from '@/lib/rate-limit/fixed-window';
import { CONTACT_RATE_LIMIT, type ContactMessage } from './contact-message';

/** Stores a message from the contact page, rate-limited by the sender's address. */
export async function sendContactMessage(db: Db, message: ContactMessage, senderAddress: string): Promise<Result> {
  const decision = await takeHit(db, `contact:${senderAddress}`, CONTACT_RATE_LIMIT);
  if (!decision.allowed) {
    const minutes = Math.ceil(decision.retryAfterSeconds / 60);
    return fail('rateLimited', `You have sent several messages already. Please try again in ${minutes} minutes, or call us.`, {
      retryAfterSeconds: decision.retryAfterSeconds,
    });
  }
  await db.insert(contactMessages).values({ id: randomUUID(), ...message });
  return { ok: true, data: null };
}
