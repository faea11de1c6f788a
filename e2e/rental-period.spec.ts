import type { Page } from '@playwright/test';
import { E2E_STAFF } from './admin-account';
import { expect, logIn, test } from './auth-fixtures';
import { day } from './confirmed-order';

// Issue 28 §4: one rental period, chosen once, follows the person; props stay listed with their state.
// A staff log-in (full-strength hashing) in one test: slower than page tests.
test.describe.configure({ timeout: 120_000 });

const SIZES = [
  { name: 'phone', width: 375, height: 667 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

/** "Dec 1", as the storefront writes a day (en-US, the demo's locale). */
const short = (isoDay: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${isoDay}T00:00:00Z`));
const words = (from: string, to: string) => `${short(from)} – ${short(to)}`;
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const header = (page: Page) => page.getByRole('banner');
const headerDates = (page: Page) => header(page).getByRole('button', { name: /^Rental dates: / });
const catalogueDates = (page: Page) => page.getByRole('form', { name: 'Rental dates' });
const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const chips = (page: Page) => page.getByRole('navigation', { name: 'Active filters' });

/** With no period the header's button says so, on every screen size (issue 39 §2). */
async function expectNoneChosen(page: Page, _width: number) {
  await expect(headerDates(page)).toHaveAccessibleName('Rental dates: none chosen');
}

/** Chooses the days in the catalogue's own form, above the results. */
async function chooseOnCatalogue(page: Page, from: string, to: string) {
  const form = catalogueDates(page);
  await form.getByLabel('Pick-up day').fill(from);
  await form.getByLabel('Return day').fill(to);
  await form.getByRole('button', { name: 'Check' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
}

for (const [index, size] of SIZES.entries()) {
  test.describe(`issue 28 §4 the rental period on a ${size.name} (${size.width} px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`issue 28 §4: a period chosen once on the catalogue shows in the header, on an item page and on a new set list (${size.width} px)`, async ({
      page,
    }) => {
      const from = day(50 + index);
      const to = day(57 + index);
      await page.goto('/catalog?Purchase+Type=Weekly+Rental');
      // Asked near the top, never required: the list is there before any date.
      await expect(catalogueDates(page)).toBeInViewport();
      await expect(results(page).getByRole('article').first()).toBeVisible();
      await expectNoneChosen(page, size.width);

      await chooseOnCatalogue(page, from, to);
      await expect(chips(page).getByRole('button', { name: `Remove Dates ${words(from, to)}` })).toBeVisible();
      await expect(headerDates(page)).toHaveAccessibleName(`Rental dates: ${words(from, to)}`);
      await expect(headerDates(page)).toBeInViewport();
      // Every rental card says what it is on those days.
      await expect(results(page).getByRole('article').first()).toContainText(
        /\d+ of \d+ available|Available|On hold until|Back |Not available in the next six months/,
      );

      // An item opened from the list answers for the same days, without asking again.
      const card = results(page).getByRole('article').first();
      const title = (await card.getByRole('heading').innerText()).trim();
      await card.getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const check = page.getByRole('region', { name: 'Check your dates' });
      await expect(check.getByLabel('Pick-up day')).toHaveValue(from);
      await expect(check.getByLabel('Return day')).toHaveValue(to);
      await expect(check.getByRole('status')).toHaveText(new RegExp(`available ${literally(words(from, to))}|None free ${literally(words(from, to))}`));
      await expect(headerDates(page)).toHaveAccessibleName(`Rental dates: ${words(from, to)}`);

      // A page with no days in its address keeps them: the person's session carries them.
      await page.goto('/catalog?Color=Red');
      await expect(chips(page).getByRole('button', { name: `Remove Dates ${words(from, to)}` })).toBeVisible();

      // A new set list starts with them.
      await page.goto('/set-lists');
      await page.getByLabel('Name', { exact: true }).fill(`Dates first — ${size.name}`);
      await page.getByRole('button', { name: 'New set list' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Dates first — ${size.name}` })).toBeVisible();
      const days = page.getByRole('region', { name: 'Rental days' });
      await expect(days.getByLabel('Pick-up day')).toHaveValue(from);
      await expect(days.getByLabel('Return day')).toHaveValue(to);
      await expect(headerDates(page)).toHaveAccessibleName(`Rental dates: ${words(from, to)}`);
    });

    test(`issue 28 §4: a taken prop stays listed with its next free day, and "Only what’s free" leaves it out (${size.width} px)`, async ({
      page,
      browser,
    }) => {
      // A prop far down the rentals, its own for this size, blocked whole by staff for days no other test uses.
      const first = day(300 + index * 20);
      const last = day(306 + index * 20);
      // Rentals 193 to 240, two pages of 24 from the ninth.
      await page.goto('/catalog?Purchase+Type=Weekly+Rental&page=9&pages=2');
      const card = results(page)
        .getByRole('article')
        .filter({ hasText: /\d+ available/ })
        .nth(index);
      const title = (await card.getByRole('heading').innerText()).trim();
      const quantity = Number(/(\d+) available/.exec(await card.innerText())![1]);
      const href = (await card.getByRole('link', { name: title }).getAttribute('href'))!;

      const staffContext = await browser.newContext();
      const staff = await staffContext.newPage();
      await logIn(staff, E2E_STAFF.email, E2E_STAFF.password, `/auth/login?redirectTo=${encodeURIComponent(`/staff/calendar/${href.split('/').pop()}`)}`);
      const add = staff.getByRole('region', { name: 'Add a block' });
      await add.getByLabel('Units').fill(String(quantity));
      await add.getByLabel('First day').fill(first);
      await add.getByLabel('Last day').fill(last);
      await add.getByRole('button', { name: 'Add block' }).click();
      await expect(add.getByRole('status')).toHaveText(/^Blocked /);
      await staffContext.close();

      // On those days the prop is still in the list, with the day it is back.
      await page.goto(`/catalog?${new URLSearchParams({ q: title })}`);
      await chooseOnCatalogue(page, first, last);
      const taken = results(page).getByRole('article', { name: title, exact: true });
      await expect(taken).toContainText(`Back ${short(day(307 + index * 20))}`);
      // Issue 39 §2: its page says the same.
      await taken.getByRole('link', { name: title }).click();
      await expect(page.getByRole('region', { name: 'Check your dates' }).getByRole('status')).toHaveText(
        `None free ${words(first, last)}. Back ${short(day(307 + index * 20))}.`,
      );
      await page.goBack();

      // "Only what's free" leaves it out, in the address too.
      const onlyFree = catalogueDates(page).getByRole('switch', { name: 'Only what’s free' });
      await onlyFree.check();
      await expect(page).toHaveURL(/available=1/);
      await expect(chips(page).getByRole('link', { name: 'Remove Only what’s free' })).toBeVisible();
      await expect(taken).toHaveCount(0);
      await onlyFree.uncheck();
      await expect(taken).toBeVisible();
    });

    test(`issue 28 §4: a set list refuses a pick-up day in the past, and a return before the pick-up, beside the field (${size.width} px)`, async ({
      page,
    }) => {
      await page.goto('/set-lists');
      await page.getByLabel('Name', { exact: true }).fill(`Past days — ${size.name}`);
      await page.getByRole('button', { name: 'New set list' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Past days — ${size.name}` })).toBeVisible();
      const days = page.getByRole('region', { name: 'Rental days' });
      // Three days back: in the past on the house's calendar whatever the hour here.
      await days.getByLabel('Pick-up day').fill(day(-3));
      await days.getByLabel('Return day').fill(day(4));
      await page.getByRole('button', { name: 'Save list' }).click();
      await expect(days.getByLabel('Pick-up day')).toHaveAccessibleDescription('Choose a pick-up day from today on.');
      await expect(days.getByLabel('Pick-up day')).toHaveAttribute('aria-invalid', 'true');
      await expect(days.getByText('Choose a pick-up day from today on.')).toBeVisible();

      await days.getByLabel('Pick-up day').fill(day(10));
      await days.getByLabel('Return day').fill(day(5));
      await page.getByRole('button', { name: 'Save list' }).click();
      await expect(days.getByLabel('Return day')).toHaveAccessibleDescription(/The return day must be on or after the pick-up day\./);

      await days.getByLabel('Return day').fill(day(17));
      await page.getByRole('button', { name: 'Save list' }).click();
      await expect(page.getByRole('region', { name: 'Weekly quote' })).toContainText(/week/i);
      // Saved, the list's days are the person's period.
      await expect(headerDates(page)).toHaveAccessibleName(`Rental dates: ${words(day(10), day(17))}`);
    });

    test(`issue 28 §4: the header's dates, by keyboard: open, refuse a past day beside it, apply, then clear (${size.width} px)`, async ({ page }) => {
      await page.goto('/');
      await expectNoneChosen(page, size.width);
      // A period from a shared link first: a phone's header shows the button once there is one.
      await page.goto(`/catalog?from=${day(70 + index)}&to=${day(72 + index)}`);
      await page.goto('/');
      const button = headerDates(page);
      await expect(button).toHaveAccessibleName(`Rental dates: ${words(day(70 + index), day(72 + index))}`);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const form = page.getByRole('form', { name: 'Your rental dates' });
      await expect(form).toBeInViewport();
      await page.keyboard.press('Escape');
      await expect(form).toBeHidden();
      await expect(button).toBeFocused();

      await page.keyboard.press('Enter');
      await form.getByLabel('Pick-up day').fill(day(-3));
      await form.getByLabel('Return day').fill(day(2));
      await form.getByRole('button', { name: 'Apply dates' }).click();
      await expect(form.getByLabel('Pick-up day')).toHaveAccessibleDescription('Choose a pick-up day from today on.');

      const from = day(80 + index);
      const to = day(84 + index);
      await form.getByLabel('Pick-up day').fill(from);
      await form.getByLabel('Return day').fill(to);
      await form.getByRole('button', { name: 'Apply dates' }).click();
      await expect(button).toHaveAccessibleName(`Rental dates: ${words(from, to)}`);
      await expect(form).toBeHidden();
      // The home page does not carry days in its address; the catalogue shows them from the session.
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/catalog');
      await expect(chips(page).getByRole('button', { name: `Remove Dates ${words(from, to)}` })).toBeVisible();

      await button.click();
      await form.getByRole('button', { name: 'Clear dates' }).click();
      await expectNoneChosen(page, size.width);
      await expect(chips(page)).toHaveCount(0);
    });
  });
}

test('issue 28 §4: an address with days sets the period for a visitor with no cookie, and such a page is never served from the cache', async ({ page }) => {
  const from = day(90);
  const to = day(95);
  const address = `/catalog?from=${from}&to=${to}`;
  const first = await page.goto(address);
  expect(await first!.headerValue('set-cookie')).toMatch(new RegExp(`rental_period=${from}_${to}; .*SameSite=lax`, 'i'));
  await expect(headerDates(page)).toHaveAccessibleName(`Rental dates: ${words(from, to)}`);
  // Another visitor with no cookie, the same address: rendered for them, never a stored page.
  const other = await page.context().browser()!.newContext();
  const otherPage = await other.newPage();
  const again = await otherPage.goto(address);
  expect(again!.headers()['x-page-cache']).not.toBe('hit');
  expect(await again!.headerValue('set-cookie')).toContain('rental_period=');
  await other.close();
});
