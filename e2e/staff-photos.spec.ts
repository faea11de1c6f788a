import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_STAFF } from './admin-account';
import { expect, logIn, test } from './auth-fixtures';

// A staff log-in hashes at full strength, and each photo is resized on the server.
test.describe.configure({ timeout: 120_000 });

/** Props no other browser test changes, one for each test here (they run side by side). */
const ITEM = 'prop-000200';
const PLAIN_ITEM = 'prop-000201';
const photosPage = (item: string) => `/staff/items/${item}/photos`;

/** A photo made now: one colour, at a size of our choosing, as a camera's JPEG or a PNG. */
async function photo(color: string, width: number, height: number, format: 'jpeg' | 'png') {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}

/** The address of each photo drawn in `list`, in order. */
const sources = (list: Locator) => list.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));

async function staffOnPhotosPage(page: Page, item: string) {
  await logIn(page, E2E_STAFF.email, E2E_STAFF.password, `/auth/login?redirectTo=${encodeURIComponent(photosPage(item))}`);
  // Log-in hashes the password at full strength: slow while other tests log in too.
  await expect(page.getByRole('heading', { level: 1, name: 'Photos' })).toBeVisible({ timeout: 60_000 });
}

test.describe('issue 13 §3: photos of an item', () => {
  test('staff upload two photos with the file chooser and reorder them; the item page shows them in that order, without layout shift', async ({ page }) => {
    await staffOnPhotosPage(page, ITEM);
    const photos = page.getByRole('list', { name: /^Photos of / });
    const before = await photos.getByRole('listitem').count();
    const [cover] = await sources(photos);

    const chooser = page.waitForEvent('filechooser');
    await page.getByLabel(/^Choose photos/).click();
    await (
      await chooser
    ).setFiles([
      { name: 'red-chair.jpg', mimeType: 'image/jpeg', buffer: await photo('#b03a2e', 1200, 900, 'jpeg') },
      { name: 'blue-lamp.png', mimeType: 'image/png', buffer: await photo('#1f5f8b', 900, 1200, 'png') },
    ]);
    await page.getByRole('button', { name: 'Upload photos' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'photos added' })).toHaveText('2 photos added.');
    await expect(page.getByRole('list', { name: 'Files sent' }).getByRole('listitem')).toHaveText(['red-chair.jpg: Added', 'blue-lamp.png: Added']);
    await expect(photos.getByRole('listitem')).toHaveCount(before + 2);
    // Issue 38 §6: they go last, so the cover stays the cover. Each is the widest it was stored at: never wider than it came.
    if (before > 0) expect((await sources(photos))[0]).toBe(cover);
    const [red, blue] = (await sources(photos)).slice(before, before + 2);
    expect(red).toMatch(/^\/media\/photos\/[0-9a-f-]{36}\/1200\.webp$/);
    expect(blue).toMatch(/^\/media\/photos\/[0-9a-f-]{36}\/900\.webp$/);

    // The blue one a place earlier, before the red one.
    const second = photos.getByRole('listitem').nth(before + 1);
    await second.getByRole('button', { name: /^Move earlier/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Moved' })).toHaveText(
      before === 0 ? 'Moved: it is now the first photo, the one cards show.' : `Moved: it is now photo ${before + 1}.`,
    );
    await expect.poll(async () => (await sources(photos)).slice(before, before + 2)).toEqual([blue, red]);
    // The button that moved keeps the focus (the other one where the photo is now the first, which cannot move earlier).
    await expect(
      photos
        .getByRole('listitem')
        .nth(before)
        .getByRole('button', { name: before === 0 ? /^Move later/ : /^Move earlier/ }),
    ).toBeFocused();

    // The public item page's content, watched for layout shifts from the first paint. (The header's
    // account links, which a shared page learns after it is drawn, may move by a few pixels for a
    // signed-in person: decision 126.)
    await page.addInitScript(() => {
      const scope = window as unknown as { shifted: number };
      scope.shifted = 0;
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
      const inMain = (node?: Node) => node instanceof Element && node.closest('main') !== null;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[])
          if (!entry.hadRecentInput && entry.sources.some((source) => inMain(source.node))) scope.shifted += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/items/${ITEM}`);
    const gallery = page.getByRole('region', { name: 'Photos' });
    const images = gallery.locator('img');
    expect((await sources(gallery)).slice(before, before + 2)).toEqual([blue, red]);
    await expect(images.nth(before)).toHaveAttribute('width', '900');
    await expect(images.nth(before)).toHaveAttribute('height', '1200');
    await expect(images.nth(before + 1)).toHaveAttribute('width', '1200');
    await expect(images.nth(before + 1)).toHaveAttribute('height', '900');
    await expect(images.nth(before)).toHaveAttribute('srcset', /400\.webp 400w, .*800\.webp 800w, .*900\.webp 900w$/);
    // Both loaded from the store.
    await expect
      .poll(() => images.evaluateAll((all, at) => all.slice(at, at + 2).map((image) => (image as HTMLImageElement).naturalWidth > 0), before))
      .toEqual([true, true]);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);

    // Remove asks first, in the confirm dialog.
    await page.goto(photosPage(ITEM));
    await photos
      .getByRole('listitem')
      .nth(before + 1)
      .getByRole('button', { name: /^Remove/ })
      .click();
    const dialog = page.getByRole('dialog', { name: `Remove photo ${before + 2}?` });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'removed' })).toHaveText('Photo removed.');
    await expect.poll(async () => (await sources(photos)).slice(before)).toEqual([blue]);
  });

  test('without JavaScript: the file picker uploads (an iPhone’s HEIC too), a bad file is refused by its name, and Remove removes', async ({
    page,
    browser,
  }) => {
    await staffOnPhotosPage(page, PLAIN_ITEM);
    const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const noScript = await plain.newPage();
    await noScript.goto(photosPage(PLAIN_ITEM));
    const photos = noScript.getByRole('list', { name: /^Photos of / });
    const before = await photos.getByRole('listitem').count();

    await noScript.getByLabel('Choose photos').setInputFiles([
      { name: 'green-crate.jpg', mimeType: 'image/jpeg', buffer: await photo('#2f6b3a', 640, 480, 'jpeg') },
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Props to collect on Tuesday\n') },
      { name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: readFileSync(new URL('../test/fixtures/photo.heic', import.meta.url)) },
    ]);
    await noScript.getByRole('button', { name: 'Upload photos' }).click();
    await expect(noScript.getByRole('status').filter({ hasText: 'photos added' })).toHaveText('2 photos added; one file was refused, as said below.');
    await expect(noScript.getByRole('list', { name: 'Files sent' })).toContainText(
      'notes.jpg: That file is not a photo we can read: upload a JPEG, PNG, WebP or HEIC.',
    );
    await expect(photos.getByRole('listitem')).toHaveCount(before + 2);
    // The iPhone's HEIC, read on the server and stored at its own width.
    await expect(photos.locator('img[src$="/120.webp"]')).toHaveCount(1);

    const added = photos.getByRole('listitem').filter({ has: noScript.locator('img[src$="/640.webp"]') });
    await added.getByRole('button', { name: /^Remove/ }).click();
    await expect(photos.getByRole('listitem')).toHaveCount(before + 1);
    await plain.close();
  });
});
