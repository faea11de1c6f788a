import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db';
import { contactMessages } from '@/lib/db/schema';
import { takeHit } from '@/lib/rate-limit/fixed-window';
import { CONTACT_RATE_LIMIT, contactMessageSchema, type ContactField, type ContactFormState } from './contact-message';

/** Validates, rate-limits by the sender's address, and stores a message from the contact page. */
export async function sendContactMessage(db: Db, input: Record<string, unknown>, senderAddress: string): Promise<ContactFormState> {
  const values = Object.fromEntries(
    (['name', 'email', 'production', 'message'] as const).map((field) => [field, typeof input[field] === 'string' ? input[field] : '']),
  ) as Record<ContactField, string>;
  const parsed = contactMessageSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<ContactField, string>> = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as ContactField] ??= issue.message;
    return { status: 'invalid', fieldErrors, values };
  }
  const decision = await takeHit(db, `contact:${senderAddress}`, CONTACT_RATE_LIMIT);
  if (!decision.allowed) {
    const minutes = Math.ceil(decision.retryAfterSeconds / 60);
    return { status: 'refused', message: `You have sent several messages already. Please try again in ${minutes} minutes, or call us.`, values };
  }
  await db.insert(contactMessages).values({ id: randomUUID(), ...parsed.data });
  return { status: 'sent' };
}
