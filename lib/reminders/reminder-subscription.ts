import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { vendorUsers } from '@/lib/db/schema';
import { AppError, type Result } from '@/lib/errors/app-error';
import type { CustomerKey } from '@/lib/house/customer-key';
import { updateVendorProfile } from '@/lib/vendor-users/repository';
import { personOfUnsubscribeToken } from './unsubscribe-token';

/** Where a person stands on reminders, for the unsubscribe page: their address, and whether they get them. */
export type ReminderSubscription = { email: string; isSubscribed: boolean };

/**
 * Spec §3: a person is subscribed to reminders only when their map says so. A record without the
 * `reminders` topic (an imported one) is not subscribed: spec §3's default is "all unsubscribed"
 * (decision 156).
 */
export const isSubscribedToReminders = (subscriptions: { reminders?: { isSubscribed?: unknown } } | null | undefined) =>
  subscriptions?.reminders?.isSubscribed === true;

/** The person's reminders subscription; null when the token's person has no record at this house. */
export async function reminderSubscription(db: Db, person: CustomerKey): Promise<ReminderSubscription | null> {
  const [row] = await db
    .select({ email: vendorUsers.email, subscriptions: vendorUsers.subscriptions })
    .from(vendorUsers)
    .where(and(eq(vendorUsers.vendorId, person.vendorId), eq(vendorUsers.uid, person.uid)));
  return row ? { email: row.email, isSubscribed: isSubscribedToReminders(row.subscriptions) } : null;
}

/**
 * Subscribes or unsubscribes the person from reminders, as the profile's tick box does (issue 38 §4):
 * isSubscribed and its time (unsubscribedAt, or subscribedAt) written under the record's row lock.
 * Doing it twice changes nothing. Null when the person has no record.
 */
export async function setReminderSubscription(db: Db, person: CustomerKey, subscribed: boolean, now = Date.now()): Promise<ReminderSubscription | null> {
  const saved = await updateVendorProfile(db, person.vendorId, person.uid, { subscriptions: { reminders: subscribed } }, now);
  return saved.ok ? { email: saved.data.email, isSubscribed: isSubscribedToReminders(saved.data.subscriptions) } : null;
}

/** The words of a link that is not ours: the unsubscribe page's 400, and the one-click post's. */
export const BAD_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid: it may have been cut short when it was copied. Open the link in the reminder email again, or change your reminders on your profile.';

/**
 * The unsubscribe link's own change (issue 38 §4): the token names the person, no log-in needed; a
 * token that is not ours is refused in words (invalid, a 400), never a 500.
 */
export async function setReminderSubscriptionByLink(db: Db, token: unknown, subscribed: boolean, now = Date.now()): Promise<Result<ReminderSubscription>> {
  const person = await personOfUnsubscribeToken(db, token);
  const saved = person ? await setReminderSubscription(db, person, subscribed, now) : null;
  return saved ? { ok: true, data: saved } : { ok: false, error: new AppError('invalid', BAD_UNSUBSCRIBE_LINK) };
}
