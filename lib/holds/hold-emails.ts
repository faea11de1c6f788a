import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests, vendorUsers } from '@/lib/db/schema';
import { createEmailSender, smtpFromEnv, type SendEmail } from '@/lib/notifications/email';
import { customerName } from '@/lib/customers/customer-name';
import { requestDates } from './request-dates';
import { siteUrl } from '@/lib/site/url';
import type { Tenant } from '@/lib/tenant';
import type { LineEvent, LineState, RequestKind } from './hold-lifecycle';
import { lineStatusWords } from './line-status-words';

type House = Pick<Tenant, 'request' | 'vendor' | 'holds' | 'locale'>;

/** What a customer hears of: a line's move, or the reminder that a hold ends within a day. */
type News = LineEvent | 'remind';

/** The events a customer is told of (issue 12 §9), and the subject's first words. */
const TOLD: Partial<Record<News, (type: string) => string>> = {
  remind: (type) => `${type} ends within a day`,
  accept: (type) => `On ${type.toLowerCase()}`,
  queue: (type) => `Second ${type.toLowerCase()}`,
  promote: (type) => `Now on ${type.toLowerCase()}`,
  revive: (type) => `On ${type.toLowerCase()} again`,
  challenge: () => 'Please confirm',
  confirm: () => 'Confirmed',
  decline: () => 'Declined',
  expire: (type) => `${type} ended`,
};

/** A claim's customer hears of its confirmation and of a decline (issue 12 §9: "claim confirmed"). */
const CLAIM_TOLD: Partial<Record<News, () => string>> = {
  confirm: () => 'Claim confirmed',
  decline: () => 'Claim declined',
};

const signature = (house: House) => `${house.vendor.displayName}\n${house.vendor.phone} · ${house.vendor.email}`;

/** To the house, when a request arrives. */
export function newRequestEmail(
  request: {
    kind: RequestKind;
    customer: string;
    production: string;
    pickUpOn: string;
    returnOn: string | null;
    pickUpWindow: string | null;
    lineCount: number;
  },
  house: House,
): { subject: string; text: string } {
  const type = request.kind === 'claim' ? 'claim' : `${house.request.type} request`;
  return {
    subject: `New ${type}: ${request.production || request.customer}`,
    text: [
      `${request.customer} sent a ${type} for ${request.production || 'a production'}: ${request.lineCount === 1 ? '1 prop' : `${request.lineCount} props`}, ${requestDates(request, house.locale)}.`,
      '',
      `Answer it: ${new URL('/staff/holds', siteUrl())}`,
    ].join('\n'),
  };
}

/** To the customer, when a line of theirs moves in a way they must know. Null for the moves they made themselves. */
export function lineEmail(
  event: News,
  line: { title: string; quantity: number; state: LineState; heldAt: Date | null; challengedAt: Date | null; reason: string },
  request: { kind: RequestKind; production: string; pickUpOn: string; returnOn: string | null; pickUpWindow: string | null; name: string },
  house: House,
): { subject: string; text: string } | null {
  const told = request.kind === 'claim' ? CLAIM_TOLD[event] : TOLD[event];
  if (!told) return null;
  const type = house.request.type;
  const status = lineStatusWords(line, request, house.holds, { locale: house.locale, timeZone: house.vendor.timezone, requestType: type });
  return {
    subject: `${told(type)}: ${line.title}`,
    text: [
      `Hello${request.name ? ` ${request.name}` : ''},`,
      '',
      `${line.title} × ${line.quantity}${request.production ? ` for ${request.production}` : ''}, ${requestDates(request, house.locale)}:`,
      status,
      '',
      event === 'remind' ? `Confirm or release it: ${new URL('/holds', siteUrl())}` : `Your ${type}s: ${new URL('/holds', siteUrl())}`,
      '',
      signature(house),
    ].join('\n'),
  };
}

/**
 * Tells the customer of a line's move, by email (SMTP, or the dev outbox). A failed email is logged,
 * never undoes the move: the line's state is the truth and "Your Holds" shows it.
 */
export async function tellOfLineMove(
  db: Db,
  lineId: string,
  event: LineEvent,
  house: House,
  send: SendEmail = createEmailSender(db, smtpFromEnv()),
): Promise<void> {
  await tellCustomer(db, lineId, event, house, send);
}

/** The reminder that a hold ends within a day, only to a customer subscribed to reminders (spec §9 topics). Says whether it went. */
export async function tellOfReminder(db: Db, lineId: string, house: House, send: SendEmail = createEmailSender(db, smtpFromEnv())): Promise<boolean> {
  return tellCustomer(db, lineId, 'remind', house, send, { onlySubscribed: true });
}

async function tellCustomer(db: Db, lineId: string, news: News, house: House, send: SendEmail, { onlySubscribed = false } = {}): Promise<boolean> {
  try {
    const [row] = await db
      .select({ line: holdLines, request: holdRequests, email: vendorUsers.email, firstName: vendorUsers.firstName, subscriptions: vendorUsers.subscriptions })
      .from(holdLines)
      .innerJoin(holdRequests, eq(holdRequests.id, holdLines.requestId))
      .innerJoin(vendorUsers, and(eq(vendorUsers.vendorId, holdRequests.vendorId), eq(vendorUsers.uid, holdRequests.uid)))
      .where(eq(holdLines.id, lineId));
    if (!row?.email || (onlySubscribed && !row.subscriptions.reminders?.isSubscribed)) return false;
    const email = lineEmail(news, { ...row.line, state: row.line.state as LineState }, { ...row.request, name: row.firstName }, house);
    if (!email) return false;
    await send(row.email, email.subject, email.text);
    return true;
  } catch (error) {
    console.error(`Could not email the customer about line ${lineId}:`, error);
    return false;
  }
}

/** Tells the house of a new request, at the vendor's address. */
export async function tellHouseOfRequest(db: Db, requestId: string, house: House, send: SendEmail = createEmailSender(db, smtpFromEnv())): Promise<void> {
  try {
    const [row] = await db
      .select({ request: holdRequests, email: vendorUsers.email, name: customerName })
      .from(holdRequests)
      .innerJoin(vendorUsers, and(eq(vendorUsers.vendorId, holdRequests.vendorId), eq(vendorUsers.uid, holdRequests.uid)))
      .where(eq(holdRequests.id, requestId));
    if (!row) return;
    const lineCount = (await db.select({ id: holdLines.id }).from(holdLines).where(eq(holdLines.requestId, requestId))).length;
    const email = newRequestEmail({ ...row.request, customer: row.name || row.email, lineCount }, house);
    await send(house.vendor.email, email.subject, email.text);
  } catch (error) {
    console.error(`Could not email the house about request ${requestId}:`, error);
  }
}
