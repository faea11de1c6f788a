import { test, expect } from './fixtures';
import { PAGES } from './routes';
import { tenant } from './tenant';

for (const { path, heading, title } of PAGES) {
  test(`spec §2 screens: ${path} renders the level-1 heading "${heading}" and the tenant's title, description and favicon, without analytics`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(title);

    // <meta>, <link> and <script> in the document head have no role: CSS selectors are the only way to reach them.
    const description = page.locator('meta[name="description"]');
    if (path === '/') await expect(description).toHaveAttribute('content', tenant.metaDescription);
    else await expect(description).toHaveAttribute('content', /\S/);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', tenant.faviconUrl);
    // Spec §1: the analytics tracking id is empty, so analytics is off.
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);

    // Hydrated without errors: the Menu only opens once React has hydrated the page, and a hydration
    // mismatch or a failed resource would have been logged by then.
    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(errors).toEqual([]);
  });
}
