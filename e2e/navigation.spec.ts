import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DESTINATIONS, isAt } from './routes';
import { tenant } from './tenant';

const MENU_LINKS = ['Free Props', 'Rentals', 'How it Works', 'Contact'] as const;
const FOOTER_LINKS = ['Free Props', 'Rentals', 'How it Works', 'About Us', 'Categories'] as const;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page) => mainNav(page).getByRole('button', { name: 'Menu' });

test.describe('header Menu', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('spec §2 navigation: the header Menu starts closed and opens by mouse, holding Free Props, Rentals, How it Works and Contact in that order', async ({
    page,
  }) => {
    const menu = menuButton(page);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link')).toHaveCount(0);

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('link')).toHaveText([...MENU_LINKS]);
    for (const name of MENU_LINKS) await expect(mainNav(page).getByRole('link', { name, exact: true })).toBeVisible();
  });

  test('spec §2 navigation: the header Menu closes on a click outside it', async ({ page }) => {
    const menu = menuButton(page);
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');

    // Its left end: the open list hangs under the Menu, beside the header's search (issue 28 §3).
    await page.getByRole('heading', { level: 1 }).click({ position: { x: 5, y: 5 } });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'Free Props' })).toBeHidden();
  });

  test('spec §2 navigation: the header Menu opens with Enter and Space and closes on Escape, focus back on the button', async ({ page }) => {
    const menu = menuButton(page);
    await menu.focus();

    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('link')).toHaveText([...MENU_LINKS]);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    await page.keyboard.press('Space');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    // Focus moves into the open menu: Escape from a link still closes it and returns focus.
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Free Props' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });

  for (const name of MENU_LINKS) {
    const destination = DESTINATIONS[name];
    test(`spec §2 navigation: the Menu link "${name}" goes to ${destination.path} and the menu closes`, async ({ page }) => {
      const menu = menuButton(page);
      await menu.click();
      await mainNav(page).getByRole('link', { name, exact: true }).click();

      await expect(page).toHaveURL((url) => isAt(url, destination));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(destination.heading);
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(mainNav(page).getByRole('link')).toHaveCount(0);
    });
  }
});

test.describe('footer', () => {
  test('spec §2 navigation: the footer holds Free Props, Rentals, How it Works, About Us and Categories, in that order', async ({ page }) => {
    await page.goto('/');
    const links = page.getByRole('navigation', { name: 'Footer' }).getByRole('link');
    await expect(links).toHaveText([...FOOTER_LINKS]);
  });

  for (const name of FOOTER_LINKS) {
    const destination = DESTINATIONS[name];
    test(`spec §2 navigation: the footer link "${name}" goes to ${destination.path}`, async ({ page }) => {
      // Start somewhere else than the destination, so the click really navigates.
      await page.goto(name === 'Free Props' ? '/contact-us' : '/catalog?Purchase+Type=Free');
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL((url) => isAt(url, destination));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(destination.heading);
    });
  }

  test('spec §1 tenant configuration: the footer shows the vendor address, phone, email, hours and two social links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const { vendor } = tenant;

    await expect(footer.getByRole('heading', { name: vendor.displayName })).toBeVisible();
    await expect(footer).toContainText(vendor.address.line1);
    await expect(footer).toContainText(`${vendor.address.city}, ${vendor.address.state} ${vendor.address.zip}`);
    await expect(footer.getByRole('link', { name: vendor.phone })).toHaveAttribute('href', `tel:${vendor.phone.replace(/[^\d+]/g, '')}`);
    await expect(footer.getByRole('link', { name: vendor.email })).toHaveAttribute('href', `mailto:${vendor.email}`);
    await expect(footer.getByText(vendor.hours)).toBeVisible();

    const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
    await expect(social).toHaveCount(2);
    const facebook = tenant.socialLinks.find((link) => link.network === 'facebook');
    const instagram = tenant.socialLinks.find((link) => link.network === 'instagram');
    await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', facebook!.url);
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', instagram!.url);
  });
});
