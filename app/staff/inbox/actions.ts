'use server';

import { z } from 'zod';
import { actorOf } from '@/lib/identity/audit-actor';
import { contactReplySchema, markContactRead, replyToContact } from '@/lib/contact/contact-inbox';
import { getDb } from '@/lib/db';
import { formAction } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import { tenant } from '@/lib/tenant';
import { typedLine } from '@/lib/text/typed-text';

/** Staff answer a contact message by email (issue 13 §7). */
export const replyToContactAction = formAction({ access: 'staff', schema: contactReplySchema, start: FORM_START }, async (input, { viewer }) => {
  const replied = await replyToContact(await getDb(), input, actorOf(viewer).name, tenant);
  return replied.ok ? { message: 'Reply sent by email.' } : { error: replied.error };
});

export const markContactReadAction = formAction(
  { access: 'staff', schema: z.object({ messageId: typedLine('the message').min(1).max(100) }), start: FORM_START },
  async ({ messageId }) => {
    const marked = await markContactRead(await getDb(), messageId);
    return marked.ok ? { message: 'Marked read.' } : { error: marked.error };
  },
);
