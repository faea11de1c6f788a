import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './admin-account';
import { expect, logIn, test } from './auth-fixtures';

// One admin log-in (full-strength hashing), then every staff page loaded and analysed.
test.describe.configure({ timeout: 300_000 });

const PAGES = [
  ['Today', '/staff', 'Today'],
  ['Holds', '/staff/holds', /Hold requests/],
  ['Calendar', '/staff/calendar', /calendar/i],
  ['Counter', '/staff/check-in', 'Check out and check in'],
  ['Pull sheet', '/staff/pull-sheet', 'Pull sheet'],
  ['Items', '/staff/items', /Items/],
  ['Categories', '/staff/categories', /Categories/],
  ['Customers', '/staff/customers', /Customers/],
  ['Invoices', '/staff/invoices', 'Invoices'],
  ['Approvals', '/staff/approvals', 'Customers awaiting approval'],
  ['Inbox', '/staff/inbox', 'Contact inbox'],
  ['Reports', '/staff/reports', 'Reports'],
  ['Users', '/staff/users', 'Accounts'],
] as const;

const staffNav = (page: Page) => page.getByRole('navigation', { name: 'Staff' });
const navLink = (page: Page, label: string) => staffNav(page).getByRole('link', { name: new RegExp(`^${label}\\b`) });

test.describe('issue 25 §1: the staff shell', () => {
  test('issue 25 §1: at 1280 px every staff page is one click from every other, the current one marked, without the public header and footer, and axe finds nothing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/auth/login?redirectTo=%2Fstaff');
    await expect(page).toHaveURL(/\/staff$/);
    for (const [from] of PAGES) {
      await navLink(page, from).click();
      for (const [label, path] of PAGES) {
        // Each link is on this page's navigation: one click to any other.
        await expect(navLink(page, label)).toHaveAttribute('href', path);
      }
      const [, path, heading] = PAGES.find(([label]) => label === from)!;
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(navLink(page, from)).toHaveAttribute('aria-current', 'page');
      await expect(staffNav(page).locator('[aria-current="page"]')).toHaveCount(1);
      // The staff area wears its own shell: the public header's search and the footer are not here.
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByText('Signed in as')).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
      expect
        .soft(
          violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
          `axe on ${path}`,
        )
        .toEqual([]);
    }
    // The public site is a link away, and wears its own header again.
    await page.getByRole('link', { name: 'Public site' }).click();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('issue 25 §1: at 375 px the navigation folds into "Staff menu"', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/auth/login?redirectTo=%2Fstaff');
    const menu = staffNav(page).getByRole('button', { name: 'Staff menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(navLink(page, 'Reports')).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await navLink(page, 'Reports').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
});
