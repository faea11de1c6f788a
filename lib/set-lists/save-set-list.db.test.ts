import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { items, setListItems, setLists } from '@/lib/db/schema';
import type { CustomerKey } from '@/lib/house/customer-key';
import { tenant } from '@/lib/tenant';
import { vendorUserAuthHooks } from '@/lib/identity/auth/vendor-user-hooks';
import demo from '@/tenant/config.json';
import { authOnTestDatabase, signedIn, withVendorRecord } from '@/test/auth-browser';
import { saveSetList } from './save-set-list';
import { saveSetListSchema } from './save-set-list-schema';
import { intentValue, lineField } from './set-list-form-names';
import { addToSetListSchema } from './set-list-schema';
import { addToSetList, createSetList } from './write-set-lists';

const VENDOR_ID = tenant.vendor.id;
const TODAY = '2026-11-27';
const fixture = authOnTestDatabase((db) => vendorUserAuthHooks(async () => db, VENDOR_ID));
const db = () => fixture.handle.db;
let props: { id: string; title: string }[] = [];
beforeAll(async () => {
  await seedCatalog(db(), { items: 12, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  props = await db().select({ id: items.id, title: items.title }).from(items).orderBy(items.id);
  const ids = props.map((item) => item.id);
  await db().update(items).set({ quantity: 6, purchaseType: 'Weekly Rental', weeklyPrice: 2500, status: 'active' }).where(inArray(items.id, ids));
});

async function listOfTwo() {
  const account = await withVendorRecord(db(), await signedIn(fixture.auth));
  const owner: CustomerKey = { vendorId: VENDOR_ID, uid: account.userId };
  const made = await createSetList(db(), owner, { name: 'Diner — Ep 104', production: 'Night Shift', scene: 'Diner' });
  if (!made.ok) throw made.error;
  const lineIds: string[] = [];
  for (const item of props.slice(0, 2)) {
    const added = await addToSetList(db(), owner, addToSetListSchema.parse({ itemId: item.id, setListId: made.data.id, quantity: '1', note: '' }));
    if (!added.ok) throw added.error;
    lineIds.push(added.data.lineId);
  }
  return { owner, setListId: made.data.id, lineIds };
}

/** The page's one form as the browser sends it: every field, and the pressed button's intent. */
function form(setListId: string, lineIds: string[], typed: Record<string, string> = {}, intent = intentValue.save) {
  const fields: Record<string, string> = {
    setListId,
    name: 'Diner — Ep 104',
    production: 'Night Shift',
    scene: 'Diner',
    notes: '',
    pickUpOn: '',
    returnOn: '',
  };
  for (const lineId of lineIds) Object.assign(fields, { [lineField('quantity', lineId)]: '1', [lineField('note', lineId)]: '' });
  return saveSetListSchema(TODAY).parse({ ...fields, ...typed, intent });
}

const lineOf = async (lineId: string) => (await db().select().from(setListItems).where(eq(setListItems.id, lineId)))[0];
const listOf = async (setListId: string) => (await db().select().from(setLists).where(eq(setLists.id, setListId)))[0]!;

describe('issue 24 §2: a set list saved as one form keeps every typed edit', () => {
  it('the days, the details and a line’s typed quantity and note are saved together', async () => {
    const { owner, setListId, lineIds } = await listOfTwo();
    const typed = {
      pickUpOn: '2026-12-07',
      returnOn: '2026-12-15',
      notes: 'Night exteriors',
      [lineField('quantity', lineIds[0]!)]: '3',
      [lineField('note', lineIds[0]!)]: 'one spare',
    };
    expect(await saveSetList(db(), owner, form(setListId, lineIds, typed))).toMatchObject({ ok: true, data: { removed: null, swapped: null } });
    expect(await lineOf(lineIds[0]!)).toMatchObject({ quantity: 3, note: 'one spare' });
    expect(await listOf(setListId)).toMatchObject({ pickUpOn: '2026-12-07', returnOn: '2026-12-15', notes: 'Night exteriors' });
  });

  it('"Remove" on one line saves what was typed on another, and the days', async () => {
    const { owner, setListId, lineIds } = await listOfTwo();
    const typed = {
      pickUpOn: '2026-12-07',
      returnOn: '2026-12-15',
      [lineField('quantity', lineIds[1]!)]: '2',
      [lineField('note', lineIds[1]!)]: 'by the booth',
    };
    const saved = await saveSetList(db(), owner, form(setListId, lineIds, typed, intentValue.remove(lineIds[0]!)));
    expect(saved).toMatchObject({ ok: true, data: { removed: props[0]!.title } });
    expect(await lineOf(lineIds[0]!)).toBeUndefined();
    expect(await lineOf(lineIds[1]!)).toMatchObject({ quantity: 2, note: 'by the booth' });
    expect(await listOf(setListId)).toMatchObject({ pickUpOn: '2026-12-07' });
  });

  it('"Swap for …" saves the typed note with the swap, and the new prop keeps it', async () => {
    const { owner, setListId, lineIds } = await listOfTwo();
    const typed = { [lineField('note', lineIds[0]!)]: 'for the reading corner' };
    const saved = await saveSetList(db(), owner, form(setListId, lineIds, typed, intentValue.swap(lineIds[0]!, props[5]!.id)));
    expect(saved).toMatchObject({ ok: true, data: { swapped: { to: props[5]!.title } } });
    expect(await lineOf(lineIds[0]!)).toMatchObject({ itemId: props[5]!.id, note: 'for the reading corner' });
  });

  it('one refusal saves nothing at all, and says which field', async () => {
    const { owner, setListId, lineIds } = await listOfTwo();
    const typed = { notes: 'Should not stay', [lineField('note', lineIds[0]!)]: 'should not stay', [lineField('quantity', lineIds[1]!)]: '99' };
    const refused = await saveSetList(db(), owner, form(setListId, lineIds, typed));
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.fieldErrors).toEqual({ [lineField('quantity', lineIds[1]!)]: 'We have 6 of this prop; choose 1 to 6.' });
    expect(await lineOf(lineIds[0]!)).toMatchObject({ note: '' });
    expect((await listOf(setListId)).notes).toBe('');
  });

  it('the form refuses each bad field beside it, all at once, before anything is written', () => {
    const lineId = 'c0ffee00-0000-4000-8000-000000000001';
    const parsed = saveSetListSchema(TODAY).safeParse({
      setListId: 'list-1',
      name: '',
      pickUpOn: '2026-11-01',
      returnOn: '',
      [lineField('quantity', lineId)]: 'two',
      [lineField('note', lineId)]: '',
      intent: 'drop everything',
    });
    expect(parsed.success).toBe(false);
    expect(new Set(parsed.error?.issues.map((issue) => issue.path[0]))).toEqual(new Set(['pickUpOn', 'name', lineField('quantity', lineId), 'intent']));
  });

  it('another person’s list, or a line of another list, is not found', async () => {
    const mine = await listOfTwo();
    const theirs = await listOfTwo();
    expect(await saveSetList(db(), theirs.owner, form(mine.setListId, mine.lineIds))).toMatchObject({ ok: false, error: { code: 'notFound' } });
    const remove = await saveSetList(db(), mine.owner, form(mine.setListId, mine.lineIds, {}, intentValue.remove(theirs.lineIds[0]!)));
    expect(remove).toMatchObject({ ok: false, error: { code: 'notFound' } });
    expect(await lineOf(theirs.lineIds[0]!)).toBeDefined();
  });
});
