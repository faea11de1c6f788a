import type { Page } from '@playwright/test';
import { expect, test } from './auth-fixtures';
import { confirmedOrder } from './confirmed-order';

// One confirmed order made as people make it (sign-up, set list, Hold request, staff confirm), then searched for.
test.describe.configure({ timeout: 300_000 });

const field = (page: Page) => page.getByRole('combobox', { name: 'Search orders, customers, props' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });

/** `/` from the page (not in a field), the text typed, the suggestion found in its group, chosen with the arrows and Enter. */
async function pickWithKeyboard(page: Page, typed: string, group: string, option: string | RegExp) {
  await page.locator('body').click({ position: { x: 1, y: 300 } });
  await page.keyboard.press('/');
  await expect(field(page)).toBeFocused();
  await page.keyboard.type(typed);
  const found = suggestions(page).getByRole('group', { name: group }).getByRole('option', { name: option });
  await expect(found).toBeVisible();
  await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
  // Down until the option is the chosen one (other groups may come first).
  for (let step = 0; step < 12 && (await found.getAttribute('aria-selected')) !== 'true'; step++) await page.keyboard.press('ArrowDown');
  await expect(found).toHaveAttribute('aria-selected', 'true');
  await expect(field(page)).toHaveAttribute('aria-activedescendant', (await found.getAttribute('id'))!);
}

test('issue 38 §1: the staff shell’s search at 1280 and 375 px: `/` focuses it, an order number and a customer’s name are suggested, chosen with the keyboard, and open their pages', async ({
  page,
  browser,
}) => {
  const email = `search.${Date.now()}@e2e.example.com`;
  const name = email.split('@')[0]!;
  // A customer is named by what they gave at sign-up; their email is in the suggestion beside it.
  const byEmail = new RegExp(email.replace(/[.+]/g, (sign) => `\\${sign}`));
  const { orderNumber, staff, close } = await confirmedOrder(page, browser, email, { listName: 'Search', pickUpInDays: 130, days: 3, cardFromEnd: 14 });
  try {
    for (const width of [1280, 375]) {
      await staff.setViewportSize({ width, height: width === 375 ? 740 : 800 });
      await staff.goto('/staff');
      await pickWithKeyboard(staff, orderNumber, 'Orders', new RegExp(`^${orderNumber}`));
      await staff.screenshot({ path: `test-results/staff-search-${width}.png` });
      await staff.keyboard.press('Enter');
      await expect(staff).toHaveURL(/\/staff\/holds\?request=/);
      await expect(staff.getByRole('listitem').filter({ hasText: email }).first()).toBeVisible();

      await pickWithKeyboard(staff, name, 'Customers', byEmail);
      await staff.keyboard.press('Enter');
      await expect(staff).toHaveURL(/\/staff\/customers\/[^/?]+$/);
      await expect(staff.getByText(email).first()).toBeVisible();
    }

    // Escape closes the list; `/` typed in a field is a letter, not the shortcut.
    await staff.goto('/staff/customers');
    await field(staff).fill(orderNumber);
    await expect(suggestions(staff)).toBeVisible();
    await staff.keyboard.press('Escape');
    await expect(suggestions(staff)).toBeHidden();
    await expect(field(staff)).toHaveAttribute('aria-expanded', 'false');
    const customerSearch = staff.getByLabel('Name, email, studio or production');
    await customerSearch.fill('a');
    await customerSearch.press('/');
    await expect(customerSearch).toHaveValue('a/');
    await expect(customerSearch).toBeFocused();

    // Enter with nothing chosen opens the results page.
    await field(staff).fill(name);
    await field(staff).press('Enter');
    await expect(staff).toHaveURL(`/staff/search?q=${encodeURIComponent(name).replace(/%20/g, '+')}`);
    await expect(staff.getByRole('region', { name: 'Customers' }).getByRole('listitem').filter({ hasText: email }).getByRole('link')).toBeVisible();

    // Without JavaScript the field is a GET form to the results page, every group found listed.
    const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await staff.context().storageState() });
    try {
      const noScript = await plain.newPage();
      await noScript.setViewportSize({ width: 375, height: 740 });
      await noScript.goto('/staff');
      await noScript.getByRole('searchbox', { name: 'Search orders, customers, props' }).fill(orderNumber);
      await noScript.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(noScript).toHaveURL(/\/staff\/search\?q=ORD-/);
      await expect(noScript.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
      await expect(noScript.getByRole('region', { name: 'Orders' }).getByRole('link', { name: orderNumber })).toBeVisible();
      await expect(noScript.getByRole('region', { name: 'Props' })).toHaveCount(0);
      await noScript.screenshot({ path: 'test-results/staff-search-results-375.png', fullPage: true });
      await noScript.goto('/staff/search?q=zzqx-nothing');
      await expect(noScript.getByText('Nothing matches “zzqx-nothing”.')).toBeVisible();
    } finally {
      await plain.close();
    }
  } finally {
    await close();
  }
});

test('issue 38 §1: the results page and its suggestions are staff only', async ({ page }) => {
  expect((await page.request.get('/staff/search/suggest?q=ORD')).status()).toBe(401);
  expect((await page.goto('/staff/search?q=ORD'))?.status()).toBe(404);
});
