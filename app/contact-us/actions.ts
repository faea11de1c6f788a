'use server';

import { submittedForm } from '@/lib/forms/action-input';
import { headers } from 'next/headers';
import { sendContactMessage } from '@/lib/contact/send-contact-message';
import type { ContactFormState } from '@/lib/contact/contact-message';
import { getDb } from '@/lib/db';
import { clientAddress } from '@/lib/http/client-ip';

/** Open to every visitor, like a shop's front desk: validated and rate-limited, never trusted. */
export async function submitContactMessage(_previous: ContactFormState, formData: FormData): Promise<ContactFormState> {
  formData = submittedForm(formData);
  return sendContactMessage(await getDb(), Object.fromEntries(formData), clientAddress(await headers()));
}
