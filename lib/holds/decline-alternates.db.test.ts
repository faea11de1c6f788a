import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { holdLines, holdRequests, itemAlternates, items, users } from '@/lib/db/schema';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { linePeriod } from '@/lib/availability/availability';
import { declineOfferWords } from './decline-alternates';

const VENDOR = tenant.vendor.id;
const UID = 'crew-decline-alternates';
const fixture = testDatabase(async (handle) => {
  await seedCatalog(handle.db, { items: 30, vendorId: VENDOR, currency: 'USD', colors: demo.colorMap, now: new Date() });
  await handle.db.insert(users).values({ id: UID, name: 'Crew', email: 'crew-decline@example.test' });
});
const db = () => fixture.handle.db;
let props: { id: string; title: string; sku: string }[] = [];
beforeAll(async () => {
  props = await db().select({ id: items.id, title: items.title, sku: items.sku }).from(items).orderBy(items.id);
  await db()
    .update(items)
    .set({ quantity: 3, purchaseType: 'Weekly Rental', weeklyPrice: 2500 })
    .where(
      inArray(
        items.id,
        props.map((item) => item.id),
      ),
    );
});

/** A request for `units` of a prop on these days, its one line in `state`: the line's id. */
async function request(itemId: string, units: number, state: 'requested' | 'held', [from, to]: [string, string]) {
  const requestId = randomUUID();
  await db().insert(holdRequests).values({ id: requestId, vendorId: VENDOR, uid: UID, kind: 'hold', pickUpOn: from, returnOn: to, production: 'Night Shift' });
  const id = randomUUID();
  await db()
    .insert(holdLines)
    .values({ id, requestId, itemId, title: 'Prop', sku: 'SKU', quantity: units, state, period: linePeriod(from, to) });
  return id;
}

describe('issue 28 §5: staff decline a line its prop cannot cover, offering what could stand in', () => {
  it('the words name the alternates with the line’s units free on its days, hand-linked first', async () => {
    const [prop, linked] = [props[0]!, props[1]!];
    const [itemAId, itemBId] = [prop.id, linked.id].sort() as [string, string];
    await db().insert(itemAlternates).values({ vendorId: VENDOR, itemAId, itemBId });
    await request(prop.id, 2, 'held', ['2031-09-01', '2031-09-04']);
    const line = await request(prop.id, 3, 'requested', ['2031-09-02', '2031-09-09']);
    const words = await declineOfferWords(db(), line, 'en');
    expect(words.startsWith(`Could do instead: ${linked.title} (${linked.sku}), 3 available Sep 2 – Sep 9`)).toBe(true);
    // Then the props of its kind that have three free too, and never the prop itself.
    expect(words).not.toContain(prop.sku);
    expect(words.endsWith('.')).toBe(true);
  });

  it('nothing when the prop can cover the line after all, or when no prop could stand in', async () => {
    const covered = await request(props[2]!.id, 1, 'requested', ['2031-10-01', '2031-10-02']);
    expect(await declineOfferWords(db(), covered, 'en')).toBe('');
    await db().update(items).set({ quantity: 40 }).where(eq(items.id, props[3]!.id));
    const tooMany = await request(props[3]!.id, 41, 'requested', ['2031-10-01', '2031-10-02']);
    expect(await declineOfferWords(db(), tooMany, 'en')).toBe('');
    expect(await declineOfferWords(db(), 'no-such-line', 'en')).toBe('');
  });
});
