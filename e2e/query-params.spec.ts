import { test, expect } from './fixtures';

// Spec §2 "Every page receives the route's query parameters": unknown or malformed ones never break a page.
const CASES = [
  { path: '/categories?utm_source=test', heading: 'Categories' },
  { path: '/?foo=bar', heading: 'Cahuenga Prop House' },
  { path: '/catalog?page=abc&Purchase+Type=bogus', heading: 'Catalogue' },
];

for (const { path, heading } of CASES) {
  test(`spec §2 navigation: ${path} renders normally with the heading "${heading}"`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

test('spec §2 navigation: malformed catalogue parameters fall back to the whole catalogue, first page', async ({ page }) => {
  await page.goto('/catalog?page=abc&Purchase+Type=bogus&Color=Plaid&sort=cheapest');
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText('279 props');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(24);
  await expect(page.getByRole('navigation', { name: 'Active filters' })).toHaveCount(0);
});

test('catalogue pages: a page past the end points back to the last one', async ({ page }) => {
  await page.goto('/catalog?Purchase+Type=Free&page=999');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the last page' }).click();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free Props');
});
