import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { favourites, items, setListComments, setListItems, setLists } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { setFavourite } from '@/lib/favourites/set-favourite';
import type { CustomerKey } from '@/lib/house/customer-key';
import { signInWithEmail, verifySecondFactor } from '@/lib/identity/sign-in';
import { signUpWithCaptcha } from '@/lib/identity/sign-up';
import { tenant } from '@/lib/tenant';
import { vendorUserAuthHooks } from '@/lib/identity/auth/vendor-user-hooks';
import { getVendorUser } from '@/lib/vendor-users/repository';
import demo from '@/tenant/config.json';
import { PASSWORD, accountWithSecondFactor, authOnTestDatabase, guest, latestSmsCode, signedIn, uniqueEmail, withVendorRecord } from '@/test/auth-browser';
import { solvedSignUpCaptcha } from '@/test/captcha';
import { getSetList, getSharedSetList, listSetListChoices, listSetLists, liveShareLink } from './read-set-lists';
import { addToSetListSchema, COMMENT_RATE_LIMIT } from './set-list-schema';
import { commentOnSharedList, createShareLink, revokeShareLinks, reviewLine } from './share-set-list';
import { addToSetList, changeLine, createSetList, deleteSetList, duplicateSetList, removeLine, saveSetListDetails, setArchived } from './write-set-lists';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase((db) => vendorUserAuthHooks(async () => db, VENDOR_ID));
const db = () => fixture.handle.db;
let stock: { id: string; quantity: number }[] = [];
beforeAll(async () => {
  await seedCatalog(db(), { items: 40, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  // Enough units of the first props for the concurrency test, and one that has run out.
  const all = await db().select({ id: items.id }).from(items).orderBy(items.id);
  await db()
    .update(items)
    .set({ quantity: 1000 })
    .where(
      inArray(
        items.id,
        all.slice(0, 10).map((item) => item.id),
      ),
    );
  await db().update(items).set({ quantity: 3 }).where(eq(items.id, all[10]!.id));
  await db().update(items).set({ quantity: 0 }).where(eq(items.id, all[11]!.id));
  stock = await db().select({ id: items.id, quantity: items.quantity }).from(items).orderBy(items.id);
});
const prop = (index: number) => stock[index]!.id;
const THREE_LEFT = 10;
const RUN_OUT = 11;

async function customer(): Promise<CustomerKey> {
  const account = await withVendorRecord(db(), await signedIn(fixture.auth));
  return { vendorId: VENDOR_ID, uid: account.userId };
}

const add = (owner: CustomerKey, fields: Record<string, string>) => addToSetList(db(), owner, addToSetListSchema.parse({ quantity: '1', ...fields }));

async function newList(owner: CustomerKey, name = 'Diner — Ep 104') {
  const made = await createSetList(db(), owner, { name, production: 'Night Shift', scene: 'Diner' });
  if (!made.ok) throw made.error;
  return made.data.id;
}

/** Spec §3: the record's counters and maps hold exactly what the tables hold. */
async function expectMirrorMatchesRows(owner: CustomerKey) {
  const record = await getVendorUser(db(), VENDOR_ID, owner.uid);
  const lists = await db().select().from(setLists).where(eq(setLists.uid, owner.uid));
  const lines = lists.length
    ? await db()
        .select()
        .from(setListItems)
        .where(
          inArray(
            setListItems.setListId,
            lists.map((list) => list.id),
          ),
        )
    : [];
  expect(record?.stats.setListCount).toBe(lists.length);
  expect(record?.stats.setListItemCount).toBe(lines.length);
  expect(Object.keys(record?.setLists ?? {}).sort()).toEqual(lists.map((list) => list.id).sort());
  expect(Object.keys(record?.setListItems ?? {}).sort()).toEqual(lines.map((line) => line.id).sort());
  for (const line of lines) expect(record?.setListItems[line.id]).toEqual({ setListId: line.setListId, itemId: line.itemId, quantity: line.quantity });
  for (const list of lists) {
    expect(record?.setLists[list.id]).toMatchObject({
      name: list.name,
      archived: list.archivedAt !== null,
      lineCount: lines.filter((line) => line.setListId === list.id).length,
    });
  }
}

describe('issue 11 §2 §3: set lists and their lines', () => {
  it('creates a list, adds props to it and to a new list in one step; adding again sums the quantity; the §3 maps and counters follow', async () => {
    const owner = await customer();
    const diner = await newList(owner);
    expect(await add(owner, { itemId: prop(0), setListId: diner, quantity: '2', note: 'for the counter' })).toMatchObject({
      ok: true,
      data: { setListId: diner, quantity: 2 },
    });
    expect(await add(owner, { itemId: prop(0), setListId: diner, quantity: '3' })).toMatchObject({ ok: true, data: { quantity: 5 } });
    const made = await add(owner, { itemId: prop(1), setListId: 'new', newName: 'Hospital — Ep 105' });
    expect(made).toMatchObject({ ok: true, data: { setListName: 'Hospital — Ep 105', quantity: 1 } });

    const view = await getSetList(db(), owner, diner);
    expect(view?.lines).toMatchObject([{ itemId: prop(0), quantity: 5, note: 'for the counter', stock: 1000 }]);
    expect((await listSetLists(db(), owner)).map((list) => list.name).sort()).toEqual(['Diner — Ep 104', 'Hospital — Ep 105']);
    const choices = await listSetListChoices(db(), owner);
    expect(choices.find((choice) => choice.id === diner)?.itemIds).toEqual([prop(0)]);
    await expectMirrorMatchesRows(owner);
  });

  it('a quantity above what the house has is refused with its message, and nothing is written; a new list asked for with it is not made', async () => {
    const owner = await customer();
    const diner = await newList(owner);
    expect(await add(owner, { itemId: prop(THREE_LEFT), setListId: diner, quantity: '4' })).toMatchObject({
      ok: false,
      error: { code: 'invalid', message: 'We have 3 of this prop; choose 1 to 3.', fieldErrors: { quantity: 'We have 3 of this prop; choose 1 to 3.' } },
    });
    await add(owner, { itemId: prop(THREE_LEFT), setListId: diner, quantity: '2' });
    expect(await add(owner, { itemId: prop(THREE_LEFT), setListId: diner, quantity: '2' })).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect((await getSetList(db(), owner, diner))?.lines.map((line) => line.quantity)).toEqual([2]);
    expect(await add(owner, { itemId: prop(RUN_OUT), setListId: 'new', newName: 'Never made' })).toMatchObject({
      ok: false,
      error: { message: 'None of this prop is free right now, so no more can be added.' },
    });
    expect((await listSetLists(db(), owner)).map((list) => list.name)).toEqual(['Diner — Ep 104']);
    await expectMirrorMatchesRows(owner);
  });

  it('bad input is refused by the form schema with a message: 0, negative, fractional, huge, empty, control characters, a name over the limit', () => {
    const message = (fields: Record<string, string>) => {
      const parsed = addToSetListSchema.safeParse({ itemId: 'prop-1', setListId: 'list-1', ...fields });
      return parsed.success ? null : parsed.error.issues[0]?.message;
    };
    expect(message({ quantity: '0' })).toBe('Enter a whole number of 1 or more.');
    expect(message({ quantity: '-1' })).toBe('Enter a whole number of 1 or more.');
    expect(message({ quantity: '1.5' })).toBe('Enter a whole number of 1 or more.');
    expect(message({ quantity: '' })).toBe('Enter a whole number of 1 or more.');
    expect(message({ quantity: '100000000000000000000' })).toBe('That is more than we could have; enter a number up to 9999.');
    expect(message({ quantity: '1', note: 'a\u0007b' })).toBe('Please remove the special characters from the note.');
    expect(message({ quantity: '1', setListId: 'new', newName: 'x'.repeat(81) })).toBe('Keep the name to 80 characters.');
    expect(message({ quantity: '1', setListId: 'new', newName: '  ' })).toBe('Give the set list a name, such as "Diner — Ep 104".');
    expect(message({ quantity: '1', setListId: 'new', newName: 'Diner\u0000' })).toBe('Please remove the special characters from the name.');
  });

  it('a name is unique among the owner’s active lists, whatever its case; archiving frees it; restoring onto a taken name is refused', async () => {
    const owner = await customer();
    const first = await newList(owner, 'Diner');
    expect(await createSetList(db(), owner, { name: 'DINER', production: '', scene: '' })).toMatchObject({
      ok: false,
      error: { code: 'conflict', fieldErrors: { name: expect.any(String) } },
    });
    expect(await setArchived(db(), owner, first, true)).toMatchObject({ ok: true });
    const second = await newList(owner, 'diner');
    expect(await setArchived(db(), owner, first, false)).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(
      await saveSetListDetails(db(), owner, { setListId: second, name: 'Diner night', production: '', scene: '', pickUpOn: null, returnOn: null, notes: '' }),
    ).toMatchObject({
      ok: true,
    });
    expect(await setArchived(db(), owner, first, false)).toMatchObject({ ok: true, data: { archived: false } });
    // Another person's "Diner" does not count.
    expect(await createSetList(db(), await customer(), { name: 'Diner', production: '', scene: '' })).toMatchObject({ ok: true });
    await expectMirrorMatchesRows(owner);
  });

  it('twenty simultaneous creates of one name leave exactly one list (the unique index refuses the rest)', async () => {
    const owner = await customer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => createSetList(db(), owner, { name: 'Same name', production: '', scene: '' })));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok).every((answer) => !answer.ok && answer.error.code === 'conflict')).toBe(true);
    await expectMirrorMatchesRows(owner);
  });

  it('changes a line in place, removes one, duplicates, archives and deletes a list', async () => {
    const owner = await customer();
    const diner = await newList(owner);
    const line = await add(owner, { itemId: prop(2), setListId: diner, quantity: '2' });
    if (!line.ok) throw line.error;
    await add(owner, { itemId: prop(3), setListId: diner });
    expect(await changeLine(db(), owner, { lineId: line.data.lineId, quantity: 4, note: 'two spare' })).toMatchObject({ ok: true });
    const copy = await duplicateSetList(db(), owner, diner);
    expect(copy).toMatchObject({ ok: true, data: { name: 'Diner — Ep 104 (copy)' } });
    expect(await duplicateSetList(db(), owner, diner)).toMatchObject({ ok: true, data: { name: 'Diner — Ep 104 (copy 2)' } });
    if (!copy.ok) throw copy.error;
    expect((await getSetList(db(), owner, copy.data.id))?.lines.map(({ itemId, quantity, note }) => ({ itemId, quantity, note }))).toEqual([
      { itemId: prop(2), quantity: 4, note: 'two spare' },
      { itemId: prop(3), quantity: 1, note: '' },
    ]);
    expect(await removeLine(db(), owner, line.data.lineId)).toMatchObject({ ok: true });
    expect((await getSetList(db(), owner, diner))?.lines.map((row) => row.itemId)).toEqual([prop(3)]);
    expect(await setArchived(db(), owner, diner, true)).toMatchObject({ ok: true });
    expect((await listSetListChoices(db(), owner)).map((choice) => choice.id)).not.toContain(diner);
    expect(await add(owner, { itemId: prop(4), setListId: diner })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(await deleteSetList(db(), owner, diner)).toMatchObject({ ok: true, data: { name: 'Diner — Ep 104' } });
    expect(await getSetList(db(), owner, diner)).toBeNull();
    await expectMirrorMatchesRows(owner);
  });

  it('a line whose prop ran out or left the catalogue stays, says so, and can still be lowered or noted but not raised', async () => {
    const owner = await customer();
    const diner = await newList(owner);
    await add(owner, { itemId: prop(THREE_LEFT), setListId: diner, quantity: '3' });
    const line = (await getSetList(db(), owner, diner))!.lines[0]!;
    await db()
      .update(items)
      .set({ quantity: 1 })
      .where(eq(items.id, prop(THREE_LEFT)));
    expect(await changeLine(db(), owner, { lineId: line.id, quantity: 3, note: 'keep all three' })).toMatchObject({ ok: true });
    expect(await changeLine(db(), owner, { lineId: line.id, quantity: 2, note: '' })).toMatchObject({ ok: true });
    expect(await changeLine(db(), owner, { lineId: line.id, quantity: 3, note: '' })).toMatchObject({
      ok: false,
      error: { message: 'We have 1 of this prop, so the quantity can only be 1.' },
    });
    await db()
      .update(items)
      .set({ quantity: 3 })
      .where(eq(items.id, prop(THREE_LEFT)));

    const gone = await db()
      .select()
      .from(items)
      .where(eq(items.id, prop(39)));
    await add(owner, { itemId: prop(39), setListId: diner });
    await db()
      .delete(favourites)
      .where(eq(favourites.itemId, prop(39)));
    await db()
      .delete(items)
      .where(eq(items.id, prop(39)));
    const lines = (await getSetList(db(), owner, diner))!.lines;
    expect(lines.at(-1)).toMatchObject({ itemId: null, title: gone[0]!.title, sku: gone[0]!.sku, stock: null });
  });

  it("§7 another person's list, line or share link answers notFound and changes nothing", async () => {
    const owner = await customer();
    const stranger = await customer();
    const diner = await newList(owner);
    const added = await add(owner, { itemId: prop(6), setListId: diner, quantity: '2' });
    if (!added.ok) throw added.error;
    const notFound = { ok: false, error: { code: 'notFound' } };
    expect(await getSetList(db(), stranger, diner)).toBeNull();
    expect(await add(stranger, { itemId: prop(6), setListId: diner })).toMatchObject(notFound);
    expect(await changeLine(db(), stranger, { lineId: added.data.lineId, quantity: 1, note: 'mine now' })).toMatchObject(notFound);
    expect(await removeLine(db(), stranger, added.data.lineId)).toMatchObject(notFound);
    expect(
      await saveSetListDetails(db(), stranger, { setListId: diner, name: 'Taken', production: '', scene: '', pickUpOn: null, returnOn: null, notes: '' }),
    ).toMatchObject(notFound);
    expect(await duplicateSetList(db(), stranger, diner)).toMatchObject(notFound);
    expect(await setArchived(db(), stranger, diner, true)).toMatchObject(notFound);
    expect(await deleteSetList(db(), stranger, diner)).toMatchObject(notFound);
    expect(await createShareLink(db(), stranger, diner, null)).toMatchObject(notFound);
    expect(await revokeShareLinks(db(), stranger, diner)).toMatchObject(notFound);
    expect((await getSetList(db(), owner, diner))?.lines).toMatchObject([{ quantity: 2, note: '' }]);
    expect(await listSetLists(db(), stranger)).toEqual([]);
    expect(await getSharedSetList(db(), 'A'.repeat(32))).toBeNull();
  });

  it('200 simultaneous favourite taps and line adds leave every counter equal to a count of rows', async () => {
    const owner = await customer();
    const lists = await Promise.all(['A', 'B', 'C'].map((name) => newList(owner, name)));
    const work = Array.from({ length: 200 }, (_, n) =>
      n % 2 === 0
        ? setFavourite(db(), owner, { itemId: prop(n % 10), favourite: (n * 7) % 3 !== 0 })
        : add(owner, n % 5 === 0 ? { itemId: prop(n % 10), setListId: 'new', newName: `New ${n}` } : { itemId: prop(n % 10), setListId: lists[n % 3]! }),
    );
    await Promise.all(work);
    await expectMirrorMatchesRows(owner);
    const record = await getVendorUser(db(), VENDOR_ID, owner.uid);
    const favouriteRows = await db().select().from(favourites).where(eq(favourites.uid, owner.uid));
    expect(record?.stats.favoriteCount).toBe(favouriteRows.length);
    // Every add landed: the units on the lists are the adds that were asked for.
    const units = (await listSetLists(db(), owner)).reduce((sum, list) => sum + list.unitCount, 0);
    expect(units).toBe(100);
  });
});

