import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests, vendorUsers } from '@/lib/db/schema';
import { createEmailSender, smtpFromEnv, type SendEmail } from '@/lib/notifications/email';
import { siteUrl } from '@/lib/site/url';
import type { RequestKind } from '@/lib/availability/hold-lifecycle';
import { signature, tellHouseOfRequest, type House } from './hold-emails';
import { requestDates } from './request-dates';

/**
 * The crew member's own receipt of a request they sent (issue 36 §2, decision 142): what they asked
 * for (each prop and how many), the days (a Hold's pick-up and return, a claim's collection day and
 * window), how soon the house usually answers (the tenant's `request.answerWithin`) and the link to
 * Your Holds. Transactional: sent whatever the person's subscriptions say.
 */
export function requestReceiptEmail(
  request: {
    kind: RequestKind;
    production: string;
    pickUpOn: string;
    returnOn: string | null;
    pickUpWindow: string | null;
    /** Issue 38 §4: the booked times, said with the days. */
    pickUpTime?: string | null;
    returnTime?: string | null;
    name: string;
  },
  lines: readonly { title: string; sku: string; quantity: number }[],
  house: House,
): { subject: string; text: string } {
  const type = house.request.type;
  const claim = request.kind === 'claim';
  const asked = claim ? 'claim' : `${type} request${request.production ? ` for ${request.production}` : ''}`;
  const subject = claim
    ? `Claim received: ${lines.length === 1 ? lines[0]!.title : `${lines.length} props`}`
    : `${type} request received: ${request.production || (lines.length === 1 ? lines[0]!.title : `${lines.length} props`)}`;
  return {
    subject,
    text: [
      `Hello${request.name ? ` ${request.name}` : ''},`,
      '',
      `We have your ${asked}:`,
      ...lines.map((line) => `- ${line.title} (${line.sku}) × ${line.quantity}`),
      requestDates(request, house.locale),
      '',
      `${claim ? 'Nothing is kept for you until we confirm it.' : `Nothing is on ${type.toLowerCase()} until we confirm each prop.`} We usually answer within ${house.request.answerWithin}.`,
      '',
      `Your ${type}s: ${new URL('/holds', siteUrl())}`,
      '',
      signature(house),
    ].join('\n'),
  };
}

/** Sends the requester their receipt; a failed email is logged and never undoes the request. */
export async function tellRequesterOfRequest(db: Db, requestId: string, house: House, send: SendEmail = createEmailSender(db, smtpFromEnv())): Promise<void> {
  try {
    const [row] = await db
      .select({ request: holdRequests, email: vendorUsers.email, firstName: vendorUsers.firstName })
      .from(holdRequests)
      .innerJoin(vendorUsers, and(eq(vendorUsers.vendorId, holdRequests.vendorId), eq(vendorUsers.uid, holdRequests.uid)))
      .where(eq(holdRequests.id, requestId));
    if (!row?.email) return;
    const lines = await db
      .select({ title: holdLines.title, sku: holdLines.sku, quantity: holdLines.quantity })
      .from(holdLines)
      .where(eq(holdLines.requestId, requestId))
      .orderBy(asc(holdLines.seq));
    const email = requestReceiptEmail({ ...row.request, name: row.firstName }, lines, house);
    await send(row.email, email.subject, email.text);
  } catch (error) {
    console.error(`Could not send the receipt of request ${requestId}:`, error);
  }
}

/** The two emails of a request just sent: the house's, to answer it, and the requester's receipt. */
export async function tellOfNewRequest(db: Db, requestId: string, house: House, send: SendEmail = createEmailSender(db, smtpFromEnv())): Promise<void> {
  await tellHouseOfRequest(db, requestId, house, send);
  await tellRequesterOfRequest(db, requestId, house, send);
}
