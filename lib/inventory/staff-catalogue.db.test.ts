import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '@/lib/audit/record-audit';
import { catalogFacets } from '@/lib/catalog/facets';
import { getItem } from '@/lib/catalog/queries';
import { searchCatalog } from '@/lib/catalog/search';
import { auditLog, categories, favourites, holdLines, holdRequests, items, users } from '@/lib/db/schema';
import { listFavouriteItems } from '@/lib/favourites/list-favourites';
import { seedCatalog } from '@/demo/seed-catalog';
import { askedRange, linePeriod, unitsAway } from '@/lib/availability/availability';
import type { LineState } from '@/lib/availability/hold-lifecycle';
import { moveLine } from '@/lib/holds/move-line';
import { sitemapXml } from '@/lib/seo/sitemap';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { createCategory, deleteCategory } from './categories';
import { itemFieldsSchema, itemFieldsText, type ItemFields } from './item-fields';
import { deleteItem, KEEP_IT_MESSAGE, moveItemStatus } from './item-status';
import { belowFloorMessage } from '@/lib/availability/quantity-floor';
import { createItem, skuTakenMessage, updateItem } from './save-item';
import { listStaffItems } from './staff-items';

const VENDOR = tenant.vendor.id;
const STAFF = { uid: 'staff-catalogue', name: 'Mo at the counter' };
const TODAY = '2030-01-10';
const UID = 'crew-catalogue-test';
const fixture = testDatabase();
const db = () => fixture.handle.db;
let categoryList: { id: string; name: string }[] = [];
const PERIODS = demo.customFields.find((field) => field.field === 'period')!.values;

beforeAll(async () => {
  await seedCatalog(db(), { items: 20, vendorId: VENDOR, currency: 'USD', colors: demo.colorMap, now: new Date() });
  categoryList = await db().select({ id: categories.id, name: categories.name }).from(categories);
  await db().insert(users).values({ id: UID, name: 'Crew', email: 'crew-catalogue@example.test' });
});

/** An item's fields as staff would type them, checked by the one shared schema. */
function fields(overrides: Record<string, string> = {}): ItemFields {
  const schema = itemFieldsSchema({ categories: categoryList, colors: demo.colorMap.map((color) => color.name), periods: PERIODS });
  return schema.parse({
    sku: `TST-${randomUUID().slice(0, 8)}`,
    title: 'Walnut writing desk',
    description: 'A desk.',
    category: categoryList[0]!.name,
    purchaseType: 'Weekly Rental',
    weeklyPrice: '45.00',
    quantity: '5',
    status: 'active',
    width: '48',
    depth: '24',
    height: '30',
    weight: '60',
    tags: 'desk, walnut',
    colors: demo.colorMap[0]!.name,
    rooms: 'Office',
    materials: 'Wood',
    period: 'Mid-Century',
    ...overrides,
  });
}

async function newItem(overrides: Record<string, string> = {}): Promise<string> {
  const created = await createItem(db(), VENDOR, fields(overrides), STAFF, { currency: 'USD' });
  if (!created.ok) throw created.error;
  return created.data.id;
}

async function storedFields(id: string): Promise<ItemFields> {
  const [row] = await db().select().from(items).where(eq(items.id, id));
  return { ...fields(), ...row!, categoryId: row!.categoryId };
}

const setQuantity = async (id: string, quantity: number) => updateItem(db(), VENDOR, id, { ...(await storedFields(id)), quantity }, STAFF, { today: TODAY });

async function line(itemId: string, pickUpOn: string, returnOn: string, state: LineState, quantity = 1): Promise<string> {
  const requestId = randomUUID();
  await db().insert(holdRequests).values({ id: requestId, vendorId: VENDOR, uid: UID, kind: 'hold', pickUpOn, returnOn });
  const id = randomUUID();
  await db()
    .insert(holdLines)
    .values({ id, requestId, itemId, title: 'Prop', sku: 'SKU', quantity, state, period: linePeriod(pickUpOn, returnOn) });
  return id;
}

