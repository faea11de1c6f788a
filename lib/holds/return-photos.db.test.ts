import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { auditOf } from '@/lib/audit/record-audit';
import { holdLines, items } from '@/lib/db/schema';
import { answerForm } from '@/lib/entry-points/form-action';
import type { AuthUser } from '@/lib/identity/status/auth-status';
import type { Viewer } from '@/lib/identity/viewer';
import { PHOTO_REFUSALS } from '@/lib/media/photo-rules';
import { UPLOAD_START } from '@/lib/media/upload-answer';
import { renditionKey } from '@/lib/media/photo-image';
import { servePhoto } from '@/lib/media/serve-photo';
import { diskStore } from '@/lib/storage/disk-store';
import { tenant } from '@/lib/tenant';
import type { VendorUserRecord } from '@/lib/vendor-users/repository';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { jpegWithGps, smallWebp, textFile, upload } from '@/test/photos';
import { moveLine } from './move-line';
import { RETURN_PHOTOS_FORM } from './return-photo-form';
import { MAX_RETURN_PHOTOS, RETURN_PHOTOS_FULL, RETURN_PHOTOS_NOT_RETURNED } from './return-photo-rules';
import { conditionPhotoOwner, photoAccess } from './return-photo-access';
import { addReturnPhotos } from './return-photos';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
const NOW = Date.parse('2027-03-01T18:00:00Z');
const STAFF = { uid: 'staff-photos', name: 'Rosa at the counter' };
const folder = mkdtempSync(join(tmpdir(), 'return-photos-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const store = diskStore(folder);
let itemIds: string[] = [];
let nextItem = 0;

beforeAll(async () => {
  await seedCatalog(db(), { items: 6, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 3, purchaseType: 'Weekly Rental', weeklyPrice: 10_000 });
});

/** One unit out on 8 March 2027, and back on the 15th unless `back` is false. */
async function line(back: boolean | 'confirmed' = true) {
  const request = await customerRequest(db(), fixture.auth, [itemIds[nextItem++]!], { now: NOW });
  const lineId = request.lineIds[0]!;
  await moveLine(db(), lineId, 'accept', 'staff', { now: NOW });
  await moveLine(db(), lineId, 'confirm', 'staff', { now: NOW, today: '2027-03-01' });
  if (back === 'confirmed') return { ...request, lineId };
  await moveLine(db(), lineId, 'checkOut', 'staff', { now: NOW, today: '2027-03-08' });
  if (back === true)
    await moveLine(db(), lineId, 'checkIn', 'staff', {
      now: NOW,
      returned: { conditionNote: 'dented', missingUnits: 0, today: '2027-03-15', turnaroundDays: 1 },
    });
  return { ...request, lineId };
}
const add = (lineId: string, files: File[], vendorId = VENDOR_ID) => addReturnPhotos(db(), store, { vendorId, lineId, actor: STAFF, files });
const photosOf = async (lineId: string) =>
  (await db().select({ photos: holdLines.conditionPhotos }).from(holdLines).where(eq(holdLines.id, lineId)))[0]!.photos;

describe('issue 26 §4: photos of a returned line’s condition, through the item photos’ pipeline', () => {
  it('issue 26 §4: stored like item photos (WebP at each width, a random key), added to the line with an alt text, audited; bad files refused by name', async () => {
    const { lineId, requestId } = await line();
    const answer = await add(lineId, [
      upload('dent.jpg', await jpegWithGps(2400, 1800)),
      upload('notes.jpg', textFile()),
      upload('empty.jpg', new Uint8Array(0)),
      upload('huge.jpg', new Uint8Array(16 * 1024 * 1024)),
      upload('side.webp', await smallWebp(), 'image/webp'),
    ]);
    if (!answer.ok) throw answer.error;
    expect(answer.data.refused).toEqual([
      { name: 'notes.jpg', message: PHOTO_REFUSALS.notAPhoto },
      { name: 'empty.jpg', message: PHOTO_REFUSALS.empty },
      { name: 'huge.jpg', message: PHOTO_REFUSALS.tooLarge },
    ]);
    const photos = await photosOf(lineId);
    expect(photos).toEqual(answer.data.added);
    expect(photos.map(({ width, height, widths, alt }) => ({ width, height, widths, alt }))).toEqual([
      { width: 1600, height: 1200, widths: [400, 800, 1600], alt: expect.stringMatching(/^Condition of .+ at return$/) },
      { width: 300, height: 200, widths: [300], alt: expect.stringMatching(/^Condition of /) },
    ]);
    expect((await store.get(renditionKey(photos[0]!.key!, 400)))?.contentType).toBe('image/webp');
    const [audit] = await auditOf(db(), VENDOR_ID, 'request', requestId);
    expect(audit).toMatchObject({ action: 'addReturnPhotos', actorUid: STAFF.uid, after: { lineId, photos: 2 } });
  });

  it('issue 38 §2: a line out takes photos too, named as taken at check-out', async () => {
    const out = await line(false);
    expect(await add(out.lineId, [upload('a.webp', await smallWebp(), 'image/webp')])).toMatchObject({ ok: true });
    expect(await photosOf(out.lineId)).toEqual([expect.objectContaining({ alt: expect.stringMatching(/^Condition of .+ at check-out$/) })]);
  });

  it('issue 26 §4, issue 38 §2: refused on a line not out yet, past the limit, and on another house’s line', async () => {
    const waiting = await line('confirmed');
    expect(await add(waiting.lineId, [upload('a.webp', await smallWebp(), 'image/webp')])).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: RETURN_PHOTOS_NOT_RETURNED },
    });
    const back = await line();
    expect(await add(back.lineId, [upload('a.webp', await smallWebp(), 'image/webp')], 'another-house')).toMatchObject({
      ok: false,
      error: { code: 'notFound' },
    });
    const many = await Promise.all(Array.from({ length: MAX_RETURN_PHOTOS + 1 }, async (_, n) => upload(`${n}.webp`, await smallWebp(), 'image/webp')));
    const answer = await add(back.lineId, many);
    expect(answer).toMatchObject({ ok: true, data: { refused: [{ name: `${MAX_RETURN_PHOTOS}.webp`, message: RETURN_PHOTOS_FULL }] } });
    expect(await photosOf(back.lineId)).toHaveLength(MAX_RETURN_PHOTOS);
    expect(await add(back.lineId, [upload('b.webp', await smallWebp(), 'image/webp')])).toMatchObject({ ok: false, error: { message: RETURN_PHOTOS_FULL } });
  });

  it('issue 26 §4: the form is not found for a customer, a guest or anyone anonymous, and its files are never read', async () => {
    const { lineId } = await line();
    const user = { uid: 'someone', email: 'someone@example.test' } as AuthUser;
    const viewers: Viewer[] = [
      { kind: 'anonymous', user: null, vendorUser: null, impersonatedBy: null },
      { kind: 'guest', user, vendorUser: null, impersonatedBy: null },
      { kind: 'customer', user, vendorUser: {} as VendorUserRecord, impersonatedBy: null },
    ];
    for (const viewer of viewers) {
      const data = new FormData();
      data.set('lineId', lineId);
      data.set('photos', upload('dent.webp', await smallWebp(), 'image/webp'));
      let ran = false;
      await expect(
        answerForm(
          RETURN_PHOTOS_FORM,
          async () => {
            ran = true;
            return {};
          },
          UPLOAD_START,
          data,
          viewer,
        ),
      ).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
      expect(ran).toBe(false);
    }
    expect(await photosOf(lineId)).toEqual([]);
  });
});

