import type { Page } from '@playwright/test';
import { E2E_CUSTOMER } from './admin-account';
import { accountNav, expect, logIn, test } from './auth-fixtures';

// Log-ins hash at full strength (decision 66).
test.describe.configure({ timeout: 90_000 });

const menuButton = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });

test.describe('issue 14 §6: guest and account polish', () => {
  test('a guest sees that they are a guest in the header, with “Sign up to keep your lists”; a visitor does not', async ({ page }) => {
    await page.goto('/');
    await expect(accountNav(page).getByText('Guest', { exact: true })).toHaveCount(0);
    await expect(accountNav(page).getByRole('link', { name: 'Sign up', exact: true })).toBeVisible();
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Continue as a guest' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountNav(page).getByText('Guest', { exact: true })).toBeVisible();
    await expect(accountNav(page).getByRole('link', { name: 'Sign up to keep your lists' })).toHaveAttribute('href', '/auth/signup');
    // On a phone the words are read out, not shown, and no account link is cut off.
    await page.setViewportSize({ width: 375, height: 667 });
    await expect(accountNav(page).getByRole('link', { name: 'Sign up to keep your lists' })).toHaveText('Sign up to keep your lists');
    for (const link of await accountNav(page).getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
  });

  test('the account page’s phone field is filled from the profile', async ({ page }) => {
    await logIn(page, E2E_CUSTOMER.email, E2E_CUSTOMER.password);
    await expect(accountNav(page).getByRole('link', { name: 'Account' })).toBeVisible();
    await page.goto('/onboarding/profile');
    await page.getByLabel('Phone', { exact: true }).fill('+1 818 555 0142');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
    await page.goto('/account');
    await expect(page.getByLabel('Mobile phone')).toHaveValue('+1 818 555 0142');
  });

  test('the Menu closes when focus leaves it', async ({ page }) => {
    await page.goto('/');
    const menu = menuButton(page);
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const list = (await menu.getAttribute('aria-controls'))!;
    const focusInMenu = () => page.evaluate((id) => document.getElementById(id)!.contains(document.activeElement), list);
    await page.keyboard.press('Tab');
    expect(await focusInMenu()).toBe(true);
    for (let step = 0; step < 10 && (await focusInMenu()); step += 1) await page.keyboard.press('Tab');
    expect(await focusInMenu()).toBe(false);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px the onboarding “Email me about” boxes sit level with their labels, and a short page keeps the footer at the bottom`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await logIn(page, E2E_CUSTOMER.email, E2E_CUSTOMER.password);
      await expect(accountNav(page).getByRole('link', { name: 'Account' })).toBeVisible();
      await page.goto('/onboarding/profile');
      const topics = page.getByRole('group', { name: 'Email me about' }).getByRole('checkbox');
      expect(await topics.count()).toBeGreaterThan(0);
      for (const box of await topics.all()) {
        const id = await box.getAttribute('id');
        const [boxAt, labelAt] = [await box.boundingBox(), await page.locator(`label[for="${id}"]`).boundingBox()];
        expect(boxAt!.width).toBeLessThan(30);
        expect(Math.abs(boxAt!.y + boxAt!.height / 2 - (labelAt!.y + labelAt!.height / 2))).toBeLessThan(4);
        expect(labelAt!.x).toBeGreaterThan(boxAt!.x + boxAt!.width);
        expect(labelAt!.x - (boxAt!.x + boxAt!.width)).toBeLessThan(16);
      }
      await page.goto('/no-such-page');
      const footer = await page.getByRole('contentinfo').boundingBox();
      expect(footer!.y + footer!.height).toBeGreaterThanOrEqual(899);
    });
  }

  for (const width of [375, 1280]) {
    test(`at ${width} px the catalogue search's placeholder is not cut off`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/catalog');
      // On a phone the search sits in the filters' drawer.
      if (width < 900) await page.getByRole('button', { name: /^Filters/ }).click();
      const search = page.getByRole('searchbox', { name: 'Search the catalogue' });
      await expect(search).toBeVisible();
      const room = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const inside = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: context.measureText(input.placeholder).width, inside };
      });
      expect(room.text).toBeLessThanOrEqual(room.inside);
    });
  }

  test('the 404 page has its own title', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle(/^Page not found \|/);
  });
});
