import { test, expect } from './fixtures';

test.describe('Item pages, categories and search engines', () => {
  test('an item opened from the catalogue shows every field, the SKU instead of a price, and Product data', async ({ page }) => {
    await page.goto('/catalog?Purchase+Type=Weekly+Rental');
    const first = page.getByRole('region', { name: 'Results' }).getByRole('article').first().getByRole('heading').getByRole('link');
    const title = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/items\/prop-\d{6}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // The dimensions and weight (and a period, when the prop has one) in a row of their own (issue 28 §2), the rest in Details.
    const details = page.getByRole('main').locator('dl');
    for (const term of ['SKU', 'Category', 'Purchase Type', 'Dimensions', 'Weight', 'Quantity'])
      await expect(details.getByRole('term').filter({ hasText: term })).toHaveCount(1);
    await expect(details.getByRole('definition').filter({ hasText: /^\d+(\.\d)? lb$/ })).toHaveCount(1);
    await expect(details.getByRole('definition').filter({ hasText: /^\d+ W × \d+ D × \d+ H in$/ })).toHaveCount(1);
    await expect(details.getByRole('definition').filter({ hasText: /^[A-Z]{3}-\d{6}$/ })).toHaveCount(1);
    // §9 showSkuNotPrice: a rental's weekly price is not shown anywhere, nor published to search engines.
    await expect(page.getByRole('main')).not.toContainText('$');
    await expect(
      page
        .getByRole('main')
        .getByText(/available|Out on rental/)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Photos' }).getByRole('img').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Similar props' })).toBeVisible();

    const product = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(product).toMatchObject({ '@type': 'Product', name: title, sku: expect.stringMatching(/^[A-Z]{3}-\d{6}$/) });
    expect(product.offers).toBeUndefined();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/items/prop-\\d{6}$`));
  });

  test('the pick-up details show the distance and open the map by keyboard', async ({ page }) => {
    await page.goto('/items/prop-000002');
    await expect(page.getByRole('status', { name: /^Distance to / })).toHaveText(/\d+ mi away/);
    await page.getByRole('button', { name: 'Show on map' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an unknown item answers 404', async ({ page }) => {
    const response = await page.goto('/items/prop-999999');
    expect(response?.status()).toBe(404);
  });

  test('a category page is the catalogue filtered by it, with the other filters still there', async ({ page }) => {
    await page.goto('/categories');
    const lighting = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Lighting' }) });
    const props = (await lighting.getByText(/props?$/).textContent())!;
    await lighting.getByRole('link').click();
    await expect(page).toHaveURL(/\/categories\/lighting$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lighting');
    await expect(page.getByRole('region', { name: 'Results' }).getByRole('status')).toHaveText(props);
    const filters = page.getByRole('search', { name: 'Catalogue' });
    await expect(filters.getByRole('group', { name: 'Category' })).toHaveCount(0);
    await filters
      .getByRole('group', { name: 'Purchase Type' })
      .getByRole('checkbox', { name: /^Weekly Rental/ })
      .check();
    await expect(page).toHaveURL(/\/categories\/lighting\?Purchase\+Type=Weekly\+Rental$/);
  });

  test('sitemap.xml lists every item and category; robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap.match(/<loc>[^<]*\/items\/prop-\d{6}<\/loc>/g)).toHaveLength(300);
    expect(sitemap.match(/<loc>[^<]*\/categories\/[a-z-]+<\/loc>/g)).toHaveLength(10);
    expect(sitemap).toContain('/catalog?Purchase+Type=Free</loc>');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
  });

  test('each catalogue search has a stable canonical URL and its own description', async ({ page }) => {
    await page.goto('/catalog?Color=Blue&Purchase+Type=Free&page=1');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/catalog\?Purchase\+Type=Free&Color=Blue$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Free Props at /);
  });
});