describe('issue 11 §5: share with the designer', () => {
  it('a share link opens the list read-only; the designer marks lines and comments; the owner’s record counts them; revoking ends it', async () => {
    const owner = await customer();
    const diner = await newList(owner);
    const line = await add(owner, { itemId: prop(7), setListId: diner, quantity: '2' });
    if (!line.ok) throw line.error;
    const shared = await createShareLink(db(), owner, diner, null);
    if (!shared.ok) throw shared.error;
    expect(shared.data.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await liveShareLink(db(), diner)).toMatchObject({ token: shared.data.token, expiresAt: null });
    expect((await getSharedSetList(db(), shared.data.token))?.lines).toMatchObject([{ itemId: prop(7), quantity: 2 }]);

    const token = shared.data.token;
    expect(await reviewLine(db(), { token, lineId: line.data.lineId, review: 'approved', authorName: 'Ada (designer)' }, '198.51.100.7')).toMatchObject({
      ok: true,
    });
    const comment = '<script>alert(1)</script> Love the booths.';
    expect(await commentOnSharedList(db(), { token, authorName: 'Ada', body: comment }, '198.51.100.7')).toMatchObject({ ok: true });
    const view = await getSetList(db(), owner, diner);
    expect(view?.lines[0]).toMatchObject({ review: 'approved', reviewedBy: 'Ada (designer)' });
    expect(view?.comments).toMatchObject([{ authorName: 'Ada', body: comment }]);
    const record = await getVendorUser(db(), VENDOR_ID, owner.uid);
    expect(record?.setLists[diner]).toMatchObject({ approvedCount: 1, rejectedCount: 0, commentCount: 1 });

    // A line of another list cannot be marked through this link.
    const other = await add(owner, { itemId: prop(8), setListId: 'new', newName: 'Other' });
    if (!other.ok) throw other.error;
    expect(await reviewLine(db(), { token, lineId: other.data.lineId, review: 'rejected', authorName: 'Ada' }, '198.51.100.7')).toMatchObject({
      ok: false,
      error: { code: 'notFound' },
    });

    // A new link replaces the old; revoking ends every link.
    const second = await createShareLink(db(), owner, diner, 7);
    if (!second.ok) throw second.error;
    expect(await getSharedSetList(db(), token)).toBeNull();
    expect(await revokeShareLinks(db(), owner, diner)).toMatchObject({ ok: true });
    expect(await getSharedSetList(db(), second.data.token)).toBeNull();
    expect(await commentOnSharedList(db(), { token: second.data.token, authorName: 'Ada', body: 'Still there?' }, '198.51.100.7')).toMatchObject({
      ok: false,
      error: { code: 'notFound' },
    });
    expect(await db().select().from(setListComments).where(eq(setListComments.setListId, diner))).toHaveLength(1);
  });

  it('a link past its expiry answers nothing', async () => {
    const owner = await customer();
    const diner = await newList(owner);
    const now = Date.now();
    const shared = await createShareLink(db(), owner, diner, 7, now);
    if (!shared.ok) throw shared.error;
    expect(await getSharedSetList(db(), shared.data.token, now + 6 * 86_400_000)).not.toBeNull();
    expect(await getSharedSetList(db(), shared.data.token, now + 7 * 86_400_000 + 1)).toBeNull();
    expect(await liveShareLink(db(), diner, now + 8 * 86_400_000)).toBeNull();
  });

  it('comments are rate-limited per address', async () => {
    const owner = await customer();
    const diner = await newList(owner);
    const shared = await createShareLink(db(), owner, diner, null);
    if (!shared.ok) throw shared.error;
    const address = '203.0.113.99';
    for (let n = 0; n < COMMENT_RATE_LIMIT.limit; n++) {
      expect(await commentOnSharedList(db(), { token: shared.data.token, authorName: 'Ada', body: `Note ${n}` }, address)).toMatchObject({ ok: true });
    }
    expect(await commentOnSharedList(db(), { token: shared.data.token, authorName: 'Ada', body: 'One more' }, address)).toMatchObject({
      ok: false,
      error: { code: 'rateLimited', retryAfterSeconds: expect.any(Number) },
    });
    expect(await commentOnSharedList(db(), { token: shared.data.token, authorName: 'Bo', body: 'From elsewhere' }, '203.0.113.100')).toMatchObject({
      ok: true,
    });
  });
});

