import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { E2E_CUSTOMER } from './admin-account';
import { accountNav, expect, logIn, test } from './auth-fixtures';
import { PAGES } from './routes';
import { openSetListChooser, setListNotice } from './hydrated';

/**
 * Issue 14 §7: axe-core finds no violation on any page, signed out and signed in, on a phone and on
 * a laptop. It complements the keyboard tests; it does not replace them.
 */
const SIGNED_OUT = [
  ...PAGES.map((page) => page.path),
  '/items/prop-000001',
  '/categories/lighting',
  '/auth/login',
  '/auth/signup',
  '/auth/forgot-password',
  '/auth/reset-password?token=abc',
  '/no-such-page',
];
/**
 * A shared page is the same markup for everyone (decision 126): signed in, what differs is the
 * header's account links and the hearts, seen on the home and an item page, and the person's own pages.
 */
const SIGNED_IN = ['/', '/items/prop-000001', '/account', '/favourites', '/set-lists', '/holds'];
const WIDTHS = [
  { name: 'phone', width: 375, height: 667 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

// A dozen pages a test, each loaded and analysed: minutes on a busy machine.
test.describe.configure({ timeout: 300_000 });

async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const found = violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect.soft(found, `axe on ${path} at ${page.viewportSize()?.width} px`).toEqual([]);
}

for (const size of WIDTHS) {
  test(`issue 14 §7: signed out, on a ${size.name} (${size.width} px), axe finds nothing on any page`, async ({ page }) => {
    await page.setViewportSize(size);
    for (const path of SIGNED_OUT) await expectNoViolations(page, path);
  });

  test(`issue 14 §7: signed in, on a ${size.name} (${size.width} px), axe finds nothing on any page, a set list included`, async ({ page }) => {
    await page.setViewportSize(size);
    const list = `Axe check ${size.width} ${Date.now()}`;
    await logIn(page, E2E_CUSTOMER.email, E2E_CUSTOMER.password);
    await expect(accountNav(page).getByRole('link', { name: 'Set lists' })).toBeAttached();
    for (const path of SIGNED_IN) await expectNoViolations(page, path);
    await page.goto('/items/prop-000002');
    await openSetListChooser(page.getByRole('group', { name: 'Keep this prop' }));
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'New set list' }).check();
    await dialog.getByLabel('Name of the new set list').fill(list);
    await dialog.getByRole('button', { name: 'Add to set list' }).click();
    await expect(setListNotice(page).getByRole('status')).toBeVisible();
    await page.goto('/set-lists');
    await page.getByRole('link', { name: list }).click();
    await expectNoViolations(page, page.url());
  });
}
