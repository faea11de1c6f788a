import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { holdLines, holdRequests, items, vendorUsers } from '@/lib/db/schema';
import { outboxFor } from '@/lib/notifications/dev-outbox';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { staffMoveLines, staffMoveRequests } from './bulk-moves';
import { releaseRequest } from './customer-moves';
import type { LineState } from '@/lib/availability/hold-lifecycle';
import { lineStatusWords } from './line-status-words';
import { moveLine } from './move-line';
import { staffMoveLine } from './staff-move-line';
import { sweepHolds } from './sweep-holds';

/** Decision 142: the customer hears of a move once per request and news, however many lines moved. */

const STAFF = { uid: 'staff-desk', name: 'Dana at the desk' };
// Requests sent on Monday 1 March 2027, 10:00 in Los Angeles.
const SENT = Date.parse('2027-03-01T18:00:00Z');
const DAY = 86_400_000;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
let itemIds: string[] = [];
let nextItem = 0;

beforeAll(async () => {
  await seedCatalog(db(), { items: 40, vendorId: tenant.vendor.id, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 1 });
});

/** Props of one unit no other test uses. */
const freshProps = (count: number) => itemIds.slice(nextItem, (nextItem += count));
/** The emails a customer got about their lines: not the sign-up's, nor the receipt of the request. */
const toCustomer = async (email: string) =>
  (await outboxFor(db(), 'email', email)).filter((message) => !message.subject?.startsWith('Confirm your email') && !message.subject?.includes(' received: '));
const subjects = async (email: string) => (await toCustomer(email)).map((message) => message.subject);

/** Each line of the request as the email must list it: title, SKU, quantity, and the words its state has now. */
async function listedLines(lineIds: string[]) {
  const rows = await db()
    .select({ line: holdLines, request: holdRequests })
    .from(holdLines)
    .innerJoin(holdRequests, eq(holdRequests.id, holdLines.requestId))
    .where(inArray(holdLines.id, lineIds));
  return rows.map(
    ({ line, request }) =>
      `- ${line.title} (${line.sku}) × ${line.quantity}: ${lineStatusWords({ ...line, state: line.state as LineState }, request, tenant.holds, {
        locale: tenant.locale,
        timeZone: tenant.vendor.timezone,
        requestType: tenant.request.type,
      })}`,
  );
}

