'use server';

import { headers } from 'next/headers';
import { contactMessageSchema } from '@/lib/contact/contact-message';
import { sendContactMessage } from '@/lib/contact/send-contact-message';
import { getDb } from '@/lib/db';
import { formAction } from '@/lib/forms/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import { clientAddress } from '@/lib/http/client-ip';

/** Open to every visitor, like a shop's front desk: validated and rate-limited, never trusted. */
export const submitContactMessage = formAction({ access: 'anyone', schema: contactMessageSchema, start: FORM_START }, async (message) => {
  const sent = await sendContactMessage(await getDb(), message, clientAddress(await headers()));
  return sent.ok ? { message: 'Thank you. Your message is with our team; we reply within one working day.' } : { error: sent.error };
});
