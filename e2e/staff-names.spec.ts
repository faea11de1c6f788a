import { E2E_STAFF } from './admin-account';
import { expect, logIn, signUp, test } from './auth-fixtures';
import { requestHoldForDays } from './confirmed-order';
import { openSetListChooser, setListNotice } from './hydrated';

// A sign-up (real proof of work) and a staff log-in (full-strength hashing): slower than page tests.
test.describe.configure({ timeout: 240_000 });

test.describe('issue 25 §3: staff see customers by their names', () => {
  test('issue 25 §3: a customer who saved a first and last name is named by it, with studio and production, on the approvals page and in the queue, not by their email handle', async ({
    page,
    browser,
    unique,
  }) => {
    const email = unique('names.handle');
    const handle = email.split('@')[0]!;
    await signUp(page, email);
    await expect(page).toHaveURL(/\/onboarding\/profile$/);
    await page.getByLabel('First name').fill('Marisol');
    await page.getByLabel('Last name').fill('Ortega');
    await page.getByLabel('Studio').fill('Stage 9');
    await page.getByLabel('Production').fill('Blue Plate Special');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible();

    // A Hold request of one prop, for the queue.
    await page.goto('/catalog?Purchase+Type=Weekly+Rental');
    const card = page
      .getByRole('region', { name: 'Results' })
      .getByRole('article')
      .filter({ hasText: /\d+ available/ })
      .first();
    const title = (await card.getByRole('heading').innerText()).trim();
    await openSetListChooser(card);
    const dialog = page.getByRole('dialog', { name: `Add “${title}” to a set list` });
    await dialog.getByLabel('Name of the new set list').fill('Names — Ep 3');
    await dialog.getByRole('button', { name: 'Add to set list' }).click();
    await setListNotice(page).getByRole('link', { name: 'Open “Names — Ep 3”' }).click();
    await requestHoldForDays(page, 30, 7);

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await staff.setViewportSize({ width: 1280, height: 800 });
    await logIn(staff, E2E_STAFF.email, E2E_STAFF.password, '/auth/login?redirectTo=%2Fstaff');
    await staff
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: /^Approvals/ })
      .click();
    const waiting = staff.getByRole('listitem').filter({ hasText: email });
    await expect(waiting.getByRole('heading')).toHaveText('Marisol Ortega');

    // The queue, searched by the production (in the address, as a GET form sends it).
    await staff
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: /^Holds/ })
      .click();
    await staff.getByRole('search', { name: 'Search holds' }).getByLabel('Customer, production, email or SKU').fill(email);
    await staff.getByRole('search', { name: 'Search holds' }).getByRole('button', { name: 'Search' }).click();
    await expect(staff).toHaveURL(/[?&]q=/);
    // Issue 25 §2: a row per request, named by the customer's name, not their email handle.
    const row = staff.getByRole('row').filter({ hasText: email }).first();
    await expect(row.getByRole('link').first()).toHaveText('Marisol Ortega');
    await row.getByRole('link', { name: 'Marisol Ortega' }).click();
    const request = staff.getByRole('listitem').filter({ hasText: email }).first();
    await expect(request.getByRole('heading', { level: 2 })).toHaveText(/^Marisol Ortega · /);
    await expect(request.getByRole('heading', { level: 2 })).not.toContainText(handle);
    await staffContext.close();
  });
});
