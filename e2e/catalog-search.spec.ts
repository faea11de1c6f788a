import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const cards = (page: Page) => results(page).getByRole('article');
const count = (page: Page) => results(page).getByRole('status');
const titles = async (page: Page) => cards(page).getByRole('heading').allTextContents();
const filters = (page: Page) => page.getByRole('search', { name: 'Catalogue' });
const option = (page: Page, group: string, name: string | RegExp) => filters(page).getByRole('group', { name: group }).getByRole('checkbox', { name });
const total = async (page: Page) => Number((await count(page).textContent())!.replace(/[^\d]/g, ''));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A facet option's count, as the filter bar shows it: "Red (12)". */
async function optionCount(page: Page, group: string, name: string): Promise<number> {
  const label = await option(page, group, new RegExp(`^${escape(name)} \\(`)).evaluate((input) => input.closest('label')!.textContent!);
  return Number(label.match(/\(([\d,]+)\)\s*$/)![1]!.replace(/,/g, ''));
}

test.describe('§3 Catalogue search in the browser', () => {
  test('§2 Free Props and Rentals from the Menu show only items of that purchase type', async ({ page }) => {
    await page.goto('/');
    for (const [link, heading] of [
      ['Free Props', 'Free Props'],
      ['Rentals', 'Rentals'],
    ] as const) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation').getByRole('link', { name: link }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(cards(page).first()).toBeVisible();
      const free = link === 'Free Props';
      await expect(option(page, 'Purchase Type', free ? /^Free/ : /^Weekly Rental/)).toBeChecked();
      const shown = await cards(page).count();
      // The "Free" badge is on every free card and on no rental.
      await expect(cards(page).filter({ has: page.getByText('Free', { exact: true }) })).toHaveCount(free ? shown : 0);
    }
  });

  test('choosing colours and rooms updates results, counts and URL', async ({ page }) => {
    await page.goto('/catalog');
    const everything = await total(page);

    await option(page, 'Color', /^Red \(/).check();
    await expect(page).toHaveURL(/\/catalog\?Color=Red$/);
    await expect(count(page)).not.toHaveText(`${everything} props`);
    const red = await total(page);
    // Within one facet values combine with OR, counted as if the facet were not applied: Red's count is the result count.
    expect(await optionCount(page, 'Color', 'Red')).toBe(red);

    await option(page, 'Color', /^Blue \(/).check();
    await expect(page).toHaveURL(/\/catalog\?Color=Red&Color=Blue$/);
    await expect.poll(() => total(page)).toBeGreaterThan(red);
    const redOrBlue = await total(page);

    const room = filters(page).getByRole('group', { name: 'Rooms' }).getByRole('checkbox').first();
    const roomName = (await room.getAttribute('value'))!;
    const roomCount = await optionCount(page, 'Rooms', roomName);
    await room.check();
    await expect(page).toHaveURL(new RegExp(`Rooms=${encodeURIComponent(roomName).replace(/%20/g, '\\+')}&Color=Red&Color=Blue$`));
    // Different facets combine with AND: the room's count among red or blue props is the new result count.
    await expect(count(page)).toHaveText(roomCount === 1 ? '1 prop' : `${roomCount} props`);
    expect(roomCount).toBeLessThanOrEqual(redOrBlue);
    await expect(page.getByRole('navigation', { name: 'Active filters' }).getByRole('link', { name: /^Remove / })).toHaveCount(3);
  });

  test('a copied URL opened in a new page shows the same results, and back restores the previous state', async ({ page, context }) => {
    await page.goto('/catalog?Purchase+Type=Weekly+Rental');
    await option(page, 'Color', /^Green \(/).check();
    await expect(page).toHaveURL(/Color=Green/);
    const greenTitles = await titles(page);

    await option(page, 'Materials', /./).first().check();
    await expect(page).toHaveURL(/Materials=/);
    const narrowed = await titles(page);
    const copied = page.url();

    const other = await context.newPage();
    await other.goto(copied);
    expect(await titles(other)).toEqual(narrowed);
    await expect(option(other, 'Color', /^Green \(/)).toBeChecked();

    await page.goBack();
    await expect(page).toHaveURL(/\?Purchase\+Type=Weekly\+Rental&Color=Green$/);
    await expect.poll(() => titles(page)).toEqual(greenTitles);
    await expect(option(page, 'Materials', /./).first()).not.toBeChecked();
  });

  test('searching as you type finds props by prefix, and the URL keeps the text', async ({ page }) => {
    await page.goto('/catalog');
    await page.getByRole('searchbox', { name: 'Search the catalogue' }).pressSequentially('chandel');
    await expect(page).toHaveURL(/\?q=chandel$/);
    await expect(cards(page).first()).toBeVisible();
    for (const title of await titles(page)) expect(title).toContain('Chandelier');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
  });

  test('load more appends the next props without losing the scroll position', async ({ page }) => {
    await page.goto('/catalog');
    await expect(cards(page)).toHaveCount(24);
    const more = page.getByRole('button', { name: 'Load more props' });
    await more.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    const lastBefore = await cards(page).last().getByRole('heading').textContent();
    await more.click();
    await expect(cards(page)).toHaveCount(48);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(4);
    await expect(cards(page).nth(23).getByRole('heading')).toHaveText(lastBefore!);
    // Focus moves to the first new prop, for keyboard users.
    await expect(cards(page).nth(24).getByRole('heading').getByRole('link')).toBeFocused();
    await expect(page.getByText('Showing 1–48 of 279')).toBeVisible();
  });

  test('issue 14 §5: Load more keeps the URL in step, so the link opens on the same props, rendered by the server', async ({ page, browser }) => {
    // Two browsers and four renders of the catalogue: up to 28 s on two busy cores.
    test.setTimeout(60_000);
    await page.goto('/catalog?sort=title');
    const total = await count(page).textContent();
    await expect(page.getByText(/^Showing 1–24 of /)).toBeVisible();
    await page.getByRole('button', { name: 'Load more props' }).click();
    await expect(cards(page)).toHaveCount(48);
    await expect(page).toHaveURL(/\/catalog\?sort=title&pages=2$/);
    await expect(page.getByText(`Showing 1–48 of ${total!.replace(' props', '')}`)).toBeVisible();
    const shown = await titles(page);

    // Opened elsewhere with no JavaScript at all: the server itself renders the 48.
    const other = await browser.newContext({ javaScriptEnabled: false });
    const opened = await other.newPage();
    await opened.goto(page.url());
    expect(await titles(opened)).toEqual(shown);
    await expect(opened.getByText(`Showing 1–48 of ${total!.replace(' props', '')}`)).toBeVisible();
    // Its "Load more" goes on from page 3.
    await expect(opened.getByRole('link', { name: 'Load more props' })).toHaveAttribute('href', /page=3$/);
    await other.close();

    // A new choice starts again at one page.
    await option(page, 'Color', /^Red \(/).check();
    await expect(page).toHaveURL(/\/catalog\?Color=Red&sort=title$/);
  });

  test('issue 14 §5: on a slow network the results say they are loading while a filter change is on its way', async ({ page }) => {
    await page.goto('/catalog');
    await expect(cards(page)).toHaveCount(24);
    // The filter's server render (an RSC request) is held until the test has looked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/catalog' && url.searchParams.has('Color'),
      async (route) => {
        if (route.request().headers()['rsc']) await held;
        await route.continue();
      },
    );
    await expect(results(page)).toHaveAttribute('aria-busy', 'false');
    await option(page, 'Color', /^Red \(/).check();
    await expect(results(page)).toHaveAttribute('aria-busy', 'true');
    await expect(results(page).getByText('Loading…')).toBeVisible();
    release();
    await expect(page).toHaveURL(/\?Color=Red$/);
    await expect(results(page)).toHaveAttribute('aria-busy', 'false');
    await expect(results(page).getByText('Loading…')).toBeHidden();
  });

  test('coming back from a prop keeps the props already loaded', async ({ page }) => {
    await page.goto('/catalog');
    await page.getByRole('button', { name: 'Load more props' }).click();
    await expect(cards(page)).toHaveCount(48);
    const picked = cards(page).nth(30).getByRole('heading').getByRole('link');
    const name = (await picked.textContent())!;
    await picked.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page.getByRole('link', { name: 'Back to your search' }).click();
    await expect(cards(page)).toHaveCount(48);
  });

  test('§9 hidePriceFilter: the price filter is absent, and ?Price= is ignored', async ({ page }) => {
    await page.goto('/catalog?Price=Under+%2450');
    await expect(filters(page).getByRole('group', { name: 'Purchase Type' })).toBeVisible();
    await expect(filters(page).getByRole('group', { name: 'Price' })).toHaveCount(0);
    await expect(filters(page).getByText('Under $50')).toHaveCount(0);
    await expect(count(page)).toHaveText('279 props');
    await expect(page.getByRole('combobox', { name: 'Sort by' }).getByRole('option', { name: /price/i })).toHaveCount(0);
  });

  test('§9 colour values: the Color filter lists the tenant colours with swatches', async ({ page }) => {
    await page.goto('/catalog');
    const colors = filters(page).getByRole('group', { name: 'Color' });
    await expect(colors.getByRole('checkbox', { name: /^Black And White \(/ })).toBeVisible();
    expect(await colors.locator('[aria-hidden="true"]').count()).toBeGreaterThan(5);
  });
});

test.describe('§3 Catalogue search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filters apply with the Apply button, and Load more is a link to the next page', async ({ page }) => {
    await page.goto('/catalog?Purchase+Type=Weekly+Rental');
    await option(page, 'Color', /^Red \(/).check();
    await option(page, 'Color', /^Blue \(/).check();
    await filters(page).getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/Purchase\+Type=Weekly\+Rental/);
    await expect(page).toHaveURL(/Color=Red&Color=Blue/);
    await expect(page.getByRole('navigation', { name: 'Active filters' }).getByRole('link', { name: /^Remove / })).toHaveCount(3);

    await page.goto('/catalog');
    const first = await titles(page);
    await page.getByRole('link', { name: 'Load more props' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    const second = await titles(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((title, index) => title !== first[index])).toBe(true);
    await expect(page.getByRole('link', { name: 'Previous page' })).toBeVisible();
  });

  test('searching by text works as a plain form', async ({ page }) => {
    await page.goto('/catalog');
    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('typewriter');
    await filters(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=typewriter/);
    for (const title of await titles(page)) expect(title).toContain('Typewriter');
  });
});
