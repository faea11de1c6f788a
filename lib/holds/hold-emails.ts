import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests, vendorUsers } from '@/lib/db/schema';
import { createEmailSender, smtpFromEnv, type SendEmail } from '@/lib/notifications/email';
import { customerName } from '@/lib/customers/customer-name';
import { requestDates } from './request-dates';
import { siteUrl } from '@/lib/site/url';
import type { Tenant } from '@/lib/tenant';
import type { Actor, LineEvent, LineState, RequestKind } from '@/lib/availability/hold-lifecycle';
import { lineStatusWords } from './line-status-words';

export type House = Pick<Tenant, 'request' | 'vendor' | 'holds' | 'locale'>;

/** What a customer hears of: a line's move, or the reminder that a hold ends within a day. */
type News = LineEvent | 'remind';

/** The events a customer is told of (issue 12 §9; a release by the house, decision 142), and the subject's first words. */
const TOLD: Partial<Record<News, (type: string) => string>> = {
  remind: (type) => `${type} ends within a day`,
  accept: (type) => `On ${type.toLowerCase()}`,
  queue: (type) => `Second ${type.toLowerCase()}`,
  promote: (type) => `Now on ${type.toLowerCase()}`,
  revive: (type) => `On ${type.toLowerCase()} again`,
  challenge: () => 'Please confirm',
  confirm: () => 'Confirmed',
  decline: () => 'Declined',
  release: () => 'Released',
  expire: (type) => `${type} ended`,
};

/** A claim's customer hears of its confirmation and of a decline (issue 12 §9: "claim confirmed"). */
const CLAIM_TOLD: Partial<Record<News, () => string>> = {
  confirm: () => 'Claim confirmed',
  decline: () => 'Claim declined',
  release: () => 'Claim released',
};

/** The house's name and how to reach it, at the foot of every email to a customer. */
export const signature = (house: Pick<Tenant, 'vendor'>) => `${house.vendor.displayName}\n${house.vendor.phone} · ${house.vendor.email}`;

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

/** A line's move that has committed, and who made it: a customer's own move is no news to them. */
export type LineMoved = { lineId: string; event: LineEvent; by?: Actor };

/** A line as an email lists it: what it is, how many, and the words its state has now. */
type EmailLine = { title: string; sku: string; quantity: number; state: LineState; heldAt: Date | null; challengedAt: Date | null; reason: string };
type EmailRequest = { kind: RequestKind; production: string; pickUpOn: string; returnOn: string | null; pickUpWindow: string | null; name: string };

/** "Lamp" for one line, "5 props for Night Shift" for several: what a subject names. */
const whatMoved = (lines: readonly { title: string }[], production: string) =>
  lines.length === 1 ? lines[0]!.title : `${lines.length} props${production ? ` for ${production}` : ''}`;

/** "- Lamp (CPH-0042) × 2", with what follows it. */
const listed = (line: { title: string; sku: string; quantity: number }) => `- ${line.title} (${line.sku}) × ${line.quantity}`;

/**
 * To the customer, when lines of one request of theirs move in a way they must know (decision 142):
 * one email for every line of the request that had the same news, each listed with the words its
 * state has now ("On hold until Sat Mar 6, end of day"). Null for news they are not told of.
 */
export function movesEmail(news: News, lines: readonly EmailLine[], request: EmailRequest, house: House): { subject: string; text: string } | null {
  const told = request.kind === 'claim' ? CLAIM_TOLD[news] : TOLD[news];
  if (!told || lines.length === 0) return null;
  const type = house.request.type;
  const status = (line: EmailLine) => lineStatusWords(line, request, house.holds, { locale: house.locale, timeZone: house.vendor.timezone, requestType: type });
  return {
    subject: `${told(type)}: ${whatMoved(lines, request.production)}`,
    text: [
      `Hello${request.name ? ` ${request.name}` : ''},`,
      '',
      `${request.production ? `For ${request.production}, ` : ''}${requestDates(request, house.locale)}:`,
      ...lines.map((line) => `${listed(line)}: ${status(line)}`),
      '',
      news === 'remind'
        ? `Confirm or release ${lines.length === 1 ? 'it' : 'them'}: ${new URL('/holds', siteUrl())}`
        : `Your ${type}s: ${new URL('/holds', siteUrl())}`,
      '',
      signature(house),
    ].join('\n'),
  };
}

