import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { holdRequests, items } from '@/lib/db/schema';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { lastSentOf } from './sent-requests';

const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
let itemIds: string[] = [];
beforeAll(async () => {
  await seedCatalog(db(), { items: 6, vendorId: tenant.vendor.id, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 5, purchaseType: 'Weekly Rental', weeklyPrice: 2500 });
});

describe('issue 24 §7: when a set list was sent', () => {
  it('answers each of the owner’s sent lists with its newest request, and nothing for another person', async () => {
    const first = await customerRequest(db(), fixture.auth, [itemIds[0]!], { now: Date.parse('2027-03-01T18:00:00Z') });
    const [request] = await db().select().from(holdRequests).where(eq(holdRequests.id, first.requestId));
    const setListId = request!.setListId!;
    await db()
      .update(holdRequests)
      .set({ createdAt: new Date('2027-02-20T18:00:00Z') })
      .where(eq(holdRequests.id, first.requestId));
    await db()
      .insert(holdRequests)
      .values({ ...request!, id: 'again', createdAt: new Date('2027-02-24T18:00:00Z'), stripeSessionId: null });

    const sent = await lastSentOf(db(), first.owner, [setListId, 'never-sent']);
    expect([...sent]).toEqual([[setListId, Date.parse('2027-02-24T18:00:00Z')]]);
    expect(await lastSentOf(db(), { vendorId: tenant.vendor.id, uid: 'someone-else' }, [setListId])).toEqual(new Map());
    expect(await lastSentOf(db(), first.owner, [])).toEqual(new Map());
  });
});
