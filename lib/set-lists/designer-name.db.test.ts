import { beforeAll, describe, expect, it } from 'vitest';
import { items } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { answerForm } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import type { Viewer } from '@/lib/identity/viewer';
import { tenant } from '@/lib/tenant';
import { vendorUserAuthHooks } from '@/lib/identity/auth/vendor-user-hooks';
import demo from '@/tenant/config.json';
import { authOnTestDatabase, signedIn, withVendorRecord } from '@/test/auth-browser';
import { designerNameNow, markAwaitingName } from './designer-name';
import { getSharedSetList } from './read-set-lists';
import { addToSetListSchema, sharedResponseSchema } from './set-list-schema';
import { createShareLink, reviewLine } from './share-set-list';
import { addToSetList, createSetList } from './write-set-lists';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase((db) => vendorUserAuthHooks(async () => db, VENDOR_ID));
const db = () => fixture.handle.db;
const designer: Viewer = { kind: 'anonymous', user: null, vendorUser: null, impersonatedBy: null };
let token = '';
let lineId = '';

beforeAll(async () => {
  await seedCatalog(db(), { items: 5, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  const [item] = await db().select({ id: items.id }).from(items).orderBy(items.id).limit(1);
  const account = await withVendorRecord(db(), await signedIn(fixture.auth));
  const owner = { vendorId: VENDOR_ID, uid: account.userId };
  const list = await createSetList(db(), owner, { name: 'Loft — Ep 36', production: 'Night Shift', scene: 'Loft' });
  if (!list.ok) throw list.error;
  const line = await addToSetList(db(), owner, addToSetListSchema.parse({ quantity: '1', itemId: item!.id, setListId: list.data.id }));
  if (!line.ok) throw line.error;
  const shared = await createShareLink(db(), owner, list.data.id, null);
  if (!shared.ok) throw shared.error;
  token = shared.data.token;
  lineId = line.data.lineId;
});

/** The shared page's action as the page posts it (app/shared/set-lists/[token]/actions.ts), without its cookie. */
const post = (previous: unknown, fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return answerForm(
    { access: 'anyone', schema: sharedResponseSchema, start: FORM_START },
    async (input) => {
      if (input.kind !== 'review') return {};
      const marked = await reviewLine(db(), input, '198.51.100.36');
      return marked.ok ? { message: 'Marked “Approved”.' } : { error: marked.error };
    },
    previous,
    form,
    designer,
  );
};

const review = async () => (await getSharedSetList(db(), token))?.lines.find((line) => line.id === lineId);

describe('issue 36 §3: a mark made before the name is never dropped', () => {
  it('"Approved" without a name saves nothing yet and waits; given the name, that same mark is saved under it', async () => {
    const first = await post(FORM_START, { token, authorName: '', mark: `approved:${lineId}` });
    expect(first.status).toBe('failed');
    expect(await review()).toMatchObject({ review: null, reviewedBy: null });
    const waiting = markAwaitingName(first);
    expect(waiting).toBe(`approved:${lineId}`);

    // An empty answer to the question keeps the mark waiting.
    const empty = await post(first, { token, asked: '1', authorName: '', mark: waiting! });
    expect(markAwaitingName(empty)).toBe(waiting);

    const named = await post(empty, { token, asked: '1', authorName: 'Ada (designer)', mark: waiting! });
    expect(named.status).toBe('done');
    expect(await review()).toMatchObject({ review: 'approved', reviewedBy: 'Ada (designer)' });
    expect(markAwaitingName(named)).toBeNull();
    // The name is the page's from now on: the next mark is sent with it, not asked again.
    expect(designerNameNow(named, null)).toBe('Ada (designer)');
  });
});
