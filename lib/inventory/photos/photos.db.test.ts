import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { auditOf } from '@/lib/audit/record-audit';
import { seedCatalog } from '@/demo/seed-catalog';
import { items, type Photo } from '@/lib/db/schema';
import { renditionKey } from '@/lib/media/photo-image';
import { diskStore } from '@/lib/storage/disk-store';
import type { FileStore } from '@/lib/storage/file-store';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import {
  describeStored,
  elfProgram,
  jpegWithGps,
  pixelBombPng,
  pngOnItsSide,
  smallWebp,
  textFile,
  tinyJpeg,
  truncatedJpeg,
  upload,
  windowsProgram,
} from '@/test/photos';
import { describePhoto } from './describe-photo';
import { PHOTO_GONE, readItemPhotos } from './item-photos';
import { MAX_PHOTOS_PER_ITEM, PHOTO_REFUSALS } from '@/lib/media/photo-rules';
import { removePhoto } from './remove-photo';
import { reorderPhotos } from './reorder-photos';
import { uploadPhotos } from './upload-photos';
import type { PhotoFile } from '@/lib/media/store-uploaded-photos';

const VENDOR_ID = 'cahuenga-props';
const STAFF = { uid: 'staff-1', name: 'Rosa at the counter' };
const fixture = testDatabase((handle) => seedCatalog(handle.db, { items: 12, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() }));
const db = () => fixture.handle.db;

