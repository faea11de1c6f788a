import { beforeAll, describe, expect, it } from 'vitest';
import { items } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import type { CustomerKey } from '@/lib/house/customer-key';
import { tenant } from '@/lib/tenant';
import { vendorUserAuthHooks } from '@/lib/identity/auth/vendor-user-hooks';
import demo from '@/tenant/config.json';
import { authOnTestDatabase, signedIn, withVendorRecord } from '@/test/auth-browser';
import { getSetList } from './read-set-lists';
import { addToSetListSchema, setListDaysSchema } from './set-list-schema';
import { addToSetList, createSetList, saveSetListDays, saveSetListDetails } from './write-set-lists';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase((db) => vendorUserAuthHooks(async () => db, VENDOR_ID));
const db = () => fixture.handle.db;
const PERIOD = { pickUpOn: '2027-05-03', returnOn: '2027-05-10' };
let itemId = '';

beforeAll(async () => {
  await seedCatalog(db(), { items: 10, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemId = (await db().select({ id: items.id }).from(items).orderBy(items.id).limit(1))[0]!.id;
});

async function customer(): Promise<CustomerKey> {
  const account = await withVendorRecord(db(), await signedIn(fixture.auth));
  return { vendorId: VENDOR_ID, uid: account.userId };
}

const daysOf = async (owner: CustomerKey, id: string) => {
  const list = await getSetList(db(), owner, id);
  return { pickUpOn: list?.pickUpOn ?? null, returnOn: list?.returnOn ?? null };
};

describe('issue 28 §4: a set list’s one period', () => {
  it('a new list starts with the person’s period, made on its own or from "Add to set list"', async () => {
    const owner = await customer();
    const made = await createSetList(db(), owner, { name: 'Diner — Ep 1', production: '', scene: '', days: PERIOD });
    expect(made.ok && (await daysOf(owner, made.data.id))).toEqual(PERIOD);
    const plain = await createSetList(db(), owner, { name: 'Diner — Ep 2', production: '', scene: '' });
    expect(plain.ok && (await daysOf(owner, plain.data.id))).toEqual({ pickUpOn: null, returnOn: null });
    const added = await addToSetList(db(), owner, {
      ...addToSetListSchema.parse({ itemId, setListId: 'new', newName: 'Diner — Ep 3', quantity: '1' }),
      newListDays: PERIOD,
    });
    expect(added.ok && (await daysOf(owner, added.data.setListId))).toEqual(PERIOD);
  });

  it('its days are saved by their own form, and saving the details leaves them', async () => {
    const owner = await customer();
    const made = await createSetList(db(), owner, { name: 'Bar — Ep 7', production: '', scene: '' });
    if (!made.ok) throw made.error;
    const days = setListDaysSchema('2027-01-01').parse({ setListId: made.data.id, ...PERIOD });
    expect(await saveSetListDays(db(), owner, days)).toMatchObject({ ok: true });
    expect(
      await saveSetListDetails(db(), owner, { setListId: made.data.id, name: 'Bar — Ep 8', production: 'Night Shift', scene: '', notes: '' }),
    ).toMatchObject({
      ok: true,
    });
    expect(await daysOf(owner, made.data.id)).toEqual(PERIOD);
    // Another person's list is not found, exactly like none.
    expect(await saveSetListDays(db(), await customer(), days)).toMatchObject({ ok: false, error: { code: 'notFound' } });
  });
});