/** Refuses every audit row about `subjectId` for the length of `run`: the audit write fails, as a broken database would. */
async function withAuditRefused(subjectId: string, run: () => Promise<void>) {
  await db().execute(
    sql.raw(`create function refuse_catalogue_audit() returns trigger language plpgsql as $$ begin raise exception 'audit log refused'; end $$`),
  );
  await db().execute(
    sql.raw(
      `create trigger refuse_catalogue_audit before insert on audit_log for each row when (new.subject_id = '${subjectId}') execute function refuse_catalogue_audit()`,
    ),
  );
  try {
    await run();
  } finally {
    await db().execute(sql.raw('drop trigger refuse_catalogue_audit on audit_log'));
    await db().execute(sql.raw('drop function refuse_catalogue_audit()'));
  }
}

describe('issue 13 §3: staff create and edit items, each change audited in its transaction', () => {
  it('a new item takes its id from its SKU, is written with its audit row, and is found in the staff list', async () => {
    const id = await newItem({ sku: 'DESK/77.A', title: 'Partners desk' });
    expect(id).toBe('desk-77-a');
    const [row] = await db().select().from(items).where(eq(items.id, id));
    expect(row).toMatchObject({ sku: 'DESK/77.A', title: 'Partners desk', weeklyPrice: 4500, quantity: 5, status: 'active', photos: [] });
    const [audit] = await auditOf(db(), VENDOR, 'item', id);
    expect(audit).toMatchObject({ action: 'create', actorName: STAFF.name, after: { sku: 'DESK/77.A', title: 'Partners desk', weeklyPrice: '45.00' } });
    // A second SKU making the same slug gets the next free id.
    expect(await newItem({ sku: 'desk-77-a' })).toBe('desk-77-a-2');
    const found = await listStaffItems(db(), VENDOR, { q: 'DESK/77.A', status: 'all' });
    expect(found.rows.map((item) => item.id)).toEqual(['desk-77-a']);
    expect((await listStaffItems(db(), VENDOR, { q: 'partners desk', status: 'all' })).rows.map((item) => item.id)).toContain('desk-77-a');
  });

  it('a SKU another item has is refused beside the SKU field, and nothing is written', async () => {
    await newItem({ sku: 'DUP-1' });
    const before = (await db().select().from(auditLog)).length;
    const again = await createItem(db(), VENDOR, fields({ sku: 'DUP-1' }), STAFF, { currency: 'USD' });
    expect(again.ok).toBe(false);
    if (again.ok) return;
    expect(again.error.fieldErrors.sku).toBe(skuTakenMessage('DUP-1'));
    const other = await newItem({ sku: 'DUP-2' });
    const renamed = await updateItem(db(), VENDOR, other, { ...(await storedFields(other)), sku: 'DUP-1' }, STAFF, { today: TODAY });
    expect(!renamed.ok && renamed.error.fieldErrors.sku).toBe(skuTakenMessage('DUP-1'));
    expect((await db().select().from(auditLog)).length).toBe(before + 1);
  });

  it('an edit is audited with the fields that changed, before and after; nothing changed writes no row', async () => {
    const id = await newItem({ title: 'Brass floor lamp' });
    const edited = await updateItem(db(), VENDOR, id, { ...(await storedFields(id)), title: 'Brass arc lamp', weeklyPrice: 5000 }, STAFF, { today: TODAY });
    expect(edited).toEqual({ ok: true, data: { changed: ['title', 'weeklyPrice'] } });
    const [audit] = await auditOf(db(), VENDOR, 'item', id);
    expect(audit).toMatchObject({
      action: 'edit',
      before: { title: 'Brass floor lamp', weeklyPrice: '45.00' },
      after: { title: 'Brass arc lamp', weeklyPrice: '50.00' },
    });
    expect(await updateItem(db(), VENDOR, id, await storedFields(id), STAFF, { today: TODAY })).toEqual({ ok: true, data: { changed: [] } });
    expect(await auditOf(db(), VENDOR, 'item', id)).toHaveLength(2);
  });

  it('issue 38 §3: the item form sets the location (trimmed), audited; an empty field clears it; a bad one is refused beside the field', async () => {
    const id = await newItem({ title: 'Brass desk fan' });
    expect((await storedFields(id)).location).toBe('');
    const schema = itemFieldsSchema({ categories: categoryList, colors: demo.colorMap.map((color) => color.name), periods: PERIODS });
    const typed = (location: string) => schema.safeParse({ ...itemFieldsText(fields(), categoryList[0]!.name), location });
    const placed = typed('  A-12-3 ');
    expect(placed.success && placed.data.location).toBe('A-12-3');
    expect(await updateItem(db(), VENDOR, id, { ...(await storedFields(id)), location: 'A-12-3' }, STAFF, { today: TODAY })).toEqual({
      ok: true,
      data: { changed: ['location'] },
    });
    expect((await storedFields(id)).location).toBe('A-12-3');
    expect((await auditOf(db(), VENDOR, 'item', id))[0]).toMatchObject({ before: { location: '' }, after: { location: 'A-12-3' } });
    expect(await updateItem(db(), VENDOR, id, { ...(await storedFields(id)), location: '' }, STAFF, { today: TODAY })).toMatchObject({ ok: true });
    expect((await storedFields(id)).location).toBe('');
    expect(typed('A'.repeat(41)).error?.issues[0]).toMatchObject({ path: ['location'], message: 'Keep the location to 40 characters.' });
    expect(typed('A-1\u0000').error?.issues[0]).toMatchObject({ path: ['location'] });
    // The table holds the limit too, whoever writes.
    await expect(
      db()
        .update(items)
        .set({ location: 'x'.repeat(41) })
        .where(eq(items.id, id)),
    ).rejects.toThrow();
  });

  it('issue 13 §3: the edit page’s form, opened before the item was hidden, does not show it again (its status is the buttons’)', async () => {
    const id = await newItem({ title: 'Wicker hamper' });
    const opened = await storedFields(id);
    expect((await moveItemStatus(db(), VENDOR, id, 'hide', STAFF)).ok).toBe(true);
    const saved = await updateItem(db(), VENDOR, id, { ...opened, title: 'Wicker picnic hamper' }, STAFF, { today: TODAY, keepStatus: true });
    expect(saved).toEqual({ ok: true, data: { changed: ['title'] } });
    expect(await storedFields(id)).toMatchObject({ title: 'Wicker picnic hamper', status: 'hidden' });
  });

  it('a change whose audit row fails is not written at all: no item, no edit, no status move', async () => {
    const id = await newItem({ title: 'Chrome stool' });
    const sku = `FAIL-${randomUUID().slice(0, 6)}`;
    await withAuditRefused(id, async () => {
      await expect(updateItem(db(), VENDOR, id, { ...(await storedFields(id)), title: 'Never saved' }, STAFF, { today: TODAY })).rejects.toThrow();
      await expect(moveItemStatus(db(), VENDOR, id, 'hide', STAFF)).rejects.toThrow();
    });
    await withAuditRefused(sku.toLowerCase(), async () => {
      await expect(createItem(db(), VENDOR, fields({ sku }), STAFF, { currency: 'USD' })).rejects.toThrow();
    });
    const [row] = await db().select().from(items).where(eq(items.id, id));
    expect(row).toMatchObject({ title: 'Chrome stool', status: 'active' });
    expect(await db().select().from(items).where(eq(items.sku, sku))).toHaveLength(0);
    expect(await auditOf(db(), VENDOR, 'item', id)).toHaveLength(1);
  });
});

