import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { orderReminders } from '@/lib/db/schema';
import { houseClock, houseToday } from '@/lib/house/clock';
import { createEmailSender, smtpFromEnv, type SendEmail } from '@/lib/notifications/email';
import { createSmsSender, twilioFromEnv, type SendSms } from '@/lib/notifications/sms';
import { siteUrl } from '@/lib/site/url';
import { addDays, type CalendarDay } from '@/lib/text/calendar-day';
import { reminderEmail, reminderSms, type OrderReminder, type ReminderHouse } from './reminder-message';
import { reminderDay, withinSendingHours, type ReminderKind } from './reminder-rules';
import { isSubscribedToReminders } from './reminder-subscription';
import { ONE_CLICK_UNSUBSCRIBE, UNSUBSCRIBE_PAGE, unsubscribeToken } from './unsubscribe-token';

/** How reminders leave: email always (SMTP or the dev outbox); SMS only when Twilio is configured. */
export type ReminderSenders = { email: SendEmail; sms: SendSms | null };

export function reminderSenders(db: Db): ReminderSenders {
  const twilio = twilioFromEnv();
  return { email: createEmailSender(db, smtpFromEnv()), sms: twilio ? createSmsSender(db, twilio) : null };
}

type Row = {
  request_id: string;
  state: 'confirmed' | 'out';
  title: string;
  quantity: number;
  pick_up_on: string;
  return_on: string | null;
  pick_up_time: string | null;
  return_time: string | null;
  pick_up_window: string | null;
  production: string;
  order_number: string | null;
  uid: string;
  email: string;
  first_name: string;
  subscriptions: Parameters<typeof isSubscribedToReminders>[0];
  phone_number: string | null;
  phone_number_verified: boolean | null;
};

/** A reminder due now, with who it goes to. */
type Due = OrderReminder & { day: CalendarDay; uid: string; email: string; phone: string | null };

/** The kind a line's state and days may be reminded of: a confirmed line of its pick-up, a line out of its return. */
const KINDS_OF: Record<Row['state'], readonly ReminderKind[]> = { confirmed: ['pickUpTomorrow'], out: ['returnTomorrow', 'returnOverdue'] };

/**
 * The house's order reminders due now (issue 38 §4, decision 156): pick-up tomorrow (lines confirmed,
 * picked up on the house's tomorrow), return due tomorrow (lines out, due back tomorrow), and return
 * overdue (lines still out after the return day: its first overdue day, then every
 * `reminders.overdueEveryDays`). One per request and kind, listing its lines, to a customer
 * subscribed to reminders (spec §3) with an email address.
 */
async function dueReminders(db: Db, house: ReminderHouse, today: CalendarDay): Promise<Due[]> {
  const tomorrow = addDays(today, 1);
  const result = (await db.execute(sql`
    select lines.request_id, lines.state, lines.title, lines.quantity,
      requests.pick_up_on::text as pick_up_on, requests.return_on::text as return_on, requests.pick_up_time, requests.return_time,
      requests.pick_up_window, requests.production, orders.number as order_number,
      people.uid, people.email, people.first_name, people.subscriptions, users.phone_number, users.phone_number_verified
    from hold_lines as lines
    join hold_requests as requests on requests.id = lines.request_id
    join vendor_users as people on people.vendor_id = requests.vendor_id and people.uid = requests.uid
    join users on users.id = requests.uid
    left join orders on orders.request_id = requests.id
    where requests.vendor_id = ${house.vendor.id}
      and ((lines.state = 'confirmed' and requests.pick_up_on = ${tomorrow}::date)
        or (lines.state = 'out' and requests.return_on <= ${tomorrow}::date))
    order by requests.id, lines.seq
  `)) as unknown as { rows: Row[] };
  const due = new Map<string, Due>();
  for (const row of result.rows) {
    if (!row.email || !isSubscribedToReminders(row.subscriptions)) continue;
    const request = { pickUpOn: row.pick_up_on, returnOn: row.return_on };
    for (const kind of KINDS_OF[row.state]) {
      const day = reminderDay(kind, request, today, house.reminders.overdueEveryDays);
      if (!day) continue;
      const key = `${row.request_id} ${kind}`;
      const reminder = due.get(key) ?? {
        kind,
        day,
        requestId: row.request_id,
        orderNumber: row.order_number,
        production: row.production,
        pickUpOn: row.pick_up_on,
        returnOn: row.return_on,
        pickUpTime: row.pick_up_time,
        returnTime: row.return_time,
        pickUpWindow: row.pick_up_window,
        firstName: row.first_name,
        uid: row.uid,
        email: row.email,
        phone: row.phone_number && row.phone_number_verified ? row.phone_number : null,
        lines: [],
      };
      reminder.lines.push({ title: row.title, quantity: row.quantity });
      due.set(key, reminder);
    }
  }
  return [...due.values()];
}

/**
 * Sends the reminders due now, each once whatever runs at the same time: a reminder is claimed by
 * inserting its order_reminders row (request, kind, day), and only the sweep whose insert went in
 * sends it. Two app instances sweeping at the same minute send one email. An email that fails gives
 * its claim back, so the next minute's sweep tries again; a text message that fails is logged, the
 * email having gone. Nothing goes outside the house's sending hours (`reminders.sendFrom`–`sendUntil`).
 */
export async function sweepReminders(
  db: Db,
  house: ReminderHouse,
  now = Date.now(),
  senders: ReminderSenders = reminderSenders(db),
): Promise<{ sent: number }> {
  const timeZone = house.vendor.timezone;
  if (!withinSendingHours(houseClock(timeZone, now), house.reminders)) return { sent: 0 };
  const today = houseToday(timeZone, now);
  let sent = 0;
  for (const reminder of await dueReminders(db, house, today)) {
    const claim = and(eq(orderReminders.requestId, reminder.requestId), eq(orderReminders.kind, reminder.kind), eq(orderReminders.day, reminder.day));
    const claimed = await db
      .insert(orderReminders)
      .values({ requestId: reminder.requestId, kind: reminder.kind, day: reminder.day, sentAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ requestId: orderReminders.requestId });
    if (claimed.length === 0) continue;
    const token = await unsubscribeToken(db, { vendorId: house.vendor.id, uid: reminder.uid });
    const links = {
      request: new URL(`/holds#request-${reminder.requestId}`, siteUrl()).toString(),
      unsubscribe: new URL(`${UNSUBSCRIBE_PAGE}?token=${token}`, siteUrl()).toString(),
    };
    const email = reminderEmail(reminder, house, today, links);
    try {
      await senders.email(reminder.email, email.subject, email.text, {
        // RFC 8058: a mail client's own "Unsubscribe" posts List-Unsubscribe=One-Click to this address.
        headers: {
          'List-Unsubscribe': `<${new URL(`${ONE_CLICK_UNSUBSCRIBE}?token=${token}`, siteUrl())}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    } catch (error) {
      console.error(`Could not send the ${reminder.kind} reminder of request ${reminder.requestId}; it is tried again next minute:`, error);
      await db.delete(orderReminders).where(claim);
      continue;
    }
    sent += 1;
    if (senders.sms && reminder.phone)
      await senders.sms(reminder.phone, reminderSms(reminder, house, today, links)).catch((error: unknown) => {
        console.error(`Could not text the ${reminder.kind} reminder of request ${reminder.requestId}:`, error);
      });
  }
  return { sent };
}
