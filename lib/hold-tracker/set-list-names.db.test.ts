import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { items, setLists } from '@/lib/db/schema';
import { listOwnHoldRequests } from '@/lib/holds/read-holds';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { setListNamesOf } from './set-list-names';

const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
let itemIds: string[] = [];

beforeAll(async () => {
  await seedCatalog(db(), { items: 4, vendorId: tenant.vendor.id, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 5 });
});

describe('issue 39 §3: the set list a request came from, by name', () => {
  it('names the person’s own list, archived too; another person’s reading of the same list id gets nothing; a deleted list leaves no name', async () => {
    const sent = await customerRequest(db(), fixture.auth, [itemIds[0]!]);
    const requests = await listOwnHoldRequests(db(), sent.owner);
    const setListId = requests[0]!.setListId!;
    expect(setListId).toBeTruthy();
    await db().update(setLists).set({ name: 'Ep 104 – Kowalski living room' }).where(eq(setLists.id, setListId));
    expect(await setListNamesOf(db(), sent.owner, requests)).toEqual(new Map([[setListId, 'Ep 104 – Kowalski living room']]));

    const other = await customerRequest(db(), fixture.auth, [itemIds[1]!]);
    expect(await setListNamesOf(db(), other.owner, requests)).toEqual(new Map());

    await db().update(setLists).set({ archivedAt: new Date() }).where(eq(setLists.id, setListId));
    expect((await setListNamesOf(db(), sent.owner, requests)).get(setListId)).toBe('Ep 104 – Kowalski living room');

    await db().delete(setLists).where(eq(setLists.id, setListId));
    const after = await listOwnHoldRequests(db(), sent.owner);
    expect(after[0]!.setListId).toBeNull();
    expect(await setListNamesOf(db(), sent.owner, after)).toEqual(new Map());
  });
});