describe('issue 38 §6: the items list in natural order', () => {
  it('lists "Lamp 2" before "Lamp 10", page after page by keyset, in any case', async () => {
    for (const title of ['Zz Lamp 10', 'zz lamp 2', 'Zz Lamp 1', 'Zz Lamp 100', 'Zz Lamp 2b', 'Zz Lamp 9'])
      await createItem(db(), VENDOR, fields({ title, sku: `NAT-${title.replace(/\W/g, '')}` }), STAFF, { currency: 'USD' });
    const titles: string[] = [];
    let after: string | undefined;
    do {
      const page = await listStaffItems(db(), VENDOR, { q: 'zz', status: 'all', after }, 2);
      titles.push(...page.rows.map((row) => row.title));
      after = page.nextAfter ?? undefined;
    } while (after);
    expect(titles).toEqual(['Zz Lamp 1', 'zz lamp 2', 'Zz Lamp 2b', 'Zz Lamp 9', 'Zz Lamp 10', 'Zz Lamp 100']);
  });
});

describe('issue 13 §3: the quantity cannot go below the units held or out', () => {
  it('a hold of 3 units: quantity 2 is refused with the floor named, 3 is allowed', async () => {
    const id = await newItem({ quantity: '5' });
    await line(id, '2030-02-01', '2030-02-05', 'held', 3);
    const refused = await setQuantity(id, 2);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.message).toBe(belowFloorMessage(3));
    expect(refused.error.fieldErrors.quantity).toBe('3 units are held, out or blocked from today on: the quantity cannot go below 3.');
    expect((await storedFields(id)).quantity).toBe(5);
    expect((await setQuantity(id, 3)).ok).toBe(true);
    expect((await storedFields(id)).quantity).toBe(3);
  });

  it('units still out after their return day (overdue) count, and so do those out today; a request not yet accepted does not', async () => {
    const id = await newItem({ quantity: '6' });
    await line(id, '2029-12-01', '2029-12-20', 'out', 2);
    await line(id, '2030-01-05', '2030-01-15', 'out', 1);
    await line(id, '2030-01-12', '2030-01-20', 'requested', 3);
    const refused = await setQuantity(id, 2);
    expect(!refused.ok && refused.error.fieldErrors.quantity).toBe(belowFloorMessage(3));
    expect((await setQuantity(id, 3)).ok).toBe(true);
  });

  it('raising the quantity, or keeping it, is never refused', async () => {
    const id = await newItem({ quantity: '1' });
    await line(id, '2030-03-01', '2030-03-03', 'confirmed', 1);
    expect((await setQuantity(id, 4)).ok).toBe(true);
  });

  it('quantity decreases and accepted holds decided at once never book more units than the quantity on any day', async () => {
    const id = await newItem({ quantity: '8' });
    const asks = await Promise.all(Array.from({ length: 12 }, (_, n) => line(id, `2030-04-0${1 + (n % 4)}`, '2030-04-08', 'requested')));
    const results = await Promise.all([
      ...asks.map((lineId) => moveLine(db(), lineId, 'accept', 'staff')),
      ...[7, 6, 5, 4, 3, 2, 1, 0].map((quantity) => setQuantity(id, quantity)),
    ]);
    const quantity = (await storedFields(id)).quantity;
    const held = results.slice(0, asks.length).filter((result) => result.ok).length;
    // Every day of the lines is covered by every line (all end 8 April, start 1–4 April): the busiest day is 4 April.
    expect(await unitsAway(db(), id, askedRange('2030-04-01', '2030-04-30'))).toBe(held);
    expect(held).toBeLessThanOrEqual(quantity);
    const refusedDecreases = results.slice(asks.length).filter((result) => !result.ok);
    expect(refusedDecreases.every((result) => !result.ok && result.error.reason === 'BELOW_FLOOR')).toBe(true);
  });
});

