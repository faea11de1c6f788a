import { test, expect } from './fixtures';

// The SKU sits in its own element, after a visually hidden "SKU " for screen readers.
const SKU = /^(SKU\s*)?[A-Z]{3}-\d{6}$/;

test('spec §2 screens: /catalog?Purchase+Type=Free shows item cards, every one badged "Free"', async ({ page }) => {
  await page.goto('/catalog?Purchase+Type=Free');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card.getByText('Free', { exact: true })).toBeVisible();
});

test('spec §9 newWeekCount: the home page shows "New arrivals", each card with a "New" badge', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'New arrivals' });
  const cards = section.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card.getByText('New', { exact: true })).toBeVisible();
});

test('spec §9 showSkuNotPrice: catalogue cards show the SKU and never a price', async ({ page }) => {
  await page.goto('/catalog');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Rentals are on this page too: they would be the ones showing "$… / week".
  await expect(page.getByRole('main')).not.toContainText('$');
  for (const card of await cards.all()) await expect(card.getByText(SKU)).toBeVisible();
});

test('spec §2 screens: every item image on the first screen of /catalog has loaded', async ({ page }) => {
  await page.goto('/catalog');
  const images = page.getByRole('main').getByRole('article').getByRole('img');
  await expect(images.first()).toBeVisible();
  const viewportHeight = page.viewportSize()!.height;

  let onFirstScreen = 0;
  for (const image of await images.all()) {
    const box = await image.boundingBox();
    if (!box || box.y >= viewportHeight) continue;
    onFirstScreen += 1;
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: `${await image.getAttribute('alt')} loaded` })
      .toBe(true);
  }
  expect(onFirstScreen).toBeGreaterThan(0);
});

test('spec §2 screens: /categories lists at least 8 categories, each with its count of props', async ({ page }) => {
  await page.goto('/categories');
  const categories = page.getByRole('main').getByRole('listitem');
  await expect(categories.first()).toBeVisible();
  expect(await categories.count()).toBeGreaterThanOrEqual(8);
  for (const category of await categories.all()) {
    await expect(category.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(category.getByText(/^\d[\d,]* props?$/)).toBeVisible();
  }
});