/**
 * Tells the customers of lines that moved, by email (SMTP, or the dev outbox): one email per request
 * and news (decision 142), never one per line, so an accept of five lines is one "On hold" listing
 * the five. A customer's own moves are not told. A failed email is logged, never undoes the move:
 * the line's state is the truth and "Your Holds" shows it.
 */
export async function tellOfLineMoves(
  db: Db,
  moved: readonly LineMoved[],
  house: House,
  send: SendEmail = createEmailSender(db, smtpFromEnv()),
): Promise<void> {
  await tellCustomers(
    db,
    moved.filter((move) => move.by !== 'customer').map((move) => ({ lineId: move.lineId, news: move.event })),
    house,
    send,
  );
}

/**
 * The reminder that holds end within a day, one email per request, only to a customer subscribed to
 * reminders (spec §9 topics). Answers how many of the lines were reminded of.
 */
export async function tellOfReminders(
  db: Db,
  lineIds: readonly string[],
  house: House,
  send: SendEmail = createEmailSender(db, smtpFromEnv()),
): Promise<number> {
  return tellCustomers(
    db,
    lineIds.map((lineId) => ({ lineId, news: 'remind' as const })),
    house,
    send,
    { onlySubscribed: true },
  );
}

/** Groups the lines by request and news, and sends each group's one email; answers how many lines were told of. */
async function tellCustomers(
  db: Db,
  news: readonly { lineId: string; news: News }[],
  house: House,
  send: SendEmail,
  { onlySubscribed = false } = {},
): Promise<number> {
  if (news.length === 0) return 0;
  let rows;
  try {
    rows = await db
      .select({ line: holdLines, request: holdRequests, email: vendorUsers.email, firstName: vendorUsers.firstName, subscriptions: vendorUsers.subscriptions })
      .from(holdLines)
      .innerJoin(holdRequests, eq(holdRequests.id, holdLines.requestId))
      .innerJoin(vendorUsers, and(eq(vendorUsers.vendorId, holdRequests.vendorId), eq(vendorUsers.uid, holdRequests.uid)))
      .where(inArray(holdLines.id, [...new Set(news.map((entry) => entry.lineId))]))
      .orderBy(asc(holdLines.seq));
  } catch (error) {
    console.error('Could not read the lines to email their customers about:', error);
    return 0;
  }
  const newsOf = new Map<string, Set<News>>();
  for (const entry of news) newsOf.set(entry.lineId, (newsOf.get(entry.lineId) ?? new Set<News>()).add(entry.news));
  // In the request's own order of lines, whatever order they moved in.
  const groups = new Map<string, { news: News; row: (typeof rows)[number]; lines: EmailLine[] }>();
  for (const row of rows)
    for (const what of newsOf.get(row.line.id) ?? []) {
      const key = `${row.request.id} ${what}`;
      const group = groups.get(key) ?? { news: what, row, lines: [] };
      group.lines.push({ ...row.line, state: row.line.state as LineState });
      groups.set(key, group);
    }
  let told = 0;
  for (const { news: what, row, lines } of groups.values()) {
    try {
      if (!row.email || (onlySubscribed && !row.subscriptions.reminders?.isSubscribed)) continue;
      const email = movesEmail(what, lines, { ...row.request, name: row.firstName }, house);
      if (!email) continue;
      await send(row.email, email.subject, email.text);
      told += lines.length;
    } catch (error) {
      console.error(`Could not email the customer about request ${row.request.id}:`, error);
    }
  }
  return told;
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