const folder = mkdtempSync(join(tmpdir(), 'photos-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let store: FileStore = diskStore(folder);
beforeEach(() => {
  rmSync(folder, { recursive: true, force: true });
  store = diskStore(folder);
});

/** Every file in the store, as its key. */
function storedKeys(): string[] {
  try {
    return (readdirSync(folder, { recursive: true }) as string[]).filter((path) => path.endsWith('.webp')).sort();
  } catch {
    return [];
  }
}

let itemCount = 0;
/** A seeded item of its own for each test, with its demo photos. */
const nextItem = () => `prop-${String(++itemCount).padStart(6, '0')}`;
const photosOf = async (itemId: string) => (await readItemPhotos(db(), VENDOR_ID, itemId))!.photos;
const item = (itemId: string) => ({ vendorId: VENDOR_ID, itemId, actor: STAFF });
const add = (itemId: string, files: PhotoFile[], on = store) => uploadPhotos(db(), on, { ...item(itemId), files });

describe('issue 13 §3: uploading photos', () => {
  it('stores every width, without EXIF, and adds the photo after the others (issue 38 §6: the cover stays) with its size, key, widths and the title as alt text; audited', async () => {
    const itemId = nextItem();
    const before = await photosOf(itemId);
    const { title } = (await readItemPhotos(db(), VENDOR_ID, itemId))!;
    const answer = await add(itemId, [upload('IMG_0001.JPG', await jpegWithGps(2400, 1800))]);
    expect(answer).toMatchObject({ ok: true, data: { refused: [] } });
    const photos = await photosOf(itemId);
    expect(before.length).toBeGreaterThan(0);
    expect(photos.slice(0, -1)).toEqual(before);
    const added = photos.at(-1)!;
    expect(added).toMatchObject({ width: 1600, height: 1200, alt: title, widths: [400, 800, 1600] });
    expect(added.key).toMatch(/^photos\/[0-9a-f-]{36}$/);
    expect(added.url).toBe(`/media/${added.key}/1600.webp`);
    for (const width of [400, 800, 1600]) {
      const file = await store.get(renditionKey(added.key!, width));
      expect(file?.contentType).toBe('image/webp');
      expect(await describeStored(file!.body)).toEqual({ format: 'webp', width, height: (width * 3) / 4, hasExif: false, hasXmp: false, hasIcc: false });
    }
    const [audit] = await auditOf(db(), VENDOR_ID, 'item', itemId);
    expect(audit).toMatchObject({ action: 'addPhotos', actorUid: STAFF.uid, actorName: STAFF.name });
    expect(audit!.before).toEqual({ photos: before.map(({ url, alt }) => ({ url, alt })) });
    expect(audit!.after).toEqual({ photos: photos.map(({ url, alt }) => ({ url, alt })) });
  });

  it('several at once: each good one added in order, each bad one refused by its name with its reason, and nothing of it stored', async () => {
    const itemId = nextItem();
    const answer = await add(itemId, [
      upload('front.png', await pngOnItsSide(), 'image/png'),
      upload('notes.jpg', textFile()),
      upload('setup.png', elfProgram(), 'image/png'),
      upload('install.png', windowsProgram(), 'image/png'),
      upload('empty.jpg', new Uint8Array(0)),
      upload('cut-off.jpg', await truncatedJpeg()),
      upload('bomb.png', pixelBombPng(), 'image/png'),
      upload('detail.webp', await smallWebp(), 'image/webp'),
    ]);
    if (!answer.ok) throw answer.error;
    expect(answer.data.refused).toEqual([
      { name: 'notes.jpg', message: PHOTO_REFUSALS.notAPhoto },
      { name: 'setup.png', message: PHOTO_REFUSALS.notAPhoto },
      { name: 'install.png', message: PHOTO_REFUSALS.notAPhoto },
      { name: 'empty.jpg', message: PHOTO_REFUSALS.empty },
      { name: 'cut-off.jpg', message: PHOTO_REFUSALS.damaged },
      { name: 'bomb.png', message: PHOTO_REFUSALS.tooManyPixels },
    ]);
    expect(answer.data.added.map(({ width, height }) => [width, height])).toEqual([
      [100, 200],
      [300, 200],
    ]);
    expect((await photosOf(itemId)).slice(-2)).toEqual(answer.data.added);
    // A second upload goes after the first ones: the cover is still the demo's picture.
    const before = await photosOf(itemId);
    const again = await add(itemId, [upload('back.jpg', await tinyJpeg())]);
    expect(await photosOf(itemId)).toEqual([...before, ...(again.ok ? again.data.added : [])]);
    // The upright PNG's, the WebP's and the JPEG's one width each: nothing of the refused files.
    const all = [...answer.data.added, ...(again.ok ? again.data.added : [])];
    expect(storedKeys()).toEqual(all.map((photo) => `${photo.key}/${photo.widths![0]}.webp`).sort());
  });

  it('issue 38 §6: the first photo of an item without one becomes its cover; a later upload keeps that cover', async () => {
    const itemId = nextItem();
    await db().update(items).set({ photos: [] }).where(eq(items.id, itemId));
    const first = await add(itemId, [upload('cover.jpg', await tinyJpeg())]);
    if (!first.ok) throw first.error;
    expect((await photosOf(itemId))[0]).toEqual(first.data.added[0]);
    const later = await add(itemId, [upload('detail.jpg', await tinyJpeg())]);
    if (!later.ok) throw later.error;
    expect(await photosOf(itemId)).toEqual([first.data.added[0], later.data.added[0]]);
  });

  it('only bad files: nothing stored, the item unchanged, no audit row', async () => {
    const itemId = nextItem();
    const before = await photosOf(itemId);
    const answer = await add(itemId, [upload('virus.png', elfProgram()), upload('big.jpg', new Uint8Array(15 * 1024 * 1024 + 1))]);
    expect(answer).toMatchObject({ ok: true, data: { added: [], refused: [{ name: 'virus.png' }, { name: 'big.jpg', message: PHOTO_REFUSALS.tooLarge }] } });
    expect(storedKeys()).toEqual([]);
    expect(await photosOf(itemId)).toEqual(before);
    expect(await auditOf(db(), VENDOR_ID, 'item', itemId)).toEqual([]);
  });

  it('an item that does not exist: notFound, nothing stored', async () => {
    expect(await add('prop-999999', [upload('a.jpg', await tinyJpeg())])).toMatchObject({ ok: false, error: { code: 'notFound' } });
    expect(storedKeys()).toEqual([]);
  });

  it(`at most ${MAX_PHOTOS_PER_ITEM} photos an item: the ones past it are refused by name and leave the store`, async () => {
    const itemId = nextItem();
    const filler: Photo[] = Array.from({ length: MAX_PHOTOS_PER_ITEM - 1 }, (_, n) => ({
      url: `/media/prop-photo?kind=lamp&color=000000&n=${n}`,
      width: 800,
      height: 600,
      alt: 'Lamp',
    }));
    await db().update(items).set({ photos: filler }).where(eq(items.id, itemId));
    const answer = await add(itemId, [upload('one.jpg', await tinyJpeg()), upload('two.jpg', await tinyJpeg()), upload('three.jpg', await tinyJpeg())]);
    if (!answer.ok) throw answer.error;
    expect(answer.data.added).toHaveLength(1);
    expect(answer.data.refused).toEqual([
      { name: 'two.jpg', message: PHOTO_REFUSALS.full },
      { name: 'three.jpg', message: PHOTO_REFUSALS.full },
    ]);
    expect(await photosOf(itemId)).toHaveLength(MAX_PHOTOS_PER_ITEM);
    expect(storedKeys()).toEqual([`${answer.data.added[0]!.key}/64.webp`]);
    expect(await add(itemId, [upload('four.jpg', await tinyJpeg())])).toMatchObject({ ok: false, error: { code: 'conflict', message: PHOTO_REFUSALS.full } });
  });

  it('eight uploads to one item at once: every photo is kept, each with its audit row', async () => {
    const itemId = nextItem();
    const before = await photosOf(itemId);
    const answers = await Promise.all(Array.from({ length: 8 }, async (_, n) => add(itemId, [upload(`photo-${n}.jpg`, await tinyJpeg())])));
    expect(answers.every((answer) => answer.ok && answer.data.added.length === 1)).toBe(true);
    const photos = await photosOf(itemId);
    expect(photos).toHaveLength(before.length + 8);
    const keys = answers.map((answer) => (answer.ok ? answer.data.added[0]!.key : null));
    expect(new Set(photos.map((photo) => photo.key).filter(Boolean))).toEqual(new Set(keys));
    expect((await auditOf(db(), VENDOR_ID, 'item', itemId)).filter((entry) => entry.action === 'addPhotos')).toHaveLength(8);
  });
});

describe('issue 13 §3: ordering, describing and removing photos', () => {
  /** An item whose photos are three uploads, a, b and c. */
  async function itemWithThree() {
    const itemId = nextItem();
    await db().update(items).set({ photos: [] }).where(eq(items.id, itemId));
    const answer = await add(itemId, [upload('a.jpg', await tinyJpeg()), upload('b.jpg', await tinyJpeg()), upload('c.jpg', await tinyJpeg())]);
    if (!answer.ok) throw answer.error;
    const [a, b, c] = answer.data.added.map((photo) => photo.url) as [string, string, string];
    return { itemId, a, b, c };
  }
  const urls = async (itemId: string) => (await photosOf(itemId)).map((photo) => photo.url);

  it('a photo moves one place earlier or later; the first cannot move earlier nor the last later', async () => {
    const { itemId, a, b, c } = await itemWithThree();
    expect(await reorderPhotos(db(), item(itemId), { url: c, direction: 'earlier' })).toEqual({ ok: true, data: { position: 1 } });
    expect(await urls(itemId)).toEqual([a, c, b]);
    await reorderPhotos(db(), item(itemId), { url: a, direction: 'later' });
    expect(await urls(itemId)).toEqual([c, a, b]);
    expect(await reorderPhotos(db(), item(itemId), { url: c, direction: 'earlier' })).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: 'That photo is already the first.' },
    });
    expect(await reorderPhotos(db(), item(itemId), { url: b, direction: 'later' })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect((await auditOf(db(), VENDOR_ID, 'item', itemId)).map((entry) => entry.action)).toEqual(['reorderPhotos', 'reorderPhotos', 'addPhotos']);
  });

  it('a full order names every photo once; an order made on a stale page is refused and nothing changes', async () => {
    const { itemId, a, b, c } = await itemWithThree();
    expect(await reorderPhotos(db(), item(itemId), { order: [b, c, a] })).toMatchObject({ ok: true });
    expect(await urls(itemId)).toEqual([b, c, a]);
    expect(await reorderPhotos(db(), item(itemId), { order: [a, b] })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(await reorderPhotos(db(), item(itemId), { url: '/media/photos/gone/400.webp', direction: 'earlier' })).toMatchObject({
      ok: false,
      error: { code: 'notFound', message: PHOTO_GONE },
    });
    expect(await urls(itemId)).toEqual([b, c, a]);
  });

  it('ten moves at once are made one after another on the list as it is: none is lost', async () => {
    const { itemId, a } = await itemWithThree();
    const answers = await Promise.all(Array.from({ length: 10 }, () => reorderPhotos(db(), item(itemId), { url: a, direction: 'later' })));
    // a can move later twice (to the end); the other eight find it last.
    expect(answers.filter((answer) => answer.ok)).toHaveLength(2);
    expect((await urls(itemId)).at(-1)).toBe(a);
  });

  it('the alt text changes with an audit row of before and after', async () => {
    const { itemId, b } = await itemWithThree();
    expect(await describePhoto(db(), item(itemId), b, 'Brass lamp, shade off, from the left')).toEqual({ ok: true, data: null });
    expect((await photosOf(itemId))[1]!.alt).toBe('Brass lamp, shade off, from the left');
    const [audit] = await auditOf(db(), VENDOR_ID, 'item', itemId);
    expect(audit).toMatchObject({ action: 'describePhoto' });
    expect((audit!.after as { photos: { alt: string }[] }).photos[1]!.alt).toBe('Brass lamp, shade off, from the left');
    expect((audit!.before as { photos: { alt: string }[] }).photos[1]!.alt).not.toBe('Brass lamp, shade off, from the left');
  });

  it('removing a photo takes it off the item, then its files out of the store once the write has committed', async () => {
    const { itemId, a, b, c } = await itemWithThree();
    const removedKey = (await photosOf(itemId))[1]!.key!;
    const listedWhenRemoved: boolean[] = [];
    // A store that looks at the database each time a file is removed.
    const watching: FileStore = {
      ...store,
      remove: async (key) => {
        const [row] = await db()
          .select({ photos: items.photos })
          .from(items)
          .where(and(eq(items.id, itemId)));
        listedWhenRemoved.push(row!.photos.some((photo) => photo.key && key.startsWith(photo.key)));
        await store.remove(key);
      },
    };
    expect(await removePhoto(db(), watching, item(itemId), b)).toMatchObject({ ok: true });
    expect(await urls(itemId)).toEqual([a, c]);
    expect(listedWhenRemoved).toEqual([false]);
    expect(storedKeys().filter((key) => key.startsWith(removedKey))).toEqual([]);
    expect(storedKeys()).toHaveLength(2);
    expect((await auditOf(db(), VENDOR_ID, 'item', itemId))[0]).toMatchObject({ action: 'removePhoto' });
  });

  it('removing a photo that is gone answers notFound and removes no file; a demo picture is removed from the list alone', async () => {
    const itemId = nextItem();
    const [demoPhoto] = await photosOf(itemId);
    expect(await removePhoto(db(), store, item(itemId), '/media/photos/never/400.webp')).toMatchObject({ ok: false, error: { code: 'notFound' } });
    expect(await removePhoto(db(), store, item(itemId), demoPhoto!.url)).toMatchObject({ ok: true, data: { removed: demoPhoto } });
    expect((await photosOf(itemId)).map((photo) => photo.url)).not.toContain(demoPhoto!.url);
  });
});
