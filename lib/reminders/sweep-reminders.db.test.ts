import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { openDatabase, type DatabaseHandle } from '@/lib/db/open';
import { holdRequests, items, orderReminders, users, vendorUsers } from '@/lib/db/schema';
import type { LineEvent } from '@/lib/availability/hold-lifecycle';
import { moveLine } from '@/lib/holds/move-line';
import { startOfHouseDay } from '@/lib/house/clock';
import { createEmailSender } from '@/lib/notifications/email';
import { outboxFor } from '@/lib/notifications/dev-outbox';
import { createSmsSender } from '@/lib/notifications/sms';
import { addDays } from '@/lib/text/calendar-day';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { setReminderSubscription } from './reminder-subscription';
import { sweepReminders, type ReminderSenders } from './sweep-reminders';
import { personOfUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
const SENT = Date.parse('2027-03-01T18:00:00Z');
/** Every third day after the first overdue one, the house's default, and from nine to nine. */
const HOUSE = { ...tenant, reminders: { overdueEveryDays: 3, sendFrom: '09:00', sendUntil: '21:00' } };
let itemIds: string[] = [];
let nextItem = 0;

beforeAll(async () => {
  await seedCatalog(db(), { items: 40, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 5 });
});

/** The instant the house's clock reads `time` on `day` (Los Angeles unless told). */
const houseAt = (day: string, time = '10:00', timeZone = tenant.vendor.timezone) =>
  startOfHouseDay(day, timeZone) + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3))) * 60_000;

/** Sends through the dev outbox, texts too, as if SMS were configured. */
const outboxSenders = (): ReminderSenders => ({ email: createEmailSender(db(), null), sms: createSmsSender(db(), null) });

/**
 * A customer's order of one prop, picked up on `pickUpOn` and back on `returnOn`: confirmed (an order
 * number), and out when asked. Subscribed to reminders unless told.
 */
async function order({
  pickUpOn = '2027-03-08',
  returnOn = addDays(pickUpOn, 8),
  out = false,
  subscribed = true,
}: { pickUpOn?: string; returnOn?: string; out?: boolean; subscribed?: boolean } = {}) {
  const request = await customerRequest(db(), fixture.auth, [itemIds[nextItem++]!], { now: SENT, pickUpOn, returnOn });
  const lineId = request.lineIds[0]!;
  const moves: [LineEvent, string | undefined][] = [
    ['accept', undefined],
    ['confirm', '2027-03-01'],
  ];
  if (out) moves.push(['checkOut', pickUpOn]);
  for (const [event, today] of moves) {
    const moved = await moveLine(db(), lineId, event, 'staff', { now: SENT, ...(today ? { today } : {}) });
    if (!moved.ok) throw moved.error;
  }
  if (subscribed) await setReminderSubscription(db(), request.owner, true, SENT);
  return { ...request, lineId };
}

const reminders = async (email: string) =>
  (await outboxFor(db(), 'email', email, 100))
    .filter((message) => /^(Pick-up tomorrow|Return due tomorrow|Return overdue)/.test(message.subject ?? ''))
    .reverse();