describe('issue 11 §2, spec §6: a guest’s set lists', () => {
  it('a guest keeps lists without a record; signing up brings them to the new account, counted', async () => {
    const { browser, userId: guestId } = await guest(fixture.auth);
    const guestOwner = { vendorId: VENDOR_ID, uid: guestId };
    const made = await add(guestOwner, { itemId: prop(9), setListId: 'new', newName: 'Guest list', quantity: '2' });
    expect(made).toMatchObject({ ok: true });
    const signedUp = await signUpWithCaptcha(
      browser.exchange(),
      { email: uniqueEmail('guest'), password: PASSWORD, captcha: await solvedSignUpCaptcha(db()) },
      { db: db(), headers: browser.headers(), geolocation: { TRUST_PROXY: 'false' } },
    );
    if (!signedUp.ok) throw signedUp.error;
    const uid = signedUp.data.user.uid;
    expect((await listSetLists(db(), { vendorId: VENDOR_ID, uid })).map((list) => [list.name, list.unitCount])).toEqual([['Guest list', 2]]);
    expect(await listSetLists(db(), guestOwner)).toEqual([]);
    expect(signedUp.data.vendorUser.stats).toMatchObject({ setListCount: 1, setListItemCount: 1 });
    await expectMirrorMatchesRows({ vendorId: VENDOR_ID, uid });
  });

  it('a guest who logs in past a second factor keeps their lists; one named like the account’s becomes "Name (2)"', async () => {
    const account = await withVendorRecord(db(), await accountWithSecondFactor(db(), fixture.auth));
    const owner = { vendorId: VENDOR_ID, uid: account.userId };
    await newList(owner, 'Diner');
    const { browser, userId: guestId } = await guest(fixture.auth);
    await add({ vendorId: VENDOR_ID, uid: guestId }, { itemId: prop(9), setListId: 'new', newName: 'diner' });
    expect(await signInWithEmail(browser.exchange(), { email: account.email, password: PASSWORD })).toMatchObject({ ok: true, data: { step: '2faRequired' } });
    expect(await listSetLists(db(), owner)).toHaveLength(1);
    expect(await verifySecondFactor(browser.exchange(), { code: await latestSmsCode(db(), account.phoneNumber) })).toEqual({ ok: true, data: null });
    expect((await listSetLists(db(), owner)).map((list) => list.name).sort()).toEqual(['Diner', 'diner (2)']);
    await expectMirrorMatchesRows(owner);
  });
});
