import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { holdMessages, items, vendorUsers } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { outboxFor } from '@/lib/notifications/dev-outbox';
import { tenant } from '@/lib/tenant';
import { getVendorUser } from '@/lib/vendor-users/repository';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { holdMessageSchema, listHoldMessages, sendHoldMessage, tellOfMessage } from './hold-messages';
import { CUSTOMER_LIMITS } from './customer-limits';
import { markHoldsSeen } from './hold-updates';
import { moveLine } from './move-line';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
let itemIds: string[] = [];
const NOW = Date.parse('2027-03-01T18:00:00Z');
const HOUSE = { staff: true, name: 'Cahuenga Props' } as const;

beforeAll(async () => {
  await seedCatalog(db(), { items: 12, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 50 });
});

/** A customer with a request of `lines` lines. */
const customerWithRequest = (lines = 2) => customerRequest(db(), fixture.auth, itemIds.slice(0, lines), { now: NOW });

const counters = async (uid: string) => {
  const stats = (await getVendorUser(db(), VENDOR_ID, uid))!.stats;
  return { messages: stats.messageCount, unreadMessages: stats.unreadMessageCount, unread: stats.unreadNotificationCount };
};
const message = (requestId: string, body: string) => holdMessageSchema.parse({ requestId, body });

describe('issue 12 §5: the thread with the house, and the unread counters of §3', () => {
  it('the house’s messages and moves count as unread until the customer looks at "Your Holds"; their own do not', async () => {
    const { owner, requestId, lineIds } = await customerWithRequest();
    const customer = { staff: false, name: 'Sam', owner } as const;
    expect(await sendHoldMessage(db(), message(requestId, 'Can we pick up at 7am?'), customer)).toMatchObject({ ok: true });
    expect(await counters(owner.uid)).toEqual({ messages: 1, unreadMessages: 0, unread: 0 });
    expect(await sendHoldMessage(db(), message(requestId, 'Yes, the dock opens at 6.'), HOUSE)).toMatchObject({ ok: true });
    await moveLine(db(), lineIds[0]!, 'accept', 'staff', { now: NOW });
    expect(await counters(owner.uid)).toEqual({ messages: 2, unreadMessages: 1, unread: 2 });
    // Staff answering have read the customer's message; the customer's release is no news to them.
    const thread = (await listHoldMessages(db(), [requestId])).get(requestId)!;
    expect(thread.map((entry) => [entry.fromStaff, entry.body, entry.readAt === null])).toEqual([
      [false, 'Can we pick up at 7am?', false],
      [true, 'Yes, the dock opens at 6.', true],
    ]);
    await moveLine(db(), lineIds[1]!, 'release', 'customer', { owner });
    expect((await counters(owner.uid)).unread).toBe(2);

    await markHoldsSeen(db(), owner);
    expect(await counters(owner.uid)).toEqual({ messages: 2, unreadMessages: 0, unread: 0 });
  });

  it('a customer writes only in their own requests’ threads; another’s answers like none, and nothing is written', async () => {
    const { requestId } = await customerWithRequest(1);
    const stranger = await customerWithRequest(1);
    const answer = await sendHoldMessage(db(), message(requestId, 'Mine now'), { staff: false, name: 'X', owner: stranger.owner });
    expect(answer).toMatchObject({ ok: false, error: { code: 'notFound' } });
    expect(await db().select().from(holdMessages).where(eq(holdMessages.requestId, requestId))).toEqual([]);
    expect(() => message(requestId, '   ')).toThrow('Write a message.');
  });

  it('a customer sends at most 30 messages an hour, each of which emails the house; the house is never limited', async () => {
    const { requestId, owner } = await customerWithRequest(1);
    const author = { staff: false, name: 'Dana', owner } as const;
    for (let n = 0; n < CUSTOMER_LIMITS.message.limit; n++)
      expect(await sendHoldMessage(db(), message(requestId, `Note ${n}`), author)).toMatchObject({ ok: true });
    const refused = await sendHoldMessage(db(), message(requestId, 'One more'), author);
    expect(refused).toMatchObject({ ok: false, error: { code: 'rateLimited' } });
    expect(refused.ok || refused.error.message).toMatch(/^You have sent a lot of messages in the last hour\. Please try again in \d+ minutes, or call us\.$/);
    expect(await db().select().from(holdMessages).where(eq(holdMessages.requestId, requestId))).toHaveLength(CUSTOMER_LIMITS.message.limit);
    expect(await sendHoldMessage(db(), message(requestId, 'We can help.'), HOUSE)).toMatchObject({ ok: true });
  });

  it('each side is told by email, with a link to answer', async () => {
    const { owner, requestId } = await customerWithRequest(1);
    const [record] = await db().select({ email: vendorUsers.email }).from(vendorUsers).where(eq(vendorUsers.uid, owner.uid));
    const fromHouse = await sendHoldMessage(db(), message(requestId, 'Your van fits the dock.'), HOUSE);
    if (!fromHouse.ok) throw fromHouse.error;
    await tellOfMessage(db(), fromHouse.data.messageId, tenant);
    const [toCustomer] = (await outboxFor(db(), 'email', record!.email, 5)).filter((entry) => entry.subject?.startsWith('A message'));
    expect(toCustomer).toMatchObject({ subject: `A message from ${tenant.vendor.displayName}` });
    expect(toCustomer!.body).toMatch(/Your van fits the dock\.[\s\S]*Answer it: \S+\/holds/);
  });

  it('exact after 20 messages from the house and 10 staff moves at once', async () => {
    const { owner, requestId, lineIds } = await customerWithRequest(10);
    await Promise.all([
      ...Array.from({ length: 20 }, (_, n) => sendHoldMessage(db(), message(requestId, `Note ${n}`), HOUSE)),
      ...lineIds.map((lineId) => moveLine(db(), lineId, 'accept', 'staff', { now: NOW })),
    ]);
    expect(await counters(owner.uid)).toEqual({ messages: 20, unreadMessages: 20, unread: 30 });
  });
});