describe('issue 38 §4: reminders of pick-ups and returns', () => {
  it('pick-up tomorrow: sent on the house day before the pick-up, not the day before that nor on the day; the order, the props, the booked time, the address, the hours and both links', async () => {
    const { email, requestId } = await order({ pickUpOn: '2027-03-10' });
    await db().update(holdRequests).set({ pickUpTime: '14:00' }).where(eq(holdRequests.id, requestId));
    await sweepReminders(db(), HOUSE, houseAt('2027-03-08'), outboxSenders());
    expect(await reminders(email)).toHaveLength(0);
    await sweepReminders(db(), HOUSE, houseAt('2027-03-09'), outboxSenders());
    await sweepReminders(db(), HOUSE, houseAt('2027-03-09', '15:30'), outboxSenders());
    await sweepReminders(db(), HOUSE, houseAt('2027-03-10'), outboxSenders());
    const sent = await reminders(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^Pick-up tomorrow: ORD-2027-\d{6}$/);
    const body = sent[0]!.body;
    expect(body).toContain('Pick-up tomorrow, Mar 10 at 14:00.');
    expect(body).toMatch(/^Order ORD-2027-\d{6}, Wed, Mar 10, 2027 to Thu, Mar 18, 2027\.$/m);
    expect(body).toMatch(/^- .+ × 1$/m);
    expect(body).toContain(`Where: ${tenant.vendor.displayName}, ${tenant.vendor.address.line1}, ${tenant.vendor.address.city}`);
    expect(body).toContain(`Hours: ${tenant.vendor.hours}`);
    expect(body).toContain(`/holds#request-${requestId}`);
    const token = new URL(body.match(/https?:\/\/\S+\/reminders\/unsubscribe\?token=\S+/)![0]).searchParams.get('token');
    expect(await personOfUnsubscribeToken(db(), token)).toEqual({ vendorId: VENDOR_ID, uid: expect.any(String) });
  });

  it('return due tomorrow: sent on the house day before the return only, for the lines out', async () => {
    const { email } = await order({ pickUpOn: '2027-03-08', returnOn: '2027-03-16', out: true });
    for (const day of ['2027-03-14', '2027-03-15', '2027-03-15', '2027-03-16']) await sweepReminders(db(), HOUSE, houseAt(day), outboxSenders());
    const sent = await reminders(email);
    expect(sent.map((message) => message.subject)).toEqual([expect.stringMatching(/^Return due tomorrow: ORD-/)]);
    expect(sent[0]!.body).toContain('Return due tomorrow, Mar 16.');
    // The order was confirmed, not reminded of its pick-up: it was out already when the day before came.
    expect((await db().select().from(orderReminders)).filter((row) => row.kind === 'pickUpTomorrow' && row.day === '2027-03-08')).toHaveLength(0);
  });

  it('return overdue: on the first overdue day, then every N days exactly (N = 3), sweeps twice a day; none once it is back', async () => {
    const { email, lineId } = await order({ pickUpOn: '2027-03-08', returnOn: '2027-03-16', out: true });
    for (let offset = 0; offset <= 10; offset += 1) {
      const day = addDays('2027-03-16', offset);
      await sweepReminders(db(), HOUSE, houseAt(day, '09:00'), outboxSenders());
      await sweepReminders(db(), HOUSE, houseAt(day, '20:59'), outboxSenders());
    }
    const overdue = (await reminders(email)).filter((message) => message.subject!.startsWith('Return overdue'));
    expect(overdue.map((message) => message.body.match(/\((\d+) days? ago\)/)![1])).toEqual(['1', '4', '7', '10']);
    const days = (await db().select({ day: orderReminders.day }).from(orderReminders).where(eq(orderReminders.kind, 'returnOverdue')))
      .map((row) => row.day)
      .filter((day) => day >= '2027-03-17' && day <= '2027-03-26');
    expect(days).toEqual(expect.arrayContaining(['2027-03-17', '2027-03-20', '2027-03-23', '2027-03-26']));

    const back = await moveLine(db(), lineId, 'checkIn', 'staff', {
      now: SENT,
      returned: { conditionNote: '', missingUnits: 0, today: '2027-03-27', turnaroundDays: 1 },
    });
    expect(back.ok).toBe(true);
    await sweepReminders(db(), HOUSE, houseAt('2027-03-29'), outboxSenders());
    expect((await reminders(email)).filter((message) => message.subject!.startsWith('Return overdue'))).toHaveLength(4);
  });

  it('the tenant setting: overdue every 2 days sends on days 1, 3, 5', async () => {
    const { email } = await order({ pickUpOn: '2027-03-08', returnOn: '2027-03-12', out: true });
    const everyTwo = { ...HOUSE, reminders: { ...HOUSE.reminders, overdueEveryDays: 2 } };
    for (let offset = 1; offset <= 6; offset += 1) await sweepReminders(db(), everyTwo, houseAt(addDays('2027-03-12', offset)), outboxSenders());
    const overdue = (await reminders(email)).filter((message) => message.subject!.startsWith('Return overdue'));
    expect(overdue.map((message) => message.body.match(/\((\d+) days? ago\)/)![1])).toEqual(['1', '3', '5']);
  });

  it('a customer not subscribed to reminders gets none (spec §3: all unsubscribed by default), nor one who unsubscribed', async () => {
    const never = await order({ pickUpOn: '2027-03-20', subscribed: false });
    const left = await order({ pickUpOn: '2027-03-20' });
    const stays = await order({ pickUpOn: '2027-03-20' });
    const unsubscribed = await setReminderSubscription(db(), left.owner, false, SENT + 1000);
    expect(unsubscribed).toEqual({ email: left.email, isSubscribed: false });
    const [record] = await db().select({ subscriptions: vendorUsers.subscriptions }).from(vendorUsers).where(eq(vendorUsers.uid, left.owner.uid));
    expect(record!.subscriptions.reminders).toEqual({ isSubscribed: false, subscribedAt: SENT, unsubscribedAt: SENT + 1000 });

    await sweepReminders(db(), HOUSE, houseAt('2027-03-19'), outboxSenders());
    expect(await reminders(never.email)).toHaveLength(0);
    expect(await reminders(left.email)).toHaveLength(0);
    expect(await reminders(stays.email)).toHaveLength(1);
  });

  it('nothing goes before sendFrom or from sendUntil on the house clock; the first sweep in the hours sends', async () => {
    const { email } = await order({ pickUpOn: '2027-03-22' });
    await sweepReminders(db(), HOUSE, houseAt('2027-03-21', '08:59'), outboxSenders());
    expect(await reminders(email)).toHaveLength(0);
    await sweepReminders(db(), HOUSE, houseAt('2027-03-21', '21:00'), outboxSenders());
    expect(await reminders(email)).toHaveLength(0);
    await sweepReminders(db(), HOUSE, houseAt('2027-03-21', '09:00'), outboxSenders());
    expect(await reminders(email)).toHaveLength(1);
  });

  it("the house day, not UTC's: in Auckland at 11:00 on the 24th (still the 23rd in UTC), tomorrow is the 25th", async () => {
    const auckland = { ...HOUSE, vendor: { ...HOUSE.vendor, timezone: 'Pacific/Auckland' } };
    const utcTomorrow = await order({ pickUpOn: '2027-03-24' });
    const houseTomorrow = await order({ pickUpOn: '2027-03-25' });
    const now = houseAt('2027-03-24', '11:00', 'Pacific/Auckland');
    expect(new Date(now).toISOString().slice(0, 10)).toBe('2027-03-23');
    await sweepReminders(db(), auckland, now, outboxSenders());
    expect(await reminders(utcTomorrow.email)).toHaveLength(0);
    expect((await reminders(houseTomorrow.email)).map((message) => message.subject)).toEqual([expect.stringMatching(/^Pick-up tomorrow/)]);
  });

  it('texts too when SMS is configured and the customer has a verified phone; an unverified phone gets the email only', async () => {
    const verified = await order({ pickUpOn: '2027-03-27' });
    const unverified = await order({ pickUpOn: '2027-03-27' });
    const phones = [verified, unverified].map(() => `+1818${randomInt(1_000_000, 9_999_999)}`);
    await db().update(users).set({ phoneNumber: phones[0], phoneNumberVerified: true }).where(eq(users.id, verified.owner.uid));
    await db().update(users).set({ phoneNumber: phones[1], phoneNumberVerified: false }).where(eq(users.id, unverified.owner.uid));
    await sweepReminders(db(), HOUSE, houseAt('2027-03-26'), outboxSenders());
    const [text] = await outboxFor(db(), 'sms', phones[0]!);
    expect(text?.body).toMatch(/^Cahuenga Prop House: Pick-up tomorrow, Mar 27, order ORD-2027-\d{6}\. .* Stop reminders: \S+\/reminders\/unsubscribe\?token=/);
    expect(await outboxFor(db(), 'sms', phones[1]!)).toHaveLength(0);
    expect(await reminders(unverified.email)).toHaveLength(1);
    // Without SMS configured: the email alone.
    const noSms = await order({ pickUpOn: '2027-03-29' });
    const phone = `+1818${randomInt(1_000_000, 9_999_999)}`;
    await db().update(users).set({ phoneNumber: phone, phoneNumberVerified: true }).where(eq(users.id, noSms.owner.uid));
    await sweepReminders(db(), HOUSE, houseAt('2027-03-28'), { email: createEmailSender(db(), null), sms: null });
    expect(await outboxFor(db(), 'sms', phone)).toHaveLength(0);
    expect(await reminders(noSms.email)).toHaveLength(1);
  });

  it('an email that fails gives its claim back: the next sweep sends it', async () => {
    const { email } = await order({ pickUpOn: '2027-04-02' });
    const failing: ReminderSenders = {
      email: async () => {
        throw new Error('SMTP down');
      },
      sms: null,
    };
    expect(await sweepReminders(db(), HOUSE, houseAt('2027-04-01'), failing)).toEqual({ sent: 0 });
    expect(await sweepReminders(db(), HOUSE, houseAt('2027-04-01', '10:01'), outboxSenders())).toMatchObject({ sent: expect.any(Number) });
    expect(await reminders(email)).toHaveLength(1);
  });
});