describe('issue 13 §3: hide, archive and delete; never delete an item with holds or history', () => {
  it('an item with a hold line cannot be deleted: the answer says to archive it instead', async () => {
    const id = await newItem();
    await line(id, '2030-05-01', '2030-05-03', 'requested', 1);
    const refused = await deleteItem(db(), VENDOR, id, STAFF);
    expect(!refused.ok && refused.error.message).toBe(KEEP_IT_MESSAGE);
    expect(await db().select().from(items).where(eq(items.id, id))).toHaveLength(1);
    expect((await moveItemStatus(db(), VENDOR, id, 'archive', STAFF)).ok).toBe(true);
  });

  it('an item with history besides its creation is kept too; one added by mistake is deleted, audited', async () => {
    const edited = await newItem();
    await setQuantity(edited, 4);
    expect((await deleteItem(db(), VENDOR, edited, STAFF)).ok).toBe(false);
    const mistake = await newItem({ title: 'Typo chair' });
    expect(await deleteItem(db(), VENDOR, mistake, STAFF)).toEqual({ ok: true, data: { title: 'Typo chair' } });
    expect(await db().select().from(items).where(eq(items.id, mistake))).toHaveLength(0);
    expect((await auditOf(db(), VENDOR, 'item', mistake)).map((row) => row.action)).toEqual(['delete', 'create']);
  });

  it('a hidden item leaves the catalogue search, its page reads as none, the sitemap drops it; shown again it is back', async () => {
    const id = await newItem({ title: 'Zanzibar velvet ottoman', sku: 'OTTO-ZANZ' });
    const search = (text: string) =>
      searchCatalog(db(), { text, filters: {}, sort: 'newest', page: 1 }, catalogFacets(tenant), 1000).then((result) => result.items.map((item) => item.id));
    expect(await search('zanzibar')).toContain(id);
    expect(await getItem(db(), id)).toBeDefined();
    await db().insert(favourites).values({ vendorId: VENDOR, uid: UID, itemId: id });
    const favouriteIds = async () => (await listFavouriteItems(db(), { vendorId: VENDOR, uid: UID })).map((item) => item.id);
    expect(await favouriteIds()).toContain(id);
    expect((await moveItemStatus(db(), VENDOR, id, 'hide', STAFF)).ok).toBe(true);
    // Its facet values are emptied by the items_search_fields trigger: no count or total includes it.
    const [stored] = await db().select({ facetValues: items.facetValues }).from(items).where(eq(items.id, id));
    expect(stored!.facetValues).toEqual([]);
    expect(await favouriteIds()).not.toContain(id);
    expect(await search('zanzibar')).not.toContain(id);
    expect(await search('')).not.toContain(id);
    expect(await getItem(db(), id)).toBeUndefined();
    expect(await sitemapXml(db())).not.toContain(`/items/${id}<`);
    // Staff still find it, by its status.
    expect((await listStaffItems(db(), VENDOR, { q: 'OTTO-ZANZ', status: 'hidden' })).rows.map((row) => row.id)).toEqual([id]);
    expect((await listStaffItems(db(), VENDOR, { q: 'OTTO-ZANZ', status: 'active' })).rows).toEqual([]);
    // A move its status does not offer is refused (another tab hid it already).
    expect((await moveItemStatus(db(), VENDOR, id, 'hide', STAFF)).ok).toBe(false);
    expect((await moveItemStatus(db(), VENDOR, id, 'show', STAFF)).ok).toBe(true);
    expect(await search('zanzibar')).toContain(id);
    expect(await favouriteIds()).toContain(id);
    expect((await auditOf(db(), VENDOR, 'item', id)).map((row) => [row.action, row.after.status])).toEqual([
      ['show', 'active'],
      ['hide', 'hidden'],
      ['create', 'active'],
    ]);
  });

  it('the staff list pages by title with "next" and never repeats or skips an item', async () => {
    const seen: string[] = [];
    let after: string | undefined;
    for (let page = 0; page < 100; page++) {
      const { rows, nextAfter } = await listStaffItems(db(), VENDOR, { q: '', status: 'all', after }, 7);
      seen.push(...rows.map((row) => row.id));
      if (!nextAfter) break;
      after = nextAfter;
    }
    const all = await db().select({ id: items.id }).from(items);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(all.map((row) => row.id).sort());
  });
});

