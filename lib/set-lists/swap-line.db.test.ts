import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { itemAlternates, itemBlocks, items, setListItems, setLists } from '@/lib/db/schema';
import { askedRange, unitsAwayForItems } from '@/lib/availability/availability';
import type { CustomerKey } from '@/lib/house/customer-key';
import { tenant } from '@/lib/tenant';
import { vendorUserAuthHooks } from '@/lib/identity/auth/vendor-user-hooks';
import { getVendorUser } from '@/lib/vendor-users/repository';
import demo from '@/tenant/config.json';
import { authOnTestDatabase, signedIn, withVendorRecord } from '@/test/auth-browser';
import { alternatesForShortLines } from './line-alternates';
import { getSetList } from './read-set-lists';
import { addToSetListSchema } from './set-list-schema';
import { swapLine } from './swap-line';
import { addToSetList, createSetList, setArchived } from './write-set-lists';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase((db) => vendorUserAuthHooks(async () => db, VENDOR_ID));
const db = () => fixture.handle.db;
let props: { id: string; title: string; sku: string }[] = [];
beforeAll(async () => {
  await seedCatalog(db(), { items: 40, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  props = await db().select({ id: items.id, title: items.title, sku: items.sku }).from(items).orderBy(items.id);
  await db()
    .update(items)
    .set({ quantity: 6, purchaseType: 'Weekly Rental', weeklyPrice: 2500 })
    .where(
      inArray(
        items.id,
        props.map((item) => item.id),
      ),
    );
});

async function customer(): Promise<CustomerKey> {
  const account = await withVendorRecord(db(), await signedIn(fixture.auth));
  return { vendorId: VENDOR_ID, uid: account.userId };
}

/** A list of the owner's with one line of `itemId`: its id and the line's. */
async function listWithLine(owner: CustomerKey, itemId: string, quantity = 2) {
  const made = await createSetList(db(), owner, { name: `Diner ${Math.random()}`, production: 'Night Shift', scene: 'Diner' });
  if (!made.ok) throw made.error;
  const added = await addToSetList(
    db(),
    owner,
    addToSetListSchema.parse({ itemId, setListId: made.data.id, quantity: String(quantity), note: 'for the counter' }),
  );
  if (!added.ok) throw added.error;
  return { setListId: made.data.id, lineId: added.data.lineId };
}

/** Two props linked as alternates, as staff would (one row, its ids in order). */
const link = (one: string, two: string) => {
  const [itemAId, itemBId] = [one, two].sort() as [string, string];
  return db().insert(itemAlternates).values({ vendorId: VENDOR_ID, itemAId, itemBId });
};

const lineOf = async (lineId: string) => (await db().select().from(setListItems).where(eq(setListItems.id, lineId)))[0];

describe('issue 28 §5: "Swap for …" on a set list', () => {
  it('replaces the line’s prop, keeping its quantity, note and place; the designer’s mark goes; the §3 maps and counters follow', async () => {
    const owner = await customer();
    const { setListId, lineId } = await listWithLine(owner, props[0]!.id);
    await addToSetList(db(), owner, addToSetListSchema.parse({ itemId: props[1]!.id, setListId, quantity: '1' }));
    await db().update(setListItems).set({ review: 'approved', reviewedBy: 'Dana' }).where(eq(setListItems.id, lineId));
    const before = await getVendorUser(db(), VENDOR_ID, owner.uid);

    const swapped = await swapLine(db(), owner, { lineId, itemId: props[2]!.id });
    expect(swapped).toEqual({ ok: true, data: { setListId, from: props[0]!.title, to: props[2]!.title, quantity: 2 } });
    expect(await lineOf(lineId)).toMatchObject({
      itemId: props[2]!.id,
      title: props[2]!.title,
      sku: props[2]!.sku,
      quantity: 2,
      note: 'for the counter',
      review: null,
      reviewedBy: null,
    });
    expect((await getSetList(db(), owner, setListId))?.lines.map((line) => line.itemId)).toEqual([props[2]!.id, props[1]!.id]);

    const after = await getVendorUser(db(), VENDOR_ID, owner.uid);
    expect(after?.setListItems[lineId]).toEqual({ setListId, itemId: props[2]!.id, quantity: 2 });
    expect(after?.stats.setListCount).toBe(before?.stats.setListCount);
    expect(after?.stats.setListItemCount).toBe(before?.stats.setListItemCount);
  });

  it('refuses another person’s list as if the line did not exist, and changes nothing', async () => {
    const [owner, someoneElse] = [await customer(), await customer()];
    const { lineId } = await listWithLine(owner, props[3]!.id);
    const refused = await swapLine(db(), someoneElse, { lineId, itemId: props[4]!.id });
    expect(refused.ok ? null : { code: refused.error.code, message: refused.error.message }).toEqual({
      code: 'notFound',
      message: 'We could not find that line; it may have been removed.',
    });
    expect((await lineOf(lineId))?.itemId).toBe(props[3]!.id);
  });

  it('refuses a prop with fewer units than the line, one the list has already, one out of the catalogue, and an archived list', async () => {
    const owner = await customer();
    const { setListId, lineId } = await listWithLine(owner, props[5]!.id, 4);
    await addToSetList(db(), owner, addToSetListSchema.parse({ itemId: props[6]!.id, setListId, quantity: '1' }));
    await db().update(items).set({ quantity: 3 }).where(eq(items.id, props[7]!.id));
    await db().update(items).set({ status: 'hidden' }).where(eq(items.id, props[8]!.id));
    const reason = async (itemId: string) => {
      const answer = await swapLine(db(), owner, { lineId, itemId });
      return answer.ok ? 'swapped' : `${answer.error.code}: ${answer.error.message}`;
    };
    expect(await reason(props[7]!.id)).toBe(`conflict: We have 3 of ${props[7]!.title}, and the line asks for 4: choose another, or lower the quantity first.`);
    expect(await reason(props[6]!.id)).toBe('conflict: That prop is on this list already: change the quantity on its line instead.');
    expect(await reason(props[8]!.id)).toBe('notFound: That prop is no longer in the catalogue.');
    await setArchived(db(), owner, setListId, true);
    expect(await reason(props[9]!.id)).toMatch(/^conflict: That set list is archived/);
    expect((await lineOf(lineId))?.itemId).toBe(props[5]!.id);
  });
});

describe('issue 28 §5: a set-list line its prop cannot cover offers what can', () => {
  it('for the list’s days, the hand-linked alternate first, never a prop already on the list; a covered line offers nothing', async () => {
    const owner = await customer();
    const [short, linked, onList, fine] = [props[10]!, props[11]!, props[12]!, props[13]!];
    const { setListId, lineId } = await listWithLine(owner, short.id, 5);
    await addToSetList(db(), owner, addToSetListSchema.parse({ itemId: fine.id, setListId, quantity: '1' }));
    await addToSetList(db(), owner, addToSetListSchema.parse({ itemId: onList.id, setListId, quantity: '1' }));
    await link(short.id, linked.id);
    await link(short.id, onList.id);
    // Four of its six are away on the list's days: two are free, and the line asks for five.
    await db().update(setLists).set({ pickUpOn: '2031-06-01', returnOn: '2031-06-07' }).where(eq(setLists.id, setListId));
    await db()
      .insert(itemBlocks)
      .values({ id: `block-${short.id}`, itemId: short.id, quantity: 4, period: askedRange('2031-06-01', '2031-06-03'), reason: 'repair', note: '' });

    const list = (await getSetList(db(), owner, setListId))!;
    const days = { from: '2031-06-01', to: '2031-06-07' };
    const away = await unitsAwayForItems(
      db(),
      list.lines.map((line) => line.itemId!),
      askedRange(days.from, days.to),
    );
    const offers = await alternatesForShortLines(db(), list.lines, { away, days });
    expect([...offers.keys()]).toEqual([lineId]);
    expect(offers.get(lineId)!.map(({ item, available }) => [item.id, available])[0]).toEqual([linked.id, 6]);
    expect(offers.get(lineId)!.map(({ item }) => item.id)).not.toContain(onList.id);
  });

  it('a line whose prop staff hid offers stand-ins for it', async () => {
    const owner = await customer();
    const [gone, linked] = [props[14]!, props[15]!];
    const { setListId, lineId } = await listWithLine(owner, gone.id, 1);
    await link(gone.id, linked.id);
    await db().update(items).set({ status: 'hidden' }).where(eq(items.id, gone.id));
    const list = (await getSetList(db(), owner, setListId))!;
    expect(list.lines[0]).toMatchObject({ itemId: null, leftItemId: gone.id });
    const offers = await alternatesForShortLines(db(), list.lines, { away: null, days: null });
    expect(offers.get(lineId)?.[0]).toMatchObject({ item: { id: linked.id }, available: 6 });
  });
});
