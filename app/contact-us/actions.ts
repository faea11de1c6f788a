'use server';

import { headers } from 'next/headers';
import { contactMessageSchema } from '@/lib/contact/contact-message';
import { tellHouseOfContact } from '@/lib/contact/contact-inbox';
import { sendContactMessage } from '@/lib/contact/send-contact-message';
import { getDb } from '@/lib/db';
import { formAction } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import { clientAddress } from '@/lib/http/client-ip';
import { tenant } from '@/lib/tenant';

/** Open to every visitor, like a shop's front desk: validated and rate-limited, never trusted. */
export const submitContactMessage = formAction({ access: 'anyone', schema: contactMessageSchema, start: FORM_START }, async (message) => {
  const db = await getDb();
  const sent = await sendContactMessage(db, message, clientAddress(await headers()));
  if (!sent.ok) return { error: sent.error };
  // Staff hear of it by email (issue 13 §7), and find it in the inbox.
  await tellHouseOfContact(db, sent.data.id, tenant);
  return { message: 'Thank you. Your message is with our team; we reply within one working day.' };
});