describe('issue 38 §4: one reminder per order and kind across two app instances', () => {
  let second: DatabaseHandle | null = null;
  afterAll(() => second?.close());

  it('two instances (two pools on PostgreSQL) sweep at the same moment, many times over: exactly one email per order and kind', async () => {
    const handle = fixture.handle;
    // On PostgreSQL, a second pool of its own, as a second app instance has; PGlite has one connection, shared.
    second = handle.kind === 'postgres' ? await openDatabase({ url: handle.connectionString }) : null;
    const other = second?.db ?? db();
    const orders = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((index) =>
        index % 2 === 0 ? order({ pickUpOn: '2027-04-06' }) : order({ pickUpOn: '2027-03-30', returnOn: '2027-04-06', out: true }),
      ),
    );
    const senders = (instance: typeof other): ReminderSenders => ({ email: createEmailSender(instance, null), sms: null });
    const now = houseAt('2027-04-05');
    for (let round = 0; round < 15; round += 1)
      await Promise.all([sweepReminders(db(), HOUSE, now + round, senders(db())), sweepReminders(other, HOUSE, now + round, senders(other))]);
    for (const { email } of orders) expect(await reminders(email)).toHaveLength(1);
    const claims = await db().select().from(orderReminders).where(eq(orderReminders.day, '2027-04-06'));
    expect(claims.filter((claim) => orders.some((placed) => placed.requestId === claim.requestId))).toHaveLength(6);
  });
});

describe('issue 38 §4: the unsubscribe link', () => {
  it('names its person; a forged, cut or malformed token names nobody', async () => {
    const { owner } = await order({ pickUpOn: '2027-04-10', subscribed: false });
    const token = await unsubscribeToken(db(), owner);
    expect(await personOfUnsubscribeToken(db(), token)).toEqual(owner);
    const [vendor, , signature] = token.split('.');
    const forged = `${vendor}.${Buffer.from('someone-else').toString('base64url')}.${signature}`;
    for (const bad of [forged, token.slice(0, -2), `${token}x`, 'nonsense', '', '...', null, 42, `${token}.extra`])
      expect(await personOfUnsubscribeToken(db(), bad)).toBeNull();
  });
});
