import type { Page } from '@playwright/test';
import { expect, test } from './auth-fixtures';
import { day } from './confirmed-order';

// Issue 39 §2: dates first on every screen size.

/** "Dec 1", as the storefront writes a day (en-US, the demo's locale). */
const short = (isoDay: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${isoDay}T00:00:00Z`));
const header = (page: Page) => page.getByRole('banner');
const headerDates = (page: Page) => header(page).getByRole('button', { name: /^Rental dates: / });
const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const resultsHeading = (page: Page) => results(page).getByRole('heading', { name: 'Results', level: 2 });

/** Each element of the header's bar, as the rows they sit in: tops within a few pixels of each other share a row. */
async function headerRows(page: Page): Promise<number> {
  return header(page).evaluate((banner) => {
    const bar = banner.firstElementChild!;
    const tops = [...bar.children]
      .map((child) => child.getBoundingClientRect())
      .filter((box) => box.height > 0)
      .map((box) => Math.round(box.top));
    return tops.sort((a, b) => a - b).filter((top, index, all) => index === 0 || top - all[index - 1]! > 8).length;
  });
}

test.describe('issue 39 §2 on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('issue 39 §2: "When do you need them?" is in the first screen of the home page and the catalogue, and in the header', async ({ page }) => {
    await page.goto('/');
    const home = page.getByRole('form', { name: 'When do you need them?' });
    await expect(home).toBeInViewport({ ratio: 1 });
    await expect(headerDates(page)).toBeInViewport({ ratio: 1 });
    await expect(headerDates(page)).toHaveAccessibleName('Rental dates: none chosen');
    await page.screenshot({ path: test.info().outputPath('home-375.png') });

    const from = day(120);
    const to = day(126);
    await home.getByLabel('Pick-up day').fill(from);
    await home.getByLabel('Return day').fill(to);
    await home.getByRole('button', { name: 'See what’s free' }).click();
    await expect(page).toHaveURL(new RegExp(`/catalog\\?Purchase\\+Type=Weekly\\+Rental&from=${from}&to=${to}$`));
    await expect(headerDates(page)).toHaveAccessibleName(`Rental dates: ${short(from)} – ${short(to)}`);
    // The chip says what it is: the days the cards answer for.
    const sameMonth = from.slice(0, 7) === to.slice(0, 7);
    const chip = sameMonth ? `Dates ${short(from)}–${Number(to.slice(8))}` : `Dates ${short(from)} – ${short(to)}`;
    await expect(
      page.getByRole('navigation', { name: 'Active filters' }).getByRole('button', { name: `Remove Dates ${short(from)} – ${short(to)}` }),
    ).toHaveText(`${chip} ×`);
    // "Only what's free" is the first filter offered with the days.
    const period = page.getByRole('form', { name: 'Rental dates' });
    await expect(period.getByRole('switch', { name: 'Only what’s free' })).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('catalog-375-dates.png') });

    await page.context().clearCookies();
    await page.goto('/catalog');
    await expect(page.getByRole('form', { name: 'Rental dates' }).getByText('When do you need them?')).toBeInViewport();
  });

  test('issue 39 §2: with dates chosen the header grows no row, and the search keeps its width', async ({ page }) => {
    await page.goto('/catalog');
    const before = (await header(page).boundingBox())!.height;
    const field = header(page)
      .getByRole('combobox', { name: 'Search props' })
      .or(header(page).getByRole('searchbox', { name: 'Search props' }));
    const fieldBefore = (await field.boundingBox())!.width;
    await page.goto(`/catalog?from=${day(130)}&to=${day(137)}`);
    await expect(headerDates(page)).toHaveAccessibleName(/^Rental dates: \w{3} \d/);
    expect((await header(page).boundingBox())!.height).toBe(before);
    expect((await field.boundingBox())!.width).toBeGreaterThanOrEqual(fieldBefore - 1);
    // "Search props" whole, not cut to "Search p…": the placeholder's drawn width within the field's room.
    const placeholderFits = await field.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const pen = document.createElement('canvas').getContext('2d')!;
      pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return pen.measureText(input.placeholder).width <= input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    });
    expect(placeholderFits).toBe(true);
    await page.screenshot({ path: test.info().outputPath('header-375-dates.png') });
  });

  test('issue 39 §2: after "Apply dates" focus is on the results’ heading; "Skip to results" lands on the first card', async ({ page }) => {
    await page.goto('/catalog?Purchase+Type=Weekly+Rental');
    await headerDates(page).click();
    const form = page.getByRole('form', { name: 'Your rental dates' });
    await expect(form.getByText('When do you need them?')).toBeVisible();
    await form.getByLabel('Pick-up day').fill(day(140));
    await form.getByLabel('Return day').fill(day(143));
    await form.getByRole('button', { name: 'Apply dates' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${day(140)}`));
    await expect(resultsHeading(page)).toBeFocused();
  });
});

test.describe('issue 39 §2 on a laptop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('issue 39 §2: with dates chosen the header stays one row', async ({ page }) => {
    await page.goto(`/catalog?from=${day(150)}&to=${day(156)}`);
    await expect(headerDates(page)).toHaveAccessibleName(/^Rental dates: \w{3} \d/);
    await expect.poll(() => headerRows(page)).toBe(1);
    await page.screenshot({ path: test.info().outputPath('header-1280-dates.png') });
  });

  test('issue 39 §2: after "Check" on the catalogue focus is on the results’ heading', async ({ page }) => {
    await page.goto('/catalog?Purchase+Type=Weekly+Rental');
    const form = page.getByRole('form', { name: 'Rental dates' });
    await form.getByLabel('Pick-up day').fill(day(160));
    await form.getByLabel('Return day').fill(day(162));
    await form.getByRole('button', { name: 'Check' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${day(160)}`));
    await expect(resultsHeading(page)).toBeFocused();
  });
});
