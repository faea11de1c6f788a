import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PersonalState } from '@/lib/identity/status/personal-state';
import { seedCatalog } from '@/demo/seed-catalog';
import { items, sessions } from '@/lib/db/schema';
import { setFavourite } from '@/lib/favourites/set-favourite';
import { addToSetList } from '@/lib/set-lists/write-set-lists';
import { tenant } from '@/lib/tenant';
import { vendorUserAuthHooks } from '@/lib/identity/auth/vendor-user-hooks';
import demo from '@/tenant/config.json';
import { authOnTestDatabase, guest, signedIn, withVendorRecord, type TestBrowser } from '@/test/auth-browser';
import { personalStateCache } from './person-changes';
import { personalStateAnswer } from './personal-state-answer';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase((db) => vendorUserAuthHooks(async () => db, VENDOR_ID));
let itemIds: string[] = [];

beforeAll(async () => {
  await seedCatalog(fixture.handle.db, { items: 4, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await fixture.handle.db.select({ id: items.id }).from(items)).map((row) => row.id);
});

async function me(browser: TestBrowser): Promise<PersonalState> {
  const answer = await personalStateAnswer(browser.headers(), fixture.auth, fixture.handle);
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  return (await answer.json()) as PersonalState;
}

/**
 * A change reaches the kept answer through the database's notification, delivered on commit (on
 * PostgreSQL over a connection of its own, a moment later): wait for it, well within the time an
 * answer is otherwise kept.
 */
const soon = { timeout: 10_000 };

describe('issue 29: /api/me kept per session, and ended by every change it shows', () => {
  it('a guest’s answer is kept, and a heart or a set-list line written anywhere shows at the next ask', async () => {
    const { browser, userId } = await guest(fixture.auth);
    const owner = { vendorId: VENDOR_ID, uid: userId };
    expect(await me(browser)).toMatchObject({ event: { outcome: 'anonymous' }, favouriteIds: [], setListChoices: [] });
    expect((await personalStateCache(fixture.handle))?.size).toBeGreaterThan(0);

    await setFavourite(fixture.handle.db, owner, { itemId: itemIds[0]!, favourite: true });
    await expect.poll(async () => (await me(browser)).favouriteIds, soon).toEqual([itemIds[0]]);

    const added = await addToSetList(fixture.handle.db, owner, { itemId: itemIds[1]!, setListId: 'new', newName: 'Diner', quantity: 1, note: '' });
    expect(added.ok).toBe(true);
    await expect
      .poll(async () => (await me(browser)).setListChoices.map(({ name, itemIds }) => ({ name, itemIds })), soon)
      .toEqual([{ name: 'Diner', itemIds: [itemIds[1]] }]);
  });

  it('two people never share an answer: each cookie is answered about its own person', async () => {
    const [a, b] = await Promise.all([guest(fixture.auth), guest(fixture.auth)]);
    await setFavourite(fixture.handle.db, { vendorId: VENDOR_ID, uid: a.userId }, { itemId: itemIds[2]!, favourite: true });
    await expect.poll(async () => (await me(a.browser)).favouriteIds, soon).toEqual([itemIds[2]]);
    expect((await me(b.browser)).favouriteIds).toEqual([]);
    expect((await me(a.browser)).event).toMatchObject({ user: { uid: a.userId } });
    expect((await me(b.browser)).event).toMatchObject({ user: { uid: b.userId } });
  });

  it('a customer’s answer ends with a change to their record, and with their session ended anywhere', async () => {
    const customer = await signedIn(fixture.auth);
    await withVendorRecord(fixture.handle.db, customer);
    expect((await me(customer.browser)).event).toMatchObject({ outcome: 'authenticated', vendorUser: { favorites: {} } });

    await setFavourite(fixture.handle.db, { vendorId: VENDOR_ID, uid: customer.userId }, { itemId: itemIds[3]!, favourite: true });
    const hearts = async () => {
      const { event } = await me(customer.browser);
      return event.outcome === 'authenticated' ? Object.keys(event.vendorUser.favorites) : null;
    };
    await expect.poll(hearts, soon).toEqual([itemIds[3]]);

    // A sign-out on another device, or by staff, deletes the session row.
    await fixture.handle.db.delete(sessions).where(eq(sessions.userId, customer.userId));
    await expect.poll(async () => (await me(customer.browser)).event.outcome, soon).toBe('badToken');
  });

  it('many asks at once for one cookie are answered alike', async () => {
    const { browser, userId } = await guest(fixture.auth);
    const answers = await Promise.all(Array.from({ length: 20 }, () => me(browser)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]!.event).toMatchObject({ user: { uid: userId } });
  });
});
