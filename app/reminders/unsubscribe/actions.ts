'use server';

import { z } from 'zod';
import { getDb } from '@/lib/db';
import { plainFormAction } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import { setReminderSubscriptionByLink } from '@/lib/reminders/reminder-subscription';
import { UNSUBSCRIBE_PAGE } from '@/lib/reminders/unsubscribe-token';

const choiceSchema = z.object({ token: z.string().max(1000), choice: z.enum(['unsubscribe', 'subscribe']) });

/**
 * The unsubscribe page's one button (issue 38 §4): anyone holding a reminder's signed link may stop
 * (or restart) that person's reminders; the token is the only key. A post, so a mail scanner that
 * opens the link unsubscribes nobody. The page then says where the person stands.
 */
export const chooseRemindersAction = plainFormAction({ access: 'anyone', schema: choiceSchema, start: FORM_START }, async ({ token, choice }) => {
  const saved = await setReminderSubscriptionByLink(await getDb(), token, choice === 'subscribe');
  if (!saved.ok) return { error: saved.error };
  return { navigation: { method: 'push', href: `${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(token)}` } };
});