describe('issue 36 §2: one email per request and move, not per line', () => {
  it('"Accept all that fit" on five lines sends the customer one "On hold" email listing the five, each with its hold end', async () => {
    const request = await customerRequest(db(), fixture.auth, freshProps(5));
    const answer = await staffMoveLines(
      db(),
      tenant,
      { requestId: request.requestId, event: 'accept', lineIds: [], reason: '' },
      { audit: STAFF, today: '2027-03-02' },
    );
    expect(answer).toMatchObject({ ok: true, data: { results: Array.from({ length: 5 }, () => ({ ok: true })) } });

    const emails = await toCustomer(request.email);
    expect(emails.map((message) => message.subject)).toEqual(['On hold: 5 props']);
    const lines = await listedLines(request.lineIds);
    expect(lines).toHaveLength(5);
    for (const line of lines) {
      expect(line).toMatch(/: On hold until (Mon|Tue|Wed|Thu|Fri|Sat|Sun) [A-Z][a-z]{2} \d{1,2}, /);
      expect(emails[0]!.body).toContain(line);
    }
    expect(emails[0]!.body).toMatch(/Your Holds: \S+\/holds/);
  });

  it('"Decline selected" on two lines sends one "Declined" email with both and the reason', async () => {
    const request = await customerRequest(db(), fixture.auth, freshProps(3));
    const chosen = request.lineIds.slice(0, 2);
    const answer = await staffMoveLines(
      db(),
      tenant,
      { requestId: request.requestId, event: 'decline', lineIds: chosen, reason: 'Out for repair' },
      { audit: STAFF, today: '2027-03-02' },
    );
    expect(answer).toMatchObject({ ok: true, data: { results: [{ ok: true }, { ok: true }] } });
    const emails = await toCustomer(request.email);
    expect(emails.map((message) => message.subject)).toEqual(['Declined: 2 props']);
    for (const line of await listedLines(chosen)) expect(emails[0]!.body).toContain(line);
    expect(emails[0]!.body.match(/: Declined: Out for repair/g)).toHaveLength(2);
  });

  it('issue 37: "Second hold for the rest" on three lines behind another’s holds sends one "Second hold" email listing the three', async () => {
    const props = freshProps(3);
    const holder = await customerRequest(db(), fixture.auth, props);
    for (const lineId of holder.lineIds) expect(await moveLine(db(), lineId, 'accept', 'staff', { now: SENT })).toMatchObject({ ok: true });
    const request = await customerRequest(db(), fixture.auth, props);
    const answer = await staffMoveLines(
      db(),
      tenant,
      { requestId: request.requestId, event: 'queue', lineIds: [], reason: '' },
      { audit: STAFF, today: '2027-03-02' },
    );
    expect(answer).toMatchObject({ ok: true, data: { results: [{ ok: true }, { ok: true }, { ok: true }] } });
    const emails = await toCustomer(request.email);
    expect(emails.map((message) => message.subject)).toEqual(['Second hold: 3 props']);
    for (const line of await listedLines(request.lineIds)) expect(emails[0]!.body).toContain(line);
  });

  it('issue 37: three lines made second holds while their units are free move up together: one "Second hold" and one "Now on hold" email, each listing the three', async () => {
    const request = await customerRequest(db(), fixture.auth, freshProps(3));
    const answer = await staffMoveLines(
      db(),
      tenant,
      { requestId: request.requestId, event: 'queue', lineIds: [], reason: '' },
      { audit: STAFF, today: '2027-03-02' },
    );
    expect(answer).toMatchObject({ ok: true, data: { results: [{ ok: true }, { ok: true }, { ok: true }] } });
    expect(await Promise.all(request.lineIds.map(async (lineId) => (await db().select().from(holdLines).where(eq(holdLines.id, lineId)))[0]!.state))).toEqual([
      'held',
      'held',
      'held',
    ]);
    const emails = await toCustomer(request.email);
    expect(emails.map((message) => message.subject).sort()).toEqual(['Now on hold: 3 props', 'Second hold: 3 props']);
    for (const email of emails) expect(email.body.match(/^- .+ × \d+: /gm)).toHaveLength(3);
  });

  it('issue 37: the queue’s table declining two requests of three lines each sends two "Declined" emails, one to each, each listing its three', async () => {
    const first = await customerRequest(db(), fixture.auth, freshProps(3));
    const second = await customerRequest(db(), fixture.auth, freshProps(3));
    const answer = await staffMoveRequests(
      db(),
      tenant,
      { requestIds: [first.requestId, second.requestId], event: 'decline', reason: 'Booked' },
      { audit: STAFF, today: '2027-03-02' },
    );
    expect(answer).toMatchObject({ ok: true, data: { requests: [{ ok: true }, { ok: true }] } });
    for (const request of [first, second]) {
      const emails = await toCustomer(request.email);
      expect(emails.map((message) => message.subject)).toEqual(['Declined: 3 props']);
      expect(emails[0]!.body.match(/: Declined: Booked/g)).toHaveLength(3);
    }
  });

  it('the sweep expiring three lines of one request and two of another sends two "Hold ended" emails, one to each', async () => {
    const three = await customerRequest(db(), fixture.auth, freshProps(3));
    const two = await customerRequest(db(), fixture.auth, freshProps(2));
    for (const lineId of [...three.lineIds, ...two.lineIds]) expect(await moveLine(db(), lineId, 'accept', 'staff', { now: SENT })).toMatchObject({ ok: true });

    // Ten days on, past the pick-up day: every one of the five holds has ended.
    expect((await sweepHolds(db(), tenant, SENT + 10 * DAY)).expired).toBeGreaterThanOrEqual(5);
    expect(await subjects(three.email)).toEqual(['Hold ended: 3 props']);
    expect(await subjects(two.email)).toEqual(['Hold ended: 2 props']);
    const [ended] = await toCustomer(three.email);
    for (const line of await listedLines(three.lineIds)) expect(ended!.body).toContain(line);
    expect(ended!.body.match(/: Expired$/gm)).toHaveLength(3);
  });

  it('units freed for two second-hold lines of one request: one "Now on hold" email listing both', async () => {
    const props = freshProps(2);
    const holder = await customerRequest(db(), fixture.auth, props);
    const waiting = await customerRequest(db(), fixture.auth, props);
    for (const lineId of holder.lineIds) expect(await moveLine(db(), lineId, 'accept', 'staff', { now: SENT })).toMatchObject({ ok: true });
    for (const lineId of waiting.lineIds) expect(await moveLine(db(), lineId, 'queue', 'staff', { now: SENT })).toMatchObject({ ok: true });

    // The holder's "Release all": their own move, so no email to them; both lines behind move up at once.
    expect(await releaseRequest(db(), tenant, holder.owner, holder.requestId, SENT + DAY)).toEqual({ ok: true, data: { released: 2 } });
    expect(await subjects(holder.email)).toEqual([]);
    expect(await subjects(waiting.email)).toEqual(['Now on hold: 2 props']);
    const [promoted] = await toCustomer(waiting.email);
    for (const line of await listedLines(waiting.lineIds)) expect(promoted!.body).toContain(line);
  });

  it('a release by the house is told to the customer, as one line of news', async () => {
    const request = await customerRequest(db(), fixture.auth, freshProps(1));
    expect(await moveLine(db(), request.lineIds[0]!, 'accept', 'staff', { now: SENT })).toMatchObject({ ok: true });
    const released = await staffMoveLine(
      db(),
      tenant,
      { lineId: request.lineIds[0]!, event: 'release', reason: '', offerAlternates: false, conditionNote: '', missingUnits: 0 },
      { audit: STAFF, today: '2027-03-02', now: SENT + DAY },
    );
    expect(released).toMatchObject({ ok: true, data: { to: 'released' } });
    const [title] = await db().select({ title: holdLines.title }).from(holdLines).where(eq(holdLines.id, request.lineIds[0]!));
    expect(await subjects(request.email)).toEqual([`Released: ${title!.title}`]);
  });

  it('holds of one request ending within a day: one reminder listing them, to a customer subscribed to reminders', async () => {
    // Pick-up two months on, so the hold days alone decide when these holds end.
    const request = await customerRequest(db(), fixture.auth, freshProps(2), { pickUpOn: '2027-05-03', returnOn: '2027-05-10' });
    await db()
      .update(vendorUsers)
      .set({ subscriptions: sql`jsonb_set(${vendorUsers.subscriptions}, '{reminders,isSubscribed}', 'true')` })
      .where(eq(vendorUsers.uid, request.owner.uid));
    const HELD = SENT + 20 * DAY;
    for (const lineId of request.lineIds) expect(await moveLine(db(), lineId, 'accept', 'staff', { now: HELD })).toMatchObject({ ok: true });
    const swept = await sweepHolds(db(), tenant, HELD + (tenant.holds.holdDays - 1) * DAY + 3_600_000);
    expect(swept.reminded).toBeGreaterThanOrEqual(2);
    expect(await subjects(request.email)).toEqual(['Hold ends within a day: 2 props']);
    const [reminder] = await toCustomer(request.email);
    for (const line of await listedLines(request.lineIds)) expect(reminder!.body).toContain(line);
    expect(reminder!.body).toMatch(/Confirm or release them: \S+\/holds/);
  });
});