describe('issue 36 §4.3: a photo of a returned line is served only to staff and the order’s customer, and cached by no one', () => {
  const someone = (uid: string) => ({ uid, email: `${uid}@example.test` }) as AuthUser;
  const as = (kind: 'customer' | 'staff' | 'admin', uid: string, impersonatedBy: string | null = null): Viewer => ({
    kind,
    user: someone(uid),
    vendorUser: {} as VendorUserRecord,
    impersonatedBy,
  });
  /** The photo route's answer to this viewer, through the same access check the route makes. */
  const fetchAs = (path: string[], viewer: Viewer | null, vendorId = VENDOR_ID) =>
    servePhoto(store, path, new Request(`http://localhost/media/photos/${path.join('/')}`), async (key) =>
      photoAccess(await conditionPhotoOwner(db(), key), vendorId, async () => {
        if (!viewer) throw new Error('an item photo never asks who is looking');
        return viewer;
      }),
    );

  it('issue 36 §4.3: 404 to anyone anonymous, a guest, another customer or an admin acting as another; 200 private, no-store to staff, admins and the customer', async () => {
    const { lineId, owner } = await line();
    const answer = await add(lineId, [upload('dent.webp', await smallWebp(), 'image/webp')]);
    if (!answer.ok) throw answer.error;
    const photo = answer.data.added[0]!;
    const path = renditionKey(photo.key!, photo.widths![0]!)
      .replace(/^photos\//, '')
      .split('/');

    const refused: Viewer[] = [
      { kind: 'anonymous', user: null, vendorUser: null, impersonatedBy: null },
      { kind: 'guest', user: someone(owner.uid), vendorUser: null, impersonatedBy: null },
      as('customer', 'another-crew'),
      as('customer', 'another-crew', 'admin-1'),
    ];
    for (const viewer of refused) {
      const response = await fetchAs(path, viewer);
      expect({ kind: viewer.kind, status: response.status, body: await response.text() }).toEqual({ kind: viewer.kind, status: 404, body: 'Not found\n' });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    for (const viewer of [as('customer', owner.uid), as('customer', owner.uid, 'admin-1'), as('staff', 'staff-photos'), as('admin', 'admin-1')]) {
      const response = await fetchAs(path, viewer);
      expect({ kind: viewer.kind, status: response.status }).toEqual({ kind: viewer.kind, status: 200 });
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('content-type')).toBe('image/webp');
    }
    // Another house's staff are no one here.
    expect((await fetchAs(path, as('staff', 'staff-photos'), 'another-house')).status).toBe(404);
    expect(await conditionPhotoOwner(db(), photo.key!)).toEqual({ vendorId: VENDOR_ID, uid: owner.uid });
  });

  it('issue 36 §4.3: an item photo stays public and cached for a year, and no viewer is read for it', async () => {
    await store.put('photos/item-photo-1/400.webp', await smallWebp(), 'image/webp');
    expect(await conditionPhotoOwner(db(), 'photos/item-photo-1')).toBeNull();
    const response = await fetchAs(['item-photo-1', '400.webp'], null);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
