import { test, expect } from './fixtures';

for (const path of ['/no-such-page', '/catalog/does/not/exist']) {
  test(`spec §2 screens: an unknown path (${path}) answers 404 with a heading and a link back to the catalogue`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/find that page/);
    const back = page.getByRole('main').getByRole('link', { name: 'Browse the catalogue' });
    await expect(back).toHaveAttribute('href', '/catalog');
    await back.click();
    await expect(page).toHaveURL((url) => url.pathname === '/catalog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalogue');
  });
}
