import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { items, setListItems, setLists } from '@/lib/db/schema';
import type { CustomerKey } from '@/lib/house/customer-key';
import { vendorUserAuthHooks } from '@/lib/identity/auth/vendor-user-hooks';
import { getSetList, getSharedSetList } from '@/lib/set-lists/read-set-lists';
import { addToSetListSchema, undoAddSchema } from '@/lib/set-lists/set-list-schema';
import { createShareLink } from '@/lib/set-lists/share-set-list';
import { addToSetList, undoAddToSetList, type Added } from '@/lib/set-lists/write-set-lists';
import { tenant } from '@/lib/tenant';
import { getVendorUser } from '@/lib/vendor-users/repository';
import demo from '@/tenant/config.json';
import { authOnTestDatabase, signedIn, withVendorRecord } from '@/test/auth-browser';
import { readComparedProps } from './read-compared-props';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase((db) => vendorUserAuthHooks(async () => db, VENDOR_ID));
const db = () => fixture.handle.db;
let props: string[] = [];
beforeAll(async () => {
  await seedCatalog(db(), { items: 12, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  props = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 5 }).where(inArray(items.id, props));
  await db()
    .update(items)
    .set({ period: 'Mid-Century', dimensions: { width: 60, depth: 18, height: 30.5 }, colors: ['Brown', 'Gold'] })
    .where(eq(items.id, props[0]!));
});

async function customer(): Promise<CustomerKey> {
  const account = await withVendorRecord(db(), await signedIn(fixture.auth));
  return { vendorId: VENDOR_ID, uid: account.userId };
}

async function add(owner: CustomerKey, fields: Record<string, string>): Promise<Added> {
  const added = await addToSetList(db(), owner, addToSetListSchema.parse({ quantity: '1', ...fields }));
  if (!added.ok) throw added.error;
  return added.data;
}

const undoOf = (added: Added) =>
  undoAddSchema.parse({ lineId: added.lineId, added: String(added.added), lineMade: String(added.lineMade), listMade: String(added.listMade) });

describe('issue 39 §4: each line of a set list carries its prop’s period and size', () => {
  it('on the owner’s list and on the designer’s shared page; none for a prop that left the catalogue', async () => {
    const owner = await customer();
    const first = await add(owner, { itemId: props[0]!, setListId: 'new', newName: 'Living room — Ep 104' });
    await add(owner, { itemId: props[1]!, setListId: first.setListId });
    await db().update(items).set({ status: 'archived' }).where(eq(items.id, props[1]!));
    try {
      const list = (await getSetList(db(), owner, first.setListId))!;
      expect(list.lines[0]).toMatchObject({ period: 'Mid-Century', dimensions: { width: 60, depth: 18, height: 30.5 } });
      expect(list.lines[1]).toMatchObject({ period: null, dimensions: null });
      const share = await createShareLink(db(), owner, first.setListId, null);
      if (!share.ok) throw share.error;
      const shared = (await getSharedSetList(db(), share.data.token))!;
      expect(shared.lines[0]).toMatchObject({ period: 'Mid-Century', dimensions: { width: 60, depth: 18, height: 30.5 } });
    } finally {
      await db().update(items).set({ status: 'active' }).where(eq(items.id, props[1]!));
    }
  });
});

describe('issue 39 §4: the compare view reads the chosen props of the list', () => {
  it('in the order chosen, with colours and the quantity asked; a prop not on the list is not read', async () => {
    const owner = await customer();
    const first = await add(owner, { itemId: props[0]!, setListId: 'new', newName: 'Compare — Ep 1', quantity: '2' });
    await add(owner, { itemId: props[2]!, setListId: first.setListId });
    const list = (await getSetList(db(), owner, first.setListId))!;
    const compared = await readComparedProps(db(), list, [props[2]!, props[0]!, props[5]!]);
    expect(compared.map((prop) => prop.itemId)).toEqual([props[2], props[0]]);
    expect(compared[1]).toMatchObject({ period: 'Mid-Century', colors: ['Brown', 'Gold'], quantity: 2, stock: 5 });
  });
});

describe('issue 39 §4: "Undo" after "Add to set list" takes back what the add did', () => {
  it('removes a line the add made, and a list made for it with nothing else on it, so its name is free again', async () => {
    const owner = await customer();
    const added = await add(owner, { itemId: props[3]!, setListId: 'new', newName: 'Undo — Ep 2' });
    expect(added).toMatchObject({ lineMade: true, listMade: true, added: 1 });
    const undone = await undoAddToSetList(db(), owner, undoOf(added));
    expect(undone).toMatchObject({ ok: true, data: { listDeleted: true, title: expect.any(String) } });
    expect(await db().select().from(setLists).where(eq(setLists.id, added.setListId))).toEqual([]);
    expect((await getVendorUser(db(), VENDOR_ID, owner.uid))?.stats.setListCount).toBe(0);
    // The name the dialog was refused with on a second press (the complaint) can be given again.
    await add(owner, { itemId: props[3]!, setListId: 'new', newName: 'Undo — Ep 2' });
  });

  it('removes a line it made on a list that stays', async () => {
    const owner = await customer();
    const first = await add(owner, { itemId: props[4]!, setListId: 'new', newName: 'Undo — Ep 3' });
    const second = await add(owner, { itemId: props[6]!, setListId: first.setListId });
    expect(second).toMatchObject({ lineMade: true, listMade: false });
    expect(await undoAddToSetList(db(), owner, undoOf(second))).toMatchObject({ ok: true, data: { listDeleted: false, quantity: 0 } });
    const lines = await db().select().from(setListItems).where(eq(setListItems.setListId, first.setListId));
    expect(lines.map((line) => line.itemId)).toEqual([props[4]]);
    expect((await getVendorUser(db(), VENDOR_ID, owner.uid))?.stats.setListItemCount).toBe(1);
  });

  it('takes off only the units it put on a line already there', async () => {
    const owner = await customer();
    const first = await add(owner, { itemId: props[7]!, setListId: 'new', newName: 'Undo — Ep 4', quantity: '2' });
    const more = await add(owner, { itemId: props[7]!, setListId: first.setListId, quantity: '3' });
    expect(more).toMatchObject({ lineMade: false, added: 3, quantity: 5, lineId: first.lineId });
    expect(await undoAddToSetList(db(), owner, undoOf(more))).toMatchObject({ ok: true, data: { quantity: 2, listDeleted: false } });
    const [line] = await db().select().from(setListItems).where(eq(setListItems.id, first.lineId));
    expect(line?.quantity).toBe(2);
  });

  it('is refused for another person’s line, exactly as one that does not exist', async () => {
    const owner = await customer();
    const added = await add(owner, { itemId: props[8]!, setListId: 'new', newName: 'Undo — Ep 5' });
    const stranger = await customer();
    const refused = await undoAddToSetList(db(), stranger, undoOf(added));
    expect(refused).toMatchObject({ ok: false, error: { code: 'notFound' } });
    expect(await db().select().from(setListItems).where(eq(setListItems.id, added.lineId))).toHaveLength(1);
  });

  it('refuses a malformed undo with words, before anything is read', () => {
    const parsed = undoAddSchema.safeParse({ lineId: '', added: '0', lineMade: 'maybe', listMade: 'true' });
    expect(parsed.success).toBe(false);
  });
});
