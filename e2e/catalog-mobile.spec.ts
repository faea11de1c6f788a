import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Issue 14 §3: on a phone the results come first, the filters wait in a drawer.
const PHONE = { width: 375, height: 667 };

const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const cards = (page: Page) => results(page).getByRole('article');
const count = (page: Page) => results(page).getByRole('status');
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters( \(\d+\))?$/ });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Filters' });
const colour = (page: Page, name: string) =>
  page
    .getByRole('search', { name: 'Catalogue' })
    .getByRole('group', { name: 'Color' })
    .getByRole('checkbox', { name: new RegExp(`^${name} \\(`) });
const chips = (page: Page) => page.getByRole('navigation', { name: 'Active filters' });

/** The first card's top lies inside the first screen, without scrolling. */
async function expectFirstCardOnFirstScreen(page: Page) {
  await expect(cards(page).first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await cards(page).first().boundingBox())!;
  expect(box.y).toBeLessThan(PHONE.height - 120);
}

test.describe('issue 14 §3 the catalogue on a phone', () => {
  test.use({ viewport: PHONE });

  test('issue 14 §3: the first prop card is on the first screen at 375x667, with or without filters chosen', async ({ page }) => {
    await page.goto('/catalog');
    await expectFirstCardOnFirstScreen(page);
    // The filters wait behind the button: no checkbox is on the page until it opens.
    await expect(page.getByRole('search', { name: 'Catalogue' })).toBeHidden();

    await page.goto('/catalog?Purchase+Type=Weekly+Rental&Color=Red');
    await expect(chips(page).getByRole('link', { name: /^Remove / })).toHaveCount(2);
    await expectFirstCardOnFirstScreen(page);
  });

  test('issue 14 §3: the Filters button shows how many filters are chosen, and says which drawer it opens', async ({ page }) => {
    await page.goto('/catalog');
    await expect(filtersButton(page)).toHaveText('Filters');
    await page.goto('/catalog?Purchase+Type=Weekly+Rental&Color=Red&Color=Blue');
    const button = filtersButton(page);
    await expect(button).toHaveText('Filters (3)');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', 'catalog-filters');
  });

  test('issue 14 §3: open the drawer, tap a colour, "Show N props" closes it on the updated results', async ({ page }) => {
    await page.goto('/catalog');
    await expect(count(page)).toHaveText('279 props');
    await filtersButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByRole('heading', { name: 'Filters' })).toBeVisible();
    await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'true');

    const red = colour(page, 'Red');
    const redCount = Number((await red.evaluate((input) => input.closest('label')!.textContent!)).match(/\(([\d,]+)\)/)![1]!.replace(/,/g, ''));
    await red.check();
    await expect(page).toHaveURL(/\/catalog\?Color=Red$/);
    // Still open, for another choice; the button at its foot says what closing it shows.
    const show = drawer(page).getByRole('button', { name: `Show ${redCount} props` });
    await show.click();

    await expect(drawer(page)).toBeHidden();
    await expect(filtersButton(page)).toBeFocused();
    await expect(filtersButton(page)).toHaveText('Filters (1)');
    await expect(count(page)).toHaveText(`${redCount} props`);
    await expect(chips(page).getByRole('link', { name: 'Remove Color: Red' })).toBeVisible();
    await expect(cards(page).first()).toBeInViewport();
  });

  test('issue 14 §3: a chip removes its filter', async ({ page }) => {
    await page.goto('/catalog?Color=Red&Color=Blue');
    await expect(filtersButton(page)).toHaveText('Filters (2)');
    await chips(page).getByRole('link', { name: 'Remove Color: Red' }).click();
    await expect(page).toHaveURL(/\/catalog\?Color=Blue$/);
    await expect(filtersButton(page)).toHaveText('Filters (1)');
    await expect(chips(page).getByRole('link', { name: /^Remove / })).toHaveCount(1);
  });

  test('issue 14 §3: Escape closes the drawer and focus returns to the button; Tab stays inside while open', async ({ page }) => {
    await page.goto('/catalog');
    await filtersButton(page).click();
    await expect(drawer(page).getByRole('heading', { name: 'Filters' })).toBeFocused();
    // Backwards from the top goes round to the last control, never out to the page behind.
    await page.keyboard.press('Shift+Tab');
    await expect(drawer(page).getByRole('button', { name: 'Show 279 props' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(drawer(page).getByRole('button', { name: 'Close filters' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(filtersButton(page)).toBeFocused();
    await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('issue 14 §3: at desktop width the filters stay a sidebar beside the results, with no Filters button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/catalog');
    await expect(colour(page, 'Red')).toBeVisible();
    await expect(filtersButton(page)).toBeHidden();
    const sidebar = (await page.getByRole('search', { name: 'Catalogue' }).boundingBox())!;
    const list = (await results(page).boundingBox())!;
    expect(sidebar.x + sidebar.width).toBeLessThanOrEqual(list.x);
  });
});

test.describe('issue 14 §3 the catalogue on a phone without JavaScript', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test('issue 14 §3: the Filters link opens the filters, Apply filters applies them, and the results come first again', async ({ page }) => {
    await page.goto('/catalog');
    await expectFirstCardOnFirstScreen(page);
    await page.getByRole('link', { name: 'Filters' }).click();
    await expect(page).toHaveURL(/#catalog-filters$/);
    await expect(page.getByRole('heading', { name: 'Filters' })).toBeVisible();
    await colour(page, 'Red').check();
    await page.getByRole('button', { name: 'Apply filters' }).click();

    // A plain GET form: every field is in the URL, the empty ones too.
    await expect(page).toHaveURL(/\/catalog\?.*Color=Red$/);
    await expect(page.getByRole('search', { name: 'Catalogue' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Filters (1)' })).toBeVisible();
    await expect(chips(page).getByRole('link', { name: 'Remove Color: Red' })).toBeVisible();
    await expectFirstCardOnFirstScreen(page);

    // The close link leaves the filters without applying anything.
    await page.getByRole('link', { name: 'Filters (1)' }).click();
    await page.getByRole('link', { name: 'Close filters' }).click();
    await expect(page.getByRole('search', { name: 'Catalogue' })).toBeHidden();
  });
});
