import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { favourites, items } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { signInWithEmail, verifySecondFactor } from '@/lib/identity/sign-in';
import { signUpWithCaptcha } from '@/lib/identity/sign-up';
import { tenant } from '@/lib/tenant';
import { vendorUserAuthHooks } from '@/lib/identity/auth/vendor-user-hooks';
import { getVendorUser } from '@/lib/vendor-users/repository';
import demo from '@/tenant/config.json';
import { PASSWORD, accountWithSecondFactor, authOnTestDatabase, guest, latestSmsCode, signedIn, uniqueEmail, withVendorRecord } from '@/test/auth-browser';
import { solvedSignUpCaptcha } from '@/test/captcha';
import { favouriteSchema } from './favourite-schema';
import { listFavouriteIds, listFavouriteItems } from './list-favourites';
import { setFavourite } from './set-favourite';

const VENDOR_ID = tenant.vendor.id;
// The hooks the app installs (a guest's favourites move at sign-up), on the test database.
const fixture = authOnTestDatabase((db) => vendorUserAuthHooks(async () => db, VENDOR_ID));
let itemIds: string[] = [];
beforeAll(async () => {
  await seedCatalog(fixture.handle.db, { items: 30, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await fixture.handle.db.select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
});

/** A customer with the vendor user record sign-up makes. */
async function customer() {
  const account = await withVendorRecord(fixture.handle.db, await signedIn(fixture.auth));
  return { vendorId: VENDOR_ID, uid: account.userId };
}

const rowsOf = async (uid: string) =>
  (
    await fixture.handle.db
      .select({ itemId: favourites.itemId })
      .from(favourites)
      .where(and(eq(favourites.vendorId, VENDOR_ID), eq(favourites.uid, uid)))
  )
    .map((row) => row.itemId)
    .sort();

async function expectMirrorMatchesRows(uid: string) {
  const record = await getVendorUser(fixture.handle.db, VENDOR_ID, uid);
  const rows = await rowsOf(uid);
  expect(record?.stats.favoriteCount).toBe(rows.length);
  expect(Object.keys(record?.favorites ?? {}).sort()).toEqual(rows);
}

describe('issue 11 §1 §3: favourites', () => {
  it('adds and removes a prop; asking twice changes nothing; the §3 map and favoriteCount follow', async () => {
    const owner = await customer();
    const [first, second] = itemIds;
    expect(await setFavourite(fixture.handle.db, owner, { itemId: first!, favourite: true })).toEqual({ ok: true, data: { itemId: first, favourite: true } });
    await setFavourite(fixture.handle.db, owner, { itemId: first!, favourite: true });
    await setFavourite(fixture.handle.db, owner, { itemId: second!, favourite: true }, Date.now() + 1_000);
    expect(await listFavouriteIds(fixture.handle.db, owner)).toEqual([second, first]);
    const record = await getVendorUser(fixture.handle.db, VENDOR_ID, owner.uid);
    expect(record?.favorites[first!]).toEqual({ at: expect.any(Number) });
    await expectMirrorMatchesRows(owner.uid);
    await setFavourite(fixture.handle.db, owner, { itemId: first!, favourite: false });
    expect((await listFavouriteItems(fixture.handle.db, owner)).map((item) => item.id)).toEqual([second]);
    await expectMirrorMatchesRows(owner.uid);
  });

  it('a prop that is not in the catalogue is notFound, and nothing is written', async () => {
    const owner = await customer();
    expect(await setFavourite(fixture.handle.db, owner, { itemId: 'no-such-prop', favourite: true })).toMatchObject({ ok: false, error: { code: 'notFound' } });
    expect(await rowsOf(owner.uid)).toEqual([]);
  });

  it('bad input is refused by the form schema with a message', () => {
    expect(favouriteSchema.safeParse({ itemId: 'prop-1', favourite: 'yes' }).success).toBe(false);
    expect(favouriteSchema.safeParse({ itemId: 'a\u0000b', favourite: 'true' }).success).toBe(false);
    expect(favouriteSchema.parse({ itemId: 'prop-1', favourite: 'false' })).toEqual({ itemId: 'prop-1', favourite: false });
  });

  it('200 simultaneous taps leave favoriteCount and the map equal to the rows', async () => {
    const owner = await customer();
    const taps = Array.from({ length: 200 }, (_, tap) => ({ itemId: itemIds[tap % 20]!, favourite: (tap * 7) % 3 !== 0 }));
    const answers = await Promise.all(taps.map((tap) => setFavourite(fixture.handle.db, owner, tap)));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    await expectMirrorMatchesRows(owner.uid);
    expect((await rowsOf(owner.uid)).length).toBeGreaterThan(0);
  });

  it('§6 a guest keeps favourites without a record; signing up brings them to the new account', async () => {
    const { browser, userId: guestId } = await guest(fixture.auth);
    await setFavourite(fixture.handle.db, { vendorId: VENDOR_ID, uid: guestId }, { itemId: itemIds[3]!, favourite: true });
    await setFavourite(fixture.handle.db, { vendorId: VENDOR_ID, uid: guestId }, { itemId: itemIds[4]!, favourite: true });
    const signedUp = await signUpWithCaptcha(
      browser.exchange(),
      { email: uniqueEmail('guest'), password: PASSWORD, captcha: await solvedSignUpCaptcha(fixture.handle.db) },
      { db: fixture.handle.db, headers: browser.headers(), geolocation: { TRUST_PROXY: 'false' } },
    );
    if (!signedUp.ok) throw signedUp.error;
    const uid = signedUp.data.user.uid;
    expect(uid).not.toBe(guestId);
    expect(await rowsOf(uid)).toEqual([itemIds[3], itemIds[4]].sort());
    expect(await rowsOf(guestId)).toEqual([]);
    expect(signedUp.data.vendorUser.stats.favoriteCount).toBe(2);
    await expectMirrorMatchesRows(uid);
  });

  it('§6 a guest who logs in to an account with log-in codes keeps their favourites once the code is verified', async () => {
    const account = await withVendorRecord(fixture.handle.db, await accountWithSecondFactor(fixture.handle.db, fixture.auth));
    await setFavourite(fixture.handle.db, { vendorId: VENDOR_ID, uid: account.userId }, { itemId: itemIds[6]!, favourite: true });
    const { browser, userId: guestId } = await guest(fixture.auth);
    await setFavourite(fixture.handle.db, { vendorId: VENDOR_ID, uid: guestId }, { itemId: itemIds[6]!, favourite: true });
    await setFavourite(fixture.handle.db, { vendorId: VENDOR_ID, uid: guestId }, { itemId: itemIds[7]!, favourite: true });
    expect(await signInWithEmail(browser.exchange(), { email: account.email, password: PASSWORD })).toMatchObject({ ok: true, data: { step: '2faRequired' } });
    expect(await rowsOf(account.userId)).toEqual([itemIds[6]]);
    expect(await verifySecondFactor(browser.exchange(), { code: await latestSmsCode(fixture.handle.db, account.phoneNumber) })).toEqual({
      ok: true,
      data: null,
    });
    expect(await rowsOf(account.userId)).toEqual([itemIds[6], itemIds[7]].sort());
    expect(await rowsOf(guestId)).toEqual([]);
    await expectMirrorMatchesRows(account.userId);
  });

  it("one person never touches another's favourites: every write names its owner", async () => {
    const mine = await customer();
    const theirs = await customer();
    await setFavourite(fixture.handle.db, theirs, { itemId: itemIds[5]!, favourite: true });
    await setFavourite(fixture.handle.db, mine, { itemId: itemIds[5]!, favourite: false });
    expect(await rowsOf(theirs.uid)).toEqual([itemIds[5]]);
    expect(await listFavouriteIds(fixture.handle.db, mine)).toEqual([]);
  });
});