describe('issue 13 §3: categories', () => {
  it("a new category gets the neutral placeholder picture (issue 28 §2: none of the demo's drawings) and an audit row; one with items is not deleted, an empty one is", async () => {
    const created = await createCategory(db(), { name: 'Practical Effects', description: 'Smoke and rain.', sortOrder: 40 }, { ...STAFF, vendorId: VENDOR });
    if (!created.ok) throw created.error;
    expect(created.data.id).toBe('practical-effects');
    const [row] = await db().select().from(categories).where(eq(categories.id, 'practical-effects'));
    expect(row!.photo).toEqual({ url: '/images/new-category.svg', width: 800, height: 600, alt: '' });
    expect((await createCategory(db(), { name: 'Practical Effects', description: '', sortOrder: 0 }, { ...STAFF, vendorId: VENDOR })).ok).toBe(false);
    categoryList = await db().select({ id: categories.id, name: categories.name }).from(categories);
    const item = await newItem({ category: 'Practical Effects' });
    const refused = await deleteCategory(db(), 'practical-effects', { ...STAFF, vendorId: VENDOR });
    expect(!refused.ok && refused.error.message).toMatch(/has 1 item/);
    await db().update(items).set({ categoryId: categoryList[0]!.id }).where(eq(items.id, item));
    expect((await deleteCategory(db(), 'practical-effects', { ...STAFF, vendorId: VENDOR })).ok).toBe(true);
    expect((await auditOf(db(), VENDOR, 'category', 'practical-effects')).map((audit) => audit.action)).toEqual(['delete', 'create']);
  });

  it('the item fields as text round-trip through the shared schema', async () => {
    const id = await newItem({ tags: 'a, b', weeklyPrice: '12.5' });
    const stored = await storedFields(id);
    const name = categoryList.find((category) => category.id === stored.categoryId)!.name;
    const schema = itemFieldsSchema({ categories: categoryList, colors: demo.colorMap.map((color) => color.name), periods: PERIODS });
    expect(schema.parse(itemFieldsText(stored, name))).toMatchObject({ weeklyPrice: 1250, tags: ['a', 'b'] });
  });
});
